import { expect, test, type Page } from '@playwright/test';
import { submitLogin } from '../support/sign-in';

/**
 * Issue 17: a device whose clock is more than five minutes off was locked out (40012 on the first
 * call). The portal learns the gateway's time from the refusal and signs with corrected time.
 */
async function shiftClock(page: Page, minutes: number) {
  await page.addInitScript((shiftMs) => {
    const real = Date.now.bind(Date);
    Date.now = () => real() + shiftMs;
  }, minutes * 60_000);
}

for (const minutes of [10, -10]) {
  test(`a device clock ${Math.abs(minutes)} minutes ${minutes > 0 ? 'fast' : 'slow'} signs in and loads the home page`, async ({
    page,
  }) => {
    await shiftClock(page, minutes);
    await page.goto('/login?eid=1');
    await submitLogin(page, 'learner');
    await expect(page).toHaveURL(/\/index/);
    await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
    // The home page's own calls went through too (no prompt, no error toast).
    await expect(page.getByRole('link', { name: /Leading your first team/ }).first()).toBeVisible();
    await expect(page).not.toHaveURL(/\/prompt/);
  });
}
