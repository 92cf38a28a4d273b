import { expect, test } from '@playwright/test';
import { readCodeFromOutbox } from './auth-helpers';

test('a learner signs in with a text-message code and lands on the home page', async ({ page, request }) => {
  await page.goto('/login?eid=1');
  await page.getByRole('tab', { name: 'Verification code' }).click();
  await expect(page.getByLabel('Country code')).toBeVisible();

  // The form checks the number before asking for a code.
  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();

  await page.getByLabel('Phone number').fill('138 0013 8002');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A code is on its way' })).toBeVisible();
  // The button counts down before another code can be sent.
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();

  const code = await readCodeFromOutbox(request, '13800138002');
  await page.getByLabel('Verification code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The verification code is wrong or has expired.' }),
  ).toBeVisible();

  await page.getByLabel('Verification code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByText('Welcome, Zhou Min')).toBeVisible();
});
