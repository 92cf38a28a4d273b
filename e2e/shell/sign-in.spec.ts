import { expect, test } from '@playwright/test';
import { submitLogin } from '../support/sign-in';
import { accessibleShade } from '../../src/lib/contrast';
import { rgb } from '../support/signed-api';

test('a learner signs in and sees the home page in the enterprise name and theme colour', async ({ page }) => {
  await page.goto('/login?eid=1');
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  // The private enterprise brings its own theme colour (#1d6fe0), applied to Arco's primary button
  // in its accessible shade (white text needs 4.5:1, decision 0044).
  await expect(signIn).toHaveCSS('background-color', rgb(accessibleShade('#1d6fe0')));

  await submitLogin(page, 'learner');

  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Learning Academy' })).toBeVisible();
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  // The brand as chosen; text and buttons use its accessible shade (--lp-theme-color, decision 0044).
  const themeVar = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--lp-brand-color').trim(),
  );
  expect(themeVar).toBe('#1d6fe0');
  await expect(page.getByRole('banner')).toHaveCSS('border-bottom-color', rgb('#1d6fe0'));

  // The userInfo cookie holds the session for 30 days on path /.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'userInfo');
  expect(cookie?.path).toBe('/');
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

  // A reload keeps the learner signed in, in the same enterprise.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Learning Academy' })).toBeVisible();
});

test('a wrong password is refused with the server message and the learner stays on the login page', async ({
  page,
}) => {
  await page.goto('/login?eid=1');
  await submitLogin(page, 'learner', 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'The account or password is incorrect.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the public enterprise without branding shows the default red brand', async ({ page }) => {
  await page.goto('/login?eid=2');
  await expect(page.getByText('Open Course Hub').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCSS(
    'background-color',
    rgb(accessibleShade('#f62d2b')),
  );
  const themeVar = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--lp-brand-color').trim(),
  );
  expect(themeVar).toBe('#f62d2b');
});

test('a signed-out visitor to a gated page goes to login and comes back after signing in', async ({ page }) => {
  await page.goto('/index?eid=1');
  await expect(page).toHaveURL(/\/login\?backUrl=/);
  await submitLogin(page, 'learner');
  await expect(page).toHaveURL(/\/index/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Learning Academy' })).toBeVisible();
});

test("a user portal's own colours override the enterprise's once its member signs in", async ({ page }) => {
  await page.goto('/login?eid=1');
  await submitLogin(page, 'sales');
  await expect(page.getByText('Welcome, Zhou Min')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCSS('border-bottom-color', rgb('#0f9d58'));
  await page.reload();
  await expect(page.getByRole('banner')).toHaveCSS('border-bottom-color', rgb('#0f9d58'));
});
