import { expect, test, type Page } from '@playwright/test';
import { coreCourseId } from '../courses/course-ids';
import { signInByApi, submitLogin } from '../support/sign-in';
import { expectNoHorizontalScroll, PHONE } from './support';

/*
 * The learning pages at 390 × 844 (touch, DingTalk Android's user agent): each opens, shows its
 * heading, and is no wider than the phone (issue 19). The exam pages are exam-screens.spec.ts's.
 */
test.describe.configure({ timeout: 180_000 });
test.use({ ...PHONE });

const LEADING = coreCourseId('Leading your first team');
/** A phone's own browser: inside DingTalk the sign-in is silent (learner-journey.spec.ts), so the form is a browser's. */
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

/** Open each path signed in, wait for its first heading, and check nothing scrolls sideways. */
async function visitAll(page: Page, paths: string[]) {
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}eid=1`);
      await expect(page.locator('main h1, .lp-msg h1, h1').first()).toBeVisible({ timeout: 15_000 });
      await expectNoHorizontalScroll(page);
    });
  }
}

/** Every element of `selector` on the page is at least a touch target (44 px) high. */
async function expectTouchTargets(page: Page, selector: string) {
  const heights = await page
    .locator(selector)
    .evaluateAll((els) =>
      els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.getBoundingClientRect().height),
    );
  expect(heights.length, `no ${selector} on ${page.url()}`).toBeGreaterThan(0);
  for (const height of heights) expect(height, `${selector} on ${page.url()}`).toBeGreaterThanOrEqual(44);
}

test.describe('in a phone browser', () => {
  test.use({ userAgent: ANDROID_CHROME });

  test('sign-in on a phone: the form fits the screen, its controls are touch targets, and it signs in', async ({
    page,
  }) => {
    await page.goto('/login?eid=1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectTouchTargets(page, '.lp-login-card .arco-btn');
    const card = await page.locator('.lp-login-card').boundingBox();
    expect(card!.x).toBeGreaterThanOrEqual(0);
    expect(card!.x + card!.width).toBeLessThanOrEqual(390);
    await submitLogin(page, 'learner');
    await expect(page).toHaveURL(/\/index/);
    await expectNoHorizontalScroll(page);
  });

  test('the agreement and sign-up pages fit a phone', async ({ page }) => {
    await visitAll(page, ['/agreement']);
    await page.goto('/login?eid=2&loginType=register');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

test('course library and course page: one column of cards, the title and Continue studying on the first screen', async ({
  page,
}) => {
  await signInByApi(page, 'learner');
  await visitAll(page, ['/course', '/course/classlibrary']);
  // One column: every card starts at the same left edge.
  const lefts = await page
    .locator('.lp-course-card')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().left));
  expect(lefts.length).toBeGreaterThan(1);
  expect(new Set(lefts.map(Math.round)).size).toBe(1);
  await expectTouchTargets(page, '.lp-sort-button');

  await page.goto(`/course/${LEADING}?eid=1`);
  const title = page.getByRole('heading', { level: 1, name: 'Leading your first team' });
  await expect(title).toBeInViewport();
  const primary = page.getByRole('button', { name: /^(Continue|Start) studying$|^Review$/ });
  await expect(primary).toBeInViewport({ ratio: 1 });
  expect((await primary.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectNoHorizontalScroll(page);
  for (const tab of ['Notes', 'Comments', 'Introduction']) {
    await page.getByRole('tab', { name: tab }).tap();
    await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
});

test('the learning centre pages, rankings, medals and the study calendar fit a phone', async ({ page }) => {
  await signInByApi(page, 'learner');
  await visitAll(page, [
    '/top',
    '/my/medal',
    '/my/studycalendar',
    '/my/learn-record',
    '/my/my-collect',
    '/my/my-note',
    '/my/download-record',
    '/my/my-practice',
    '/my/my-exercise',
    '/my/my-upLoadCourse',
    '/my/my-duration',
    '/my/my-credit',
    '/my/my-integral',
    '/my/order',
  ]);
});

test('practice, micro-course upload, course packages and the profile pages fit a phone', async ({ page }) => {
  await signInByApi(page, 'learner');
  await visitAll(page, [
    `/coursePractice/${LEADING}`,
    '/upLoadCourse',
    '/coursepackage',
    '/coursepackage/detail/1',
    '/editor/personalData',
    '/editor/phonenumber',
    '/editor/resetpassword',
    '/switchEnterprise',
  ]);
});

test('the message centre: categories in a row of touch targets, a list and a message fit a phone', async ({ page }) => {
  await signInByApi(page, 'learner');
  await visitAll(page, [
    '/main/message/ownMessage',
    '/main/message/adminMessage',
    '/main/message/information',
    '/main/message/at',
    '/main/message/praise',
    '/main/message/comment',
  ]);
  await expectTouchTargets(page, '.lp-msg__link');
  await page.goto('/main/message/ownMessage?eid=1');
  // A message already read: opening it changes no count another spec reads.
  const read = page.locator('.lp-msg__item:not(.lp-msg__item--unread) .lp-msg__item-main').first();
  await read.tap();
  await expect(page).toHaveURL(/\/main\/message\/[^?]+\/\d+/);
  await expect(page.locator('.lp-msg__detail h2, .lp-msg__page h2').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('in Chinese too: the library, a course and the message centre fit a phone', async ({ browser, baseURL }) => {
  for (const locale of ['zh-CN', 'zh-TW']) {
    const context = await browser.newContext({ ...PHONE, locale, baseURL });
    const page = await context.newPage();
    await signInByApi(page, 'learner');
    await visitAll(page, ['/course', `/course/${LEADING}`, '/main/message/ownMessage', '/top', '/my/studycalendar']);
    await context.close();
  }
});

test('on a 768 px tablet the same pages fit, the course page and profile form included', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ ...PHONE, viewport: { width: 768, height: 1024 }, baseURL });
  const page = await context.newPage();
  await signInByApi(page, 'learner');
  for (const path of ['/course', `/course/${LEADING}`, '/main/message/ownMessage', '/editor/personalData', '/top']) {
    await page.goto(`${path}?eid=1`);
    await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: path }).toBe(768);
  }
  await context.close();
});
