import { expect, test } from '@playwright/test';
import { FAKE_CAMERA } from '../support/chromium';

// Chromium's fake camera stands in for a webcam; the server's face simulator checks the frame.
test.use(FAKE_CAMERA);
test.describe.configure({ timeout: 90_000 });

test('a learner signs in with the face, after the form asks for the account', async ({ page }) => {
  await page.goto('/login?eid=1');
  await page.getByRole('tab', { name: 'Face' }).click();
  await page.getByRole('button', { name: 'Continue to the camera' }).click();
  await expect(page.getByText('Please enter your account')).toBeVisible();

  await page.getByLabel('Account').fill('learner');
  await page.getByRole('button', { name: 'Continue to the camera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with your face' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Take photo and verify' }).click();
  await expect(page).toHaveURL(/\/index$/, { timeout: 20_000 });
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
});

test('a face refused by the provider says why in the dialog, in Chinese too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lp:language', 'zh_cn'));
  await page.goto('/login?eid=1');
  await page.getByRole('tab', { name: '刷脸登录' }).click();
  await page.getByLabel('账号').fill('nobody-here');
  await page.getByRole('button', { name: '下一步：打开摄像头' }).click();
  const dialog = page.getByRole('dialog', { name: '刷脸登录' });
  await dialog.getByRole('button', { name: '拍照核验' }).click();
  await expect(dialog.getByRole('alert')).toContainText('非同一人');
  await expect(page).toHaveURL(/\/login/);
});
