import { expect as baseExpect, test, type Page } from '@playwright/test';
import { coreCourseId } from '../courses/course-ids';
import { openSignedIn } from '../support/sign-in';

// Media and the study start load on first use: allow a busy machine time for them.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const LEADING = coreCourseId('Leading your first team');

/** Open a chapter of "Leading your first team" and return its address (with ?chapter=). */
async function openChapter(page: Page, account: string, chapter: string): Promise<string> {
  await openSignedIn(page, `/course/${LEADING}?eid=1`, account);
  await expect(page.getByRole('heading', { name: 'Leading your first team' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(chapter) }).click();
  await expect(page.getByRole('region', { name: `Studying: ${chapter}` })).toBeVisible();
  await expect(page).toHaveURL(/chapter=\d+/);
  return page.url();
}

const played = (page: Page) => page.getByLabel('Played time and length');
const seconds = async (page: Page) => Number((await played(page).textContent())!.slice(3, 5));

test('the player keys work as soon as the chapter page opens, and never while the learner types a note', async ({
  page,
}) => {
  const url = await openChapter(page, 'manager', 'Why teams need goals');
  // A fresh load of the chapter's address: nothing on the page has been clicked.
  await page.goto(url);
  const area = page.getByRole('region', { name: 'Studying: Why teams need goals' });
  await expect(area.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(played(page)).toHaveText(/^00:00 \/ 00:1\d$/);

  await page.keyboard.press('Space');
  await expect(area.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(area.getByRole('button', { name: 'Play' })).toBeVisible();
  const before = await seconds(page);
  await page.keyboard.press('ArrowRight');
  await expect(played(page)).toHaveText(new RegExp(`^00:0${Math.min(9, before + 5)} `));
  const afterSkip = await played(page).textContent();

  // Typing a note: Space, K and L are the note's letters, not the player's.
  await page.getByRole('tab', { name: 'Notes' }).click();
  const note = page.getByLabel('Note text');
  await note.click();
  await page.keyboard.type('k l j take notes');
  await page.keyboard.press('ArrowLeft');
  await expect(note).toHaveValue('k l j take notes');
  await expect(area.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(played(page)).toHaveText(afterSkip!);
});

test("a killed browser's chapter opens again at once in the same browser, and is still refused on another", async ({
  browser,
  baseURL,
}) => {
  const first = await browser.newContext({ baseURL });
  const killed = await first.newPage();
  const url = await openChapter(killed, 'sysadmin', 'Checklist for week one');
  const stored = await first.storageState();
  // Killed, not closed: no end call leaves the browser, so its session stays live for the lease.
  await killed.evaluate(() => {
    const send = window.fetch.bind(window);
    window.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).includes('/v1/course/study/end')
        ? new Promise<Response>(() => undefined)
        : send(input, init);
  });
  await first.route('**/v1/course/study/end**', (route) => route.abort());
  await first.close();

  // The same browser (its local storage, not the killed tab's session storage) opens the chapter.
  const again = await browser.newContext({ baseURL, storageState: stored });
  const reopened = await again.newPage();
  await reopened.goto(url);
  await expect(reopened.getByRole('region', { name: 'Studying: Checklist for week one' })).toBeVisible();
  await expect(reopened).not.toHaveURL(/\/refused\//);

  // Another browser signed in as the same learner (same cookies, no local storage): refused.
  const other = await browser.newContext({ baseURL, storageState: { cookies: stored.cookies, origins: [] } });
  const elsewhere = await other.newPage();
  await elsewhere.goto(url);
  await expect(elsewhere).toHaveURL(/\/refused\//, { timeout: 20_000 });
  await other.close();
  await again.close();
});
