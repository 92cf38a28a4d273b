import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { openSignedIn, submitLogin } from '../support/sign-in';

test('a password that breaks the policy is refused with the rule it breaks', async ({ page }) => {
  await openSignedIn(page, '/editor/resetpassword?eid=1', 'manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await page.getByLabel('Current password').fill(DEMO_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('Xabc#2027');
  await page.getByLabel('Confirm new password').fill('Xabc#2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page
      .getByText('The password must not contain 3 or more consecutive digits or letters (such as 123 or abc).')
      .last(),
  ).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('Hbbb#2027');
  await page.getByLabel('Confirm new password').fill('Hbbb#2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('The password must not contain the same character 3 or more times in a row.').last(),
  ).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('Rivers#2027');
  await page.getByLabel('Confirm new password').fill('Rivers#2028');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();

  // A wrong current password is the server's refusal, shown on its field.
  await page.getByLabel('Current password').fill('Wrong#2026');
  await page.getByLabel('Confirm new password').fill('Rivers#2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is incorrect.')).toBeVisible();
});

test('newhire is sent to change the initial password first, then the portal opens', async ({ page }) => {
  await page.goto('/login?eid=1');
  await submitLogin(page, 'newhire');
  await expect(page).toHaveURL(/\/editor\/resetpassword\?type=initial/);
  await expect(page.getByText('Please set your own password')).toBeVisible();
  // Other pages lead back here until the password is changed.
  await page.goto('/editor/personalData');
  await expect(page).toHaveURL(/\/editor\/resetpassword\?type=initial/);

  await page.getByLabel('Current password').fill(DEMO_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('Harbor#2027');
  await page.getByLabel('Confirm new password').fill('Harbor#2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. Other devices have been signed out.')).toBeVisible();
  await expect(page).toHaveURL(/\/index/);
  await page.goto('/editor/personalData');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
});
