import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DEMO_COURSES } from '../../server/db/seed/course-demo';
import { openSignedIn } from '../support/sign-in';

// Media, pdf.js and their signed addresses load on first use: allow a busy machine time for them.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

/* Courses are the first rows the seed writes, in DEMO_COURSES order, so their ids follow it. */
function courseId(title: string): number {
  const index = DEMO_COURSES.findIndex((c) => c.title === title);
  if (index < 0) throw new Error(`no demo course ${title}`);
  return index + 1;
}

/** Sign in (through the API) and land on the learning records page. */
async function signIn(page: Page, account: string) {
  await openSignedIn(page, '/my/learn-record?eid=1', account);
  await expect(page.getByRole('heading', { level: 1, name: 'Learning records' })).toBeVisible();
}

async function openCourse(page: Page, account: string, title: string) {
  await signIn(page, account);
  await page.goto(`/course/${courseId(title)}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

const played = (page: Page) => page.getByLabel('Played time and length');
/** The learner's heartbeat that a pause, an end or a seek sends (its answer is the credited progress). */
const heartbeat = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/v1/course/study/heartbeat') && r.request().method() === 'POST');

test('a video chapter resumes after a reload; finishing every chapter completes the course', async ({ page }) => {
  await openCourse(page, 'engineer', 'Consultative selling');
  await page.getByRole('button', { name: /Discovery questions/ }).click();
  const area = page.getByRole('region', { name: 'Studying: Discovery questions' });
  await expect(area.getByRole('group', { name: 'Media player' })).toBeVisible();
  await expect(area.getByText('Studied 00:00 of 00:10')).toBeVisible();

  await area.getByRole('button', { name: 'Play' }).click();
  await expect(played(page)).toHaveText(/^00:0[4-9] \/ 00:12$/, { timeout: 15_000 });
  const paused = heartbeat(page);
  await area.getByRole('button', { name: 'Pause' }).click();
  const credited = (await (await paused).json()) as {
    data: { chapter: { positionSeconds: number; creditedSeconds: number } };
  };
  const position = credited.data.chapter.positionSeconds;
  expect(position).toBeGreaterThanOrEqual(4);
  // Credited by the server's clock: about the seconds that really played, never more.
  expect(credited.data.chapter.creditedSeconds).toBeGreaterThanOrEqual(3);
  expect(credited.data.chapter.creditedSeconds).toBeLessThanOrEqual(position + 2);

  await page.reload();
  await expect(area.getByRole('group', { name: 'Media player' })).toBeVisible();
  await expect(played(page)).toHaveText(`00:${String(Math.floor(position)).padStart(2, '0')} / 00:12`);
  const resumedAt = await area.getByTestId('study-media').evaluate((el) => (el as HTMLMediaElement).currentTime);
  expect(Math.abs(resumedAt - position)).toBeLessThan(0.5);

  // Skip back 5 seconds with the keyboard, then play to the end: the chapter is finished.
  await area.getByRole('group', { name: 'Media player' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(played(page)).toHaveText(`00:${String(Math.max(0, Math.floor(position) - 5)).padStart(2, '0')} / 00:12`);
  await area.getByRole('button', { name: 'Play' }).click();
  await expect(area.getByText('Chapter finished')).toBeVisible({ timeout: 20_000 });

  // The countdown opens the next chapter by itself.
  await expect(page.getByText(/The next chapter "From needs to proposal" starts in \d s/)).toBeVisible();
  const next = page.getByRole('region', { name: 'Studying: From needs to proposal' });
  await expect(next.getByRole('group', { name: 'Media player' })).toBeVisible({ timeout: 10_000 });
  await next.getByRole('button', { name: 'Play' }).click();
  await expect(next.getByText('Chapter finished')).toBeVisible({ timeout: 20_000 });

  // Every chapter is finished: the course may now be rated (the course-social area reads the same data).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Rate' })).toBeEnabled();

  // The course is complete: the learning records say so.
  await page.goto('/my/learn-record');
  const row = page.getByRole('listitem').filter({ hasText: 'Consultative selling' });
  await expect(row.getByText('Completed')).toBeVisible();
  await expect(row.getByText('2 / 2 chapters')).toBeVisible();
  await expect(row.getByRole('link', { name: 'Review' })).toBeVisible();
});

test('a document chapter pages through pdf.js, opens in a full page and offers its download', async ({
  browser,
  baseURL,
  page,
  context,
}) => {
  await openCourse(page, 'sales', 'Working with spreadsheets');
  await page.getByRole('button', { name: /Spreadsheet handbook/ }).click();
  const area = page.getByRole('region', { name: 'Studying: Spreadsheet handbook' });
  await expect(area.getByText('Page 1 of 3')).toBeVisible();
  await area.getByRole('button', { name: 'Next page' }).click();
  await expect(area.getByText('Page 2 of 3')).toBeVisible();
  await expect(area.getByRole('button', { name: 'Download' })).toBeVisible();

  const opened = context.waitForEvent('page');
  await area.getByRole('button', { name: 'Open full page' }).click();
  const preview = await opened;
  await expect(preview).toHaveURL(/\/filepreview\?docToken=/);
  await expect(preview.getByRole('heading', { name: 'Spreadsheet handbook' })).toBeVisible();
  await expect(preview.getByText('Page 1 of 3')).toBeVisible();
  // A second tab studies nothing: the preview is reading only, so the first window keeps its session.
  await preview.close();
  // Heartbeats stop while a page is hidden (decision 0017) and the seat's lease then runs out: the
  // studying page is brought back to the front, and the other window is another browser signed in
  // as the same learner (its cookies only: a copied device id would make it this browser's own
  // killed window, which may take its session back), so this page keeps beating while that one tries.
  await page.bringToFront();

  // Another window opening a chapter while this one studies is refused (multi-window learning).
  const otherBrowser = await browser.newContext({
    baseURL,
    locale: 'en-US',
    serviceWorkers: 'block',
    storageState: { cookies: (await context.storageState()).cookies, origins: [] },
  });
  const second = await otherBrowser.newPage();
  await second.goto(
    `/course/${courseId('Working with spreadsheets')}?chapter=${await page.evaluate(() => new URL(location.href).searchParams.get('chapter'))}`,
  );
  // The portal asks twice more before refusing (a just-closed window's end call may be late).
  await expect(second).toHaveURL(/\/refused\//, { timeout: 20_000 });

  // Closing the studying tab frees the seat at once: the course opens in a new tab straight away.
  const chapterUrl = page.url();
  await otherBrowser.close();
  await page.close({ runBeforeUnload: true });
  const third = await context.newPage();
  await third.goto(chapterUrl);
  // It opens where the first tab was read to (page 2) once that beat has landed, else on page 1.
  await expect(
    third.getByRole('region', { name: 'Studying: Spreadsheet handbook' }).getByText(/^Page [12] of 3$/),
  ).toBeVisible();
  await expect(third).not.toHaveURL(/\/refused\//);
});

test('the learning records list what the learner started', async ({ page, context }) => {
  await signIn(page, 'learner');
  const row = page.getByRole('listitem').filter({ hasText: 'Leading your first team' });
  await expect(row.getByText('In progress')).toBeVisible();
  await expect(row.getByText('1 / 4 chapters')).toBeVisible();
  // In a browser a course opens in a new tab, from here as from the library (issue 17, the one course rule).
  const opened = context.waitForEvent('page');
  await row.getByRole('link', { name: 'Continue' }).click();
  await expect(await opened).toHaveURL(/\/course\/\d+/);
});
