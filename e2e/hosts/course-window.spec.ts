import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { submitLogin } from '../support/sign-in';
import { hostContext } from './host-context';

/** Spec 000 §1 through the host adapter: a course opens in a new tab in a browser, in the same window elsewhere. */
const COURSE = 'Fire drill refresher';
// The library filtered to that course (the filter lives in the address), so paging never hides it.
const LIBRARY = `/course?eid=1&keyword=${encodeURIComponent(COURSE)}`;

test.describe.configure({ timeout: 60_000 });

async function openCourseInPlace(context: BrowserContext, page: Page) {
  await page.goto(LIBRARY);
  // Inside a host the silent sign-in comes first: give the list time on a busy machine.
  await expect(page.getByRole('link', { name: COURSE })).toBeVisible({ timeout: 30_000 });
  const pagesBefore = context.pages().length;
  await page.getByRole('link', { name: COURSE }).click();
  await expect(page).toHaveURL(/\/course\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  expect(context.pages().length).toBe(pagesBefore);
}

test('in a browser a course opens in a new tab and the library stays where it was', async ({ page, context }) => {
  await page.goto('/login?eid=1');
  await submitLogin(page, 'learner');
  await expect(page).toHaveURL(/\/index/);
  await page.goto(LIBRARY);
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: COURSE }).click()]);
  await expect(tab).toHaveURL(/\/course\/\d+$/);
  await expect(tab.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await expect(page).toHaveURL(/\/course\?eid=1&keyword=/);
  // noopener: the new tab cannot reach back into the portal tab.
  expect(await tab.evaluate(() => window.opener)).toBeNull();
});

for (const kind of ['dingtalk-pc', 'wecom'] as const) {
  test(`inside ${kind} a course opens in the same window`, async ({ browser }) => {
    const { context, page } = await hostContext(browser, kind, {
      userid: kind === 'wecom' ? 'ww-lin-xiao' : 'dt-lin-xiao',
    });
    await openCourseInPlace(context, page);
    await context.close();
  });
}

test('on a kiosk a course opens in the same window', async ({ page, context }) => {
  await page.goto('/login?eid=1&client=kiosk');
  await submitLogin(page, 'learner');
  await expect(page).toHaveURL(/\/index/);
  await openCourseInPlace(context, page);
});
