import { expect, test } from '@playwright/test';

// Chromium's fake camera (a moving test pattern) stands in for a webcam; the server's face simulator checks the frame.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
  permissions: ['camera'],
});
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
