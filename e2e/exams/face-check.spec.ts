import { expect, test } from '@playwright/test';
import { FAKE_CAMERA } from '../support/chromium';
import { openExam, startExam } from './exam-support';

// Chromium's fake camera stands in for a webcam; the server's face simulator checks the frame.
test.use(FAKE_CAMERA);
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
