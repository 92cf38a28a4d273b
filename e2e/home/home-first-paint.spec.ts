import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, signInByApi } from '../support/sign-in';

/*
 * /index's first paint from the last visit (decision 0074). Read-only for the seeded data: the
 * language is this browser's own choice (localStorage), never the member's saved one, so no
 * other spec reading `learner` or `engineer` sees a change.
 */
const module = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const SLIDE = 'Safety month: finish "Warehouse safety basics"';
const kept = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('lp:home-first') ?? 'null') as { owner: string } | null);

/** Every module's content read is held back (the module list still answers). */
async function holdModuleContent(page: Page): Promise<() => Promise<void>> {
  const pattern = /r=apiPortal\/Components/;
  await page.route(pattern, () => undefined);
  return () => page.unroute(pattern);
}

test("a returning member's home paints the last visit's banner at once, and another language reads its own", async ({
  page,
}) => {
  await openSignedIn(page, '/index?eid=1', 'learner');
  await expect(module(page, 'Highlights').getByText(SLIDE)).toBeVisible();
  await expect.poll(async () => (await kept(page))?.owner).toMatch(/^1:\d+:en_us$/);

  // Reloaded with every module's content held back: the banner is there from the last visit.
  const release = await holdModuleContent(page);
  await page.reload();
  await expect(module(page, 'Highlights').getByText(SLIDE)).toBeVisible();
  await expect(module(page, 'Latest courses')).toHaveAttribute('data-state', 'loading');

  // Traditional Chinese on this browser: its titles, not the English ones kept for English.
  await page.evaluate(() => localStorage.setItem('lp:language', 'zh_hant'));
  await page.reload();
  await expect(module(page, '焦點推薦')).toBeVisible();
  await expect(module(page, 'Highlights')).toHaveCount(0);
  await expect(module(page, '焦點推薦')).toHaveAttribute('data-state', 'loading');
  await release();
  await expect(module(page, '焦點推薦').getByText(SLIDE)).toBeVisible();
  await expect.poll(async () => (await kept(page))?.owner).toMatch(/^1:\d+:zh_hant$/);
});

test("another member on the same browser never sees the first one's home", async ({ page }) => {
  await openSignedIn(page, '/index?eid=1', 'learner');
  await expect(module(page, 'Highlights').getByText(SLIDE)).toBeVisible();
  await expect.poll(async () => (await kept(page))?.owner).toMatch(/^1:\d+:en_us$/);

  await signInByApi(page, 'engineer');
  const release = await holdModuleContent(page);
  await page.goto('/index?eid=1');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).not.toHaveText('Welcome, Lin Xiao');
  await expect(module(page, 'Highlights')).toHaveAttribute('data-state', 'loading');
  await expect(module(page, 'Highlights').getByText(SLIDE)).toHaveCount(0);
  await release();
  await expect(module(page, 'Highlights').getByText(SLIDE)).toBeVisible();
});
