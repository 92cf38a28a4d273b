import { expect, test } from '@playwright/test';
import { sendSigned, signed } from '../support/signed-api';
import { freshPhone, readCodeFromOutbox } from './auth-helpers';

test('a member who forgot the password sets a new one with a text-message code and signs in with it', async ({
  page,
  request,
}) => {
  // A member of our own, signed up through the API, so no shared demo account changes.
  const phone = freshPhone();
  await sendSigned(request, signed('/send-message', { phone, purpose: 'register' }, { eid: 2, method: 'POST' }));
  const signUpCode = await readCodeFromOutbox(request, phone);
  const registered = await sendSigned(
    request,
    signed(
      'apiSystem/register',
      { phone, code: signUpCode, username: 'Noor Ali', password: 'Noor#2046pk', confirm: 'Noor#2046pk', agree: 'Y' },
      { eid: 2, method: 'POST' },
    ),
  );
  expect(registered.body.status).toBe('Y');

  await page.goto('/login?eid=2');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Phone number').fill(phone);
  // The sign-up code went out moments ago: the server refuses another within the resend interval
  // (12 s for the e2e server, CODE_RESEND_INTERVAL_MS: long enough on a busy machine) and the button counts down, then sends.
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Codes were requested too often.' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Send code' }).click({ timeout: 25_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'A code is on its way' })).toBeVisible();
  const code = await readCodeFromOutbox(request, phone);
  expect(code).not.toBe(signUpCode);
  await page.getByLabel('Verification code', { exact: true }).fill(code);
  await page.getByLabel('New password').fill('Fresh#2046q');
  await page.getByLabel('Confirm password').fill('Fresh#2046q');
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
  await page.getByLabel('Account').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('Fresh#2046q');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/index$/);
});
