import { expect, test } from '@playwright/test';
import { answerObjectivePaper, EXAMS, goToQuestion, handIn, openExam, startExam } from './exam-support';

const STEM = 'Which colour is a clear daytime sky?';

test('a wrong answer in an exam shows up in the wrong-question notebook', async ({ page }) => {
  await openExam(page, EXAMS.objective);
  const entry = page.getByTestId('notebook-list').getByTestId('notebook-entry').filter({ hasText: STEM });
  await page.goto('/my/my-practice');
  await expect(page.getByTestId('notebook-list')).toBeVisible();
  await expect(entry).toHaveCount(0);

  await page.goBack();
  await startExam(page);
  await answerObjectivePaper(page);
  // The first question answered wrongly on purpose.
  await goToQuestion(page, 1);
  await page.getByRole('radio', { name: 'Red' }).check();
  await handIn(page);
  // The result page shows the best attempt; the notebook shows what this one got wrong.

  await page.goto('/my/my-practice');
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('From an exam');
});
