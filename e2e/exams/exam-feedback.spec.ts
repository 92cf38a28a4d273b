import { expect, test } from '@playwright/test';
import { EXAMS, goToQuestion, openExam, startExam } from './exam-support';

test.describe.configure({ timeout: 90_000 });

test('an error in a question is reported from the exam page, and typing it never answers the paper', async ({
  page,
}) => {
  await openExam(page, EXAMS.objective, 'sales');
  await startExam(page);
  await goToQuestion(page, 1);

  await page.getByRole('button', { name: 'Report an error' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report an error' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'A question is wrong' })).toBeChecked();
  await dialog.getByLabel('Describe the error').focus();
  // "1" and arrows are the text's here, not the paper's (option pick, next question).
  await page.keyboard.type('Option 1 and option 2 are the same.');
  await page.keyboard.press('ArrowRight');
  const sent = page.waitForResponse((r) => r.url().includes('/v1/feedback/report'));
  await dialog.getByRole('button', { name: 'Send' }).click();
  const body = (await (await sent).json()) as { status: string };
  expect(body.status).toBe('Y');
  await expect(page.getByText('Thank you: your report was sent.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const first = page.getByRole('region', { name: /^Question 1 of/ });
  await expect(first).toBeVisible();
  await expect(first.getByRole('radio', { checked: true })).toHaveCount(0);
  // The paper's keys work again once the dialog is closed.
  await page.getByRole('region', { name: /^Question 1 of/ }).click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('region', { name: /^Question 2 of/ })).toBeVisible();
});
