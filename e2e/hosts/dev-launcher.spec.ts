import { expect, test } from '@playwright/test';

/**
 * Issue 17 item 7: the WeCom entries of /__dev/hosts sign in. WeCom's silent sign-in leaves the page
 * for the OAuth address and comes back with a code; the launcher keeps its fake across that return.
 */
test('the WeCom entry of the dev host launcher ends signed in through /v1/wecom/login', async ({ page }) => {
  test.setTimeout(60_000);
  const wecomLogins: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/wecom/login')) wecomLogins.push(request.url());
  });
  await page.goto('/__dev/hosts');
  const wecom = page.getByRole('listitem').filter({ hasText: 'WeCom' });
  await wecom.getByRole('link', { name: /as Lin Xiao/ }).click();
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible({ timeout: 30_000 });
  expect(wecomLogins).toHaveLength(1);
  // Back at the launched address, without the OAuth code and state, still as WeCom (no login form).
  await expect(page).toHaveURL(/\/index\?eid=1$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  expect(await page.evaluate(() => navigator.userAgent)).toContain('wxwork/');
});
