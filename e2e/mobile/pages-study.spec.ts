import { expect as baseExpect, test, type Page } from '@playwright/test';
import { coreCourseId } from '../courses/course-ids';
import { signInByApi } from '../support/sign-in';
import { expectNoHorizontalScroll, PHONE } from './support';

// Media and pdf.js load on first use: allow a busy machine time for them.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ ...PHONE });

const LEADING = coreCourseId('Leading your first team');
// An account no other spec studies this course's video and document with.
const ACCOUNT = 'sysadmin';

async function openChapter(page: Page, chapter: string) {
  await signInByApi(page, ACCOUNT);
  await page.goto(`/course/${LEADING}?eid=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Leading your first team' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(chapter) }).tap();
  const area = page.getByRole('region', { name: `Studying: ${chapter}` });
  await expect(area).toBeVisible();
  return area;
}

async function boxOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, width: r.width, height: r.height };
  });
}

test('a video chapter plays inline, goes full screen and back, every control a touch target', async ({ page }) => {
  const area = await openChapter(page, 'Why teams need goals');
  const video = area.getByTestId('study-media');
  await expect(video).toHaveAttribute('playsinline', '');
  await expectNoHorizontalScroll(page);

  const controls = area.locator('.lp-study-controls .arco-btn');
  await expect(controls.first()).toBeVisible();
  for (const box of await controls.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()))) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.right).toBeLessThanOrEqual(390);
  }

  // Inline: playing leaves the page where it is, not in a full-screen player.
  await area.getByRole('button', { name: 'Play' }).tap();
  await expect(area.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(() => video.evaluate((el) => (el as HTMLVideoElement).currentTime)).toBeGreaterThan(0.5);
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();

  await area.getByRole('button', { name: 'Full screen' }).tap();
  await expect
    .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label') ?? null))
    .toBe('Media player');
  // Still playing, with our own controls in the full-screen player.
  expect(await video.evaluate((el) => (el as HTMLVideoElement).paused)).toBe(false);
  await area.getByRole('button', { name: 'Exit full screen' }).tap();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  await area.getByRole('button', { name: 'Pause' }).tap();
  await expect(area.getByRole('button', { name: 'Play' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('a document page is as wide as the phone, and drawn again at the new width when the phone turns', async ({
  page,
}) => {
  const area = await openChapter(page, 'Feedback handbook');
  const canvas = area.getByRole('img', { name: /^Page 1 of \d+ of the document$/ });
  await expect(canvas).toBeVisible();
  await expectNoHorizontalScroll(page);

  const fits = async () => {
    const box = await boxOf(page, '.lp-study-canvas');
    const drawn = await canvas.evaluate((el) => ({
      css: el.getBoundingClientRect().width,
      pixels: (el as HTMLCanvasElement).width,
    }));
    return { box, drawn };
  };
  // Portrait: the page takes the box's width (less its padding), drawn sharp for the 3× screen.
  await expect.poll(async () => (await fits()).drawn.pixels).toBeGreaterThan(0);
  const portrait = await fits();
  expect(portrait.box.right).toBeLessThanOrEqual(390);
  expect(portrait.drawn.css).toBeGreaterThan(portrait.box.width - 40);
  expect(portrait.drawn.pixels).toBeGreaterThanOrEqual(Math.floor(portrait.drawn.css * 3) - 3);

  // Landscape: wider box, so the page is drawn again, wider — not the portrait drawing scaled up.
  await page.setViewportSize({ width: 844, height: 390 });
  await expect.poll(async () => (await fits()).drawn.css).toBeGreaterThan(portrait.drawn.css + 100);
  const landscape = await fits();
  expect(landscape.drawn.pixels).toBeGreaterThanOrEqual(Math.floor(landscape.drawn.css * 3) - 3);
  expect(landscape.box.right).toBeLessThanOrEqual(844);

  // And back: drawn at the portrait width again, still inside the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => Math.round((await fits()).drawn.css)).toBe(Math.round(portrait.drawn.css));
  await expectNoHorizontalScroll(page);
});
