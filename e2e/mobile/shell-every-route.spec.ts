import { expect, test } from '@playwright/test';
import { specRoutes } from '../support/routes';
import { PHONE_VIEWPORT, phoneContext } from './support';

/**
 * Every route of spec 000 §2 on a phone inside DingTalk (390 × 844, touch, the Android agent):
 * none is wider than the screen (issue 19). The same walk as e2e/shell/every-route.spec.ts —
 * in-app navigation, made-up ids, each page's first heading awaited; reading only.
 */
test('no spec route scrolls sideways on a phone inside DingTalk', async ({ browser }) => {
  test.setTimeout(300_000);
  const { context, page } = await phoneContext(browser, { host: { userid: 'dt-lin-xiao' } });
  await page.goto('/index?eid=1');
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  const wide: string[] = [];
  // Not the exam's answering page or a course's practice: opening them starts an attempt or a
  // session of the learner, whom the journey spec of this lane needs as it is (they are measured there).
  const routes = specRoutes().filter((route) => !/^\/(task\/exam\/questions|coursePractice)\//.test(route));
  for (const route of routes) {
    const before = await page.title();
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await page.waitForFunction((title) => document.title !== title, before, { timeout: 2_000 }).catch(() => undefined);
    // Its heading (an exam's answering screen on a phone shows its question instead), then a moment
    // for the page's data (lists, images) to lay out.
    await page
      .getByRole('heading', { level: 1 })
      .first()
      .waitFor({ timeout: 3_000 })
      .catch(() => undefined);
    await page.waitForTimeout(300);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width !== PHONE_VIEWPORT.width) wide.push(`${route}: ${width}`);
  }
  expect(wide).toEqual([]);
  await context.close();
});
