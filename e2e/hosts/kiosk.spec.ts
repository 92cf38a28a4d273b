import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';

test.use({
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
});

test('a kiosk launched with client=kiosk signs out after its idle time, with a visible countdown', async ({ page }) => {
  // Two idle periods of 12 s on a possibly busy machine.
  test.setTimeout(60_000);
  // A short idle time for the test: the runtime config the server serves, with the kiosk keys added.
  await page.addInitScript(() => {
    let config: Record<string, unknown> = {};
    Object.defineProperty(window, '__LP_CONFIG__', {
      configurable: true,
      get: () => config,
      set: (value: Record<string, unknown>) => (config = { ...value, kioskIdleSeconds: 12, kioskWarnSeconds: 6 }),
    });
  });
  await openSignedIn(page, '/index?eid=1&client=kiosk', 'learner');
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();

  // Activity keeps the session; the countdown appears in the last seconds.
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('timer')).toContainText(/signs out in \d seconds?/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeHidden();

  await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });
  const cookie = (await page.context().cookies()).find((c) => c.name === 'userInfo');
  expect(decodeURIComponent(cookie?.value ?? '')).not.toMatch(/"token":"[^"]+"/);
});

test('a browser tab (not a kiosk) does not sign out when idle', async ({ page }) => {
  await openSignedIn(page, '/index?eid=1', 'learner');
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toHaveCount(0);
});
