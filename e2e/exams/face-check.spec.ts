import { expect, test } from '@playwright/test';
import { openExam, startExam } from './exam-support';

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

test('an exam with face check asks for the face when answering starts and records the check', async ({ page }) => {
  await openExam(page, 'Exam demo: face check');
  await expect(page.getByText('On (3 failures allowed)')).toBeVisible();
  await startExam(page);
  const dialog = page.getByRole('dialog', { name: 'Face check' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Take photo and verify' }).click();
  await expect(dialog.getByText('Face verified.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'Face check' })).toContainText('Your face was verified.');
  // Answering goes on as usual.
  await page.getByRole('radio', { name: 'Blue' }).check();
  await expect(page.getByText('1 / 5 answered')).toBeVisible();
});
