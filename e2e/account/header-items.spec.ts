import { expect, test } from '@playwright/test';
import { submitLogin } from '../support/sign-in';
import { rgb } from '../support/signed-api';
import { openUserMenu } from '../support/user-menu';

test('choosing the Engineering Academy portal changes the header colour at once and after reload', async ({ page }) => {
  await page.goto('/login?eid=1');
  await submitLogin(page, 'engineer');
  await expect(page.getByText('Welcome, Ma Rui')).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner).toHaveCSS('border-bottom-color', rgb('#1d6fe0'));

  await page.getByRole('combobox', { name: 'Choose a portal' }).click();
  await page.getByRole('option', { name: 'Engineering Academy' }).click();
  await expect(banner).toHaveCSS('border-bottom-color', rgb('#e8590c'));
  await expect(page.getByText('Switched to Engineering Academy')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner')).toHaveCSS('border-bottom-color', rgb('#e8590c'));

  // Back to the enterprise's own look.
  await page.getByRole('combobox', { name: 'Choose a portal' }).click();
  await page.getByRole('option', { name: 'Organisation default' }).click();
  await expect(page.getByRole('banner')).toHaveCSS('border-bottom-color', rgb('#1d6fe0'));
});

test('the Admin console link is shown to an administrator and opens the gateway path', async ({ page }) => {
  await page.goto('/login?eid=1');
  await submitLogin(page, 'admin');
  await expect(page.getByText('Welcome, Chen Jing')).toBeVisible();
  await openUserMenu(page);
  const link = page.getByRole('button', { name: 'Admin console' });
  await expect(link).toBeVisible();
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(tab).toHaveURL(/\/admin\.php\/login\/select\/eid\/1\/type\/2$/);
  // This server has no admin console: a translated notice with a way back (decision 0007).
  await expect(tab.getByRole('heading', { name: 'The administration console is not on this server' })).toBeVisible();
  await expect(tab.getByRole('link', { name: 'Back to the learning portal' })).toHaveAttribute('href', '/index?eid=1');
  await tab.close();
});

test('a learner sees the portal chooser and the switch link, but no administration entries', async ({ page }) => {
  await page.goto('/login?eid=1');
  await submitLogin(page, 'admin');
  await openUserMenu(page);
  await expect(page.getByRole('button', { name: 'Admin console' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Administration' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/login?eid=1');
  await submitLogin(page, 'learner');
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  // The learner has portals (chooser shown) and two enterprises, but no administration.
  await expect(page.getByRole('combobox', { name: 'Choose a portal' })).toBeVisible();
  await openUserMenu(page);
  await expect(page.getByRole('button', { name: 'Switch organisation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Admin console' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Administration' })).toHaveCount(0);
});
