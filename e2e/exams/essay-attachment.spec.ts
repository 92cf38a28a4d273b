import { expect, test } from '@playwright/test';
import { EXAMS, goToQuestion, openExam, startExam } from './exam-support';

test.describe.configure({ timeout: 90_000 });

// A real 1×1 PNG: the server checks an attachment's type by its bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('an essay takes attachments up to 5 MB, and they survive a reload', async ({ page }) => {
  // `sales` sits the same all-types exam (the offline spec uses `learner`'s).
  await openExam(page, EXAMS.allTypes, 'sales');
  await startExam(page);
  await goToQuestion(page, 5);
  await page.getByRole('textbox', { name: /Describe how you would calm/ }).fill('See the sketch attached.');

  const picker = page.getByLabel('Attach a file');
  await picker.setInputFiles({
    name: 'too-big.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'The file is larger than 5 MB.' })).toBeVisible();

  await picker.setInputFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: PNG });
  const files = page.getByRole('list', { name: 'Attachments' });
  await expect(files.getByRole('link', { name: 'sketch.png' })).toBeVisible();
  await expect(page.getByText('All answers saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: /^Question 5 of 7/ })).toBeVisible();
  await expect(files.getByRole('link', { name: 'sketch.png' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Describe how you would calm/ })).toHaveValue(
    'See the sketch attached.',
  );

  await files.getByRole('button', { name: 'Remove sketch.png' }).click();
  await expect(files).toHaveCount(0);
});
