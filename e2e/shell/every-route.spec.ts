import { expect, test } from '@playwright/test';
import { specRoutes } from '../support/routes';
import { openSignedIn } from '../support/sign-in';

/**
 * Every route of spec 000 §2 opens for a signed-in learner with a heading and without a
 * console error or an uncaught exception (a route whose page comes later says so plainly).
 */
test('every spec route opens without a console error', async ({ page }) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  let current = '';
  page.on('console', (message) => {
    // The routes are opened with made-up ids (/…/1/1/1): an object that does not exist is answered
    // 404 and the page shows its not-found state, which is right, not a problem.
    if (message.type() === 'error' && !/status of 404/.test(message.text()))
      problems.push(`${current}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${current}: ${error.message}`));

  await openSignedIn(page, '/index?eid=1', 'learner');
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();

  // In-app navigation (the router follows popstate), so each route costs its render, not a whole
  // start-up. The tab title changes with the route; routes sharing a title are the same page.
  for (const route of specRoutes()) {
    current = route;
    const before = await page.title();
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await page.waitForFunction((title) => document.title !== title, before, { timeout: 2_000 }).catch(() => undefined);
    await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
  }
  expect(problems).toEqual([]);
});
