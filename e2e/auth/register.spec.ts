import { expect, test } from '@playwright/test';
import { freshPhone, readCodeFromOutbox } from './auth-helpers';

test('a visitor signs up on the public enterprise after reading the agreement, and is signed in', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  await page.goto('/login?eid=2');
  await page.getByRole('button', { name: 'No account? Sign up' }).click();
  await expect(page).toHaveURL(/loginType=register/);
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();

  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Name').fill('Mia Park');

  // The agreement opens on its own page; coming back keeps what was typed.
  await page.getByRole('link', { name: 'User agreement' }).click();
  await expect(page).toHaveURL(/\/agreement/);
  await expect(page.getByRole('heading', { name: 'Open Course Hub sign-up agreement' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1. Signing up' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Phone number')).toHaveValue(phone);
  await expect(page.getByLabel('Name')).toHaveValue('Mia Park');

  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await readCodeFromOutbox(request, phone);
  await page.getByLabel('Verification code', { exact: true }).fill(code);
  await page.getByLabel('Password', { exact: true }).fill('Mia#2046pk');
  await page.getByLabel('Confirm password').fill('Mia#2046pk');

  // Without accepting the agreement nothing is sent.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please read and accept the user agreement')).toBeVisible();
  await page.getByText('I have read and agree to the').click();
  await expect(page.getByRole('checkbox')).toBeChecked();
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByText('Welcome, Mia Park')).toBeVisible();
});

test('/register sends a public enterprise to the sign-up card and tells a closed one', async ({ page }) => {
  await page.goto('/register?eid=2');
  await expect(page).toHaveURL(/\/login\?.*loginType=register/);
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await page.goto('/register?eid=1');
  await expect(page.getByRole('heading', { name: 'Sign-up is not open' })).toBeVisible();
});
