import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';
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
  await openSignedIn(page, LIBRARY, 'learner');
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
  // The launch parameter is kept for the session (sessionStorage): let the kiosk start before moving on.
  await openSignedIn(page, '/index?eid=1&client=kiosk', 'learner');
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  await openCourseInPlace(context, page);
});
