import { expect, test } from '@playwright/test';
import { sendSigned, signed } from '../support/signed-api';
import { freshPhone } from './auth-helpers';

/** Passwords that break one rule each of the public enterprise's policy (8-15, two kinds). */
const BROKEN = [
  { password: 'Ab#1', rule: 'length', message: 'The password must be 8-15 characters long.' },
  {
    password: 'studyhardnow',
    rule: 'kinds',
    message: 'The password must contain at least two of digits, letters and symbols.',
  },
  {
    password: 'Learn#123x',
    rule: 'sequence',
    message: 'The password must not contain 3 or more consecutive digits or letters (such as 123 or abc).',
  },
  {
    password: 'Leaaarn#26',
    rule: 'repeat',
    message: 'The password must not contain the same character 3 or more times in a row.',
  },
];

test('the sign-up form refuses a password that breaks each rule, with the rule in the message', async ({ page }) => {
  await page.goto('/login?eid=2&loginType=register');
  const password = page.getByLabel('Password', { exact: true });
  for (const broken of BROKEN) {
    await password.fill(broken.password);
    await password.blur();
    await expect(page.getByText(broken.message)).toBeVisible();
  }
  await password.fill('Mia#2046pk');
  await page.getByLabel('Confirm password').fill('Mia#2046pq');
  await page.getByLabel('Confirm password').blur();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
});

test('the reset form checks the enterprise policy before sending', async ({ page }) => {
  await page.goto('/login?eid=1');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  const password = page.getByLabel('New password');
  await password.fill('a1#');
  await password.blur();
  await expect(page.getByText('The password must be 6-15 characters long.')).toBeVisible();
  await password.fill('abc#2046');
  await password.blur();
  await expect(
    page.getByText('The password must not contain 3 or more consecutive digits or letters (such as 123 or abc).'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('the server refuses the same passwords when the form is bypassed', async ({ request }) => {
  const phone = freshPhone();
  for (const broken of BROKEN) {
    const params = {
      phone,
      code: '000000',
      username: 'Script Kiddie',
      password: broken.password,
      confirm: broken.password,
      agree: 'Y',
    };
    const { body } = await sendSigned(
      request,
      signed('apiSystem/register', params, { eid: 2, method: 'POST', language: 'en_us' }),
    );
    expect(body).toMatchObject({ status: 'N', code: 42208, msg: broken.message, data: { rule: broken.rule } });
  }
  const mismatch = await sendSigned(
    request,
    signed(
      'apiSystem/register',
      { phone, code: '000000', username: 'X', password: 'Mia#2046pk', confirm: 'Mia#2046pq', agree: 'Y' },
      { eid: 2, method: 'POST', language: 'en_us' },
    ),
  );
  expect(mismatch.body).toMatchObject({
    status: 'N',
    msg: 'The two passwords do not match.',
    data: { rule: 'mismatch' },
  });

  const reset = await sendSigned(
    request,
    signed(
      'apiSystem/resetPassword',
      { phone: '13800138001', code: '000000', password: 'a1#', confirm: 'a1#' },
      { eid: 1, method: 'POST', language: 'en_us' },
    ),
  );
  expect(reset.body).toMatchObject({
    status: 'N',
    code: 42208,
    msg: 'The password must be 6-15 characters long.',
    data: { rule: 'length' },
  });
});
