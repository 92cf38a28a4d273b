import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, signInByApi } from '../support/sign-in';

/**
 * Issue 17 item 6: every course link follows the one rule of spec 000 §1 (through the host
 * adapter), not only the library's cards: in a browser the course opens in a new tab and the page
 * it was opened from stays where it was.
 */
test.describe.configure({ timeout: 90_000 });

async function opensInNewTab(page: Page, from: string, link: ReturnType<Page['getByRole']>) {
  await page.goto(from);
  await expect(link).toBeVisible();
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(tab).toHaveURL(/\/course\/\d+(\?.*)?$/);
  // A new tab starts the portal from scratch: on a busy machine that takes a while.
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 25_000 });
  // The opening page did not move, and the new tab cannot reach back into it (noopener).
  await expect(page).toHaveURL(new RegExp(`${from.split('?')[0]!.replace(/[/]/g, '\\/')}(\\?|$)`));
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();
}

test('course links on the home page, study list, records, favourites and package detail open a new tab', async ({
  page,
}) => {
  await openSignedIn(page, '/index?eid=1', 'learner');
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  const main = page.getByRole('main');
  await opensInNewTab(page, '/index', main.getByRole('link', { name: /Leading your first team/ }).first());
  await opensInNewTab(page, '/index/study', main.getByRole('link', { name: /Leading your first team/ }).first());
  await opensInNewTab(page, '/my/learn-record', main.getByRole('link', { name: 'Leading your first team' }));
  await opensInNewTab(page, '/my/my-collect', main.getByRole('link', { name: /Consultative selling/ }).first());
  await opensInNewTab(page, '/coursepackage/detail/1', main.locator('a[href^="/course/"]').first());
});

test('on a kiosk the same home card opens in the same window', async ({ page, context }) => {
  await signInByApi(page, 'learner');
  await page.goto('/index?eid=1&client=kiosk');
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  const pagesBefore = context.pages().length;
  await page
    .getByRole('main')
    .getByRole('link', { name: /Leading your first team/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/course\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leading your first team' })).toBeVisible();
  expect(context.pages().length).toBe(pagesBefore);
});
