import { expect, test } from '@playwright/test';
import { submitLogin } from '../support/sign-in';
import { accessibleShade } from '../../src/lib/contrast';
import { rgb } from '../support/signed-api';

test('learner switches from Aurora (blue) to the Open Course Hub and sees its name and colours', async ({ page }) => {
  await page.goto('/login?eid=1');
  await submitLogin(page, 'learner');
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Learning Academy' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCSS('border-bottom-color', rgb('#1d6fe0'));

  await page.goto('/switchEnterprise');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an organisation' })).toBeVisible();
  const aurora = page.getByRole('listitem', { name: 'Aurora Learning Academy' });
  await expect(aurora.getByText('Current')).toBeVisible();
  const hub = page.getByRole('listitem', { name: 'Open Course Hub' });
  await expect(hub.getByText('Available')).toBeVisible();
  // Each card wears its enterprise's colour: the hub has no branding, so the default red.
  await expect(hub.getByRole('button', { name: 'Enter Open Course Hub' })).toHaveCSS(
    'background-color',
    rgb(accessibleShade('#f62d2b')),
  );

  await hub.getByRole('button', { name: 'Enter Open Course Hub' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Open Course Hub' })).toBeVisible();
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCSS('border-bottom-color', rgb('#f62d2b'));
  expect(await page.evaluate(() => localStorage.getItem('lp:eid'))).toBe('2');

  // A reload stays in the new enterprise with the new session.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Open Course Hub' })).toBeVisible();
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();

  // And back: the hub is now the current one.
  await page.goto('/switchEnterprise');
  await expect(page.getByRole('listitem', { name: 'Open Course Hub' }).getByText('Current')).toBeVisible();
  await page.getByRole('button', { name: 'Enter Aurora Learning Academy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Learning Academy' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCSS('border-bottom-color', rgb('#1d6fe0'));
});

test('a visitor to /switchEnterprise is sent to sign in first, then comes back', async ({ page }) => {
  await page.goto('/switchEnterprise?eid=1');
  await expect(page).toHaveURL(/\/login\?backUrl=%2FswitchEnterprise/);
  await submitLogin(page, 'learner');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an organisation' })).toBeVisible();
});
