import { expect, test } from '@playwright/test';

/**
 * Spec 000 §4 "first navigation": a visitor of an enterprise with a QR-scan login page goes
 * there first, and comes back signed in (Summit Retail, eid 5; its page is the dev simulator,
 * which hands the browser back through /transferLogin).
 */
test("a visitor is sent to the enterprise's scan-login page and comes back signed in", async ({ page }) => {
  await page.goto('/index?eid=5');
  await expect(page).toHaveURL(/\/__dev\/scan-login\?eid=5$/);
  await expect(page.getByRole('heading', { name: 'Summit Retail: scan to sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Scan as Gao Fei (summit)' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByText('Welcome, Gao Fei')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Summit Retail' })).toBeVisible();
});

test('the scan-login redirect happens once per browser session, so the password page stays reachable', async ({
  page,
}) => {
  await page.goto('/index?eid=5');
  await expect(page).toHaveURL(/\/__dev\/scan-login/);
  await page.goto('/login?eid=5');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto('/my/medal');
  await expect(page).toHaveURL(/\/login\?backUrl=%2Fmy%2Fmedal$/);
});
