import { expect, test, type Page } from '@playwright/test';
import { submitLogin } from '../support/sign-in';
import { EXAMS, answerObjectivePaper, goToQuestion, handIn, openExam, startExam } from './exam-support';

test.describe.configure({ timeout: 90_000 });

/** Leaving the page as the browser reports it: the window loses focus, then gets it back. */
async function switchAway(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

test('switching away past the limit hands the paper in automatically', async ({ page }) => {
  await openExam(page, EXAMS.switchLimit);
  await expect(page.getByText('2 allowed')).toBeVisible();
  await startExam(page);
  await page.getByRole('radio', { name: 'Blue' }).check();

  await switchAway(page);
  const warning = page.getByRole('dialog').filter({ hasText: 'You left the exam page' });
  await expect(warning).toContainText('This was switch 1. 1 more');
  await warning.getByRole('button', { name: 'Back to the exam' }).click();
  await expect(warning).toHaveCount(0);
  await expect(page.getByText('Switches 1 / 2')).toBeVisible();

  await switchAway(page);
  await expect(warning).toContainText('This was switch 2. 0 more');
  await warning.getByRole('button', { name: 'Back to the exam' }).click();
  await expect(warning).toHaveCount(0);

  await switchAway(page);
  await expect(page).toHaveURL(/\/task\/exam\/result\/\d+/);
  await expect(page.getByRole('cell', { name: 'Too many screen switches' })).toBeVisible();
});

test('a visitor is asked to sign in and comes back to the exam', async ({ page }) => {
  await page.goto('/task/exam/excessive/1?eid=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to take this exam' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await submitLogin(page, 'learner');
  await expect(page).toHaveURL(/\/task\/exam\/excessive\/1/);
  await expect(page.getByRole('heading', { level: 1, name: 'Exam demo: all question types' })).toBeVisible();
  await expect(page.getByText('Attempts left')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to take this exam' })).toHaveCount(0);
});

test('a late entry is refused with the reason and no way in', async ({ page }) => {
  await openExam(page, EXAMS.entryClosed);
  await expect(page.getByText('The exam started too long ago: entry is closed.')).toBeVisible();
  await expect(page.getByText('Closed 10 minutes after opening')).toBeVisible();
  await expect(page.getByRole('button', { name: /Start the exam/ })).toHaveCount(0);
});

test('a learner who failed takes the make-up and passes', async ({ page }) => {
  await openExam(page, EXAMS.makeup);
  await expect(page.getByText('Only those who failed')).toBeVisible();
  await startExam(page, /Start the make-up/);
  await expect(page.getByText('Make-up', { exact: true })).toBeVisible();
  await answerObjectivePaper(page);
  await handIn(page);
  await expect(page.getByTestId('exam-score')).toHaveText('100');
  await expect(page.getByText('Passed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Make-up (attempt 2)' })).toBeVisible();
});

test('a double click on the hand-in scores once', async ({ page }) => {
  await openExam(page, EXAMS.objective);
  // Other specs may sit this exam too: count from what is left now.
  const leftText = (await page.getByText(/^\d+ of 10$/).textContent()) ?? '';
  const left = Number(leftText.split(' ')[0]);
  await startExam(page);
  await answerObjectivePaper(page);
  await goToQuestion(page, 5);
  await page.getByRole('button', { name: 'Hand in', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hand in' }).dblclick();
  await expect(page).toHaveURL(/\/task\/exam\/result\/\d+/);
  await expect(page.getByTestId('exam-score')).toHaveText('100');
  // One more attempt in the table, and one fewer left.
  await expect(page.getByRole('heading', { name: `Attempts (${left - 1} left)` })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Attempt \d+$/ })).toHaveCount(10 - left + 1);
});

test('a failed hand-in retries by itself, then offers "Submit again"', async ({ page }) => {
  await openExam(page, EXAMS.daily);
  await startExam(page);
  await page.getByRole('radio', { name: 'Blue' }).check();
  let tries = 0;
  await page.route(/\/v1\/exam\/attempt\/submit/, (route) => {
    tries += 1;
    return route.abort();
  });
  await page.getByRole('button', { name: 'Hand in', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('4 questions are unanswered');
  await confirm.getByRole('button', { name: 'Hand in' }).click();
  const again = page.getByRole('button', { name: 'Submit again' });
  await expect(again).toBeVisible({ timeout: 20_000 });
  // The first try and three automatic retries.
  expect(tries).toBe(4);
  await page.unroute(/\/v1\/exam\/attempt\/submit/);
  await again.click();
  await expect(page).toHaveURL(/\/task\/exam\/result\/\d+/);
  await expect(page.getByTestId('exam-score')).toHaveText('20');
});
