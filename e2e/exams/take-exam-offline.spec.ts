import { expect, test } from '@playwright/test';
import { EXAMS, goToQuestion, handIn, openExam, startExam } from './exam-support';

// Sign-in, a whole paper, an offline stretch, a reload and a hand-in: more than the default budget.
test.describe.configure({ timeout: 120_000 });

const SAVE_CALL = /\/v1\/exam\/attempt\/save/;

test('a learner answers every question type, loses the network, reloads, and nothing is lost', async ({
  page,
  context,
}) => {
  await openExam(page, EXAMS.allTypes);
  await expect(page.getByText('Pass score / full marks')).toBeVisible();
  await startExam(page);
  const sheet = page.getByRole('navigation', { name: 'Answer sheet' });

  // Online: single (by number key), multiple, judge — saved to the server.
  await page.keyboard.press('1');
  await expect(page.getByRole('radio', { name: 'Blue' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('region', { name: /^Question 2 of 7/ })).toBeVisible();
  for (const n of ['2', '3', '5']) await page.getByRole('checkbox', { name: n, exact: true }).check();
  await goToQuestion(page, 3);
  await page.getByRole('radio', { name: 'True' }).check();
  await expect(page.getByText('All answers saved')).toBeVisible();

  // Offline: fill-in, essay and the last two — kept on the device, the banner says so.
  await context.setOffline(true);
  await goToQuestion(page, 4);
  await page.getByRole('textbox', { name: 'Blank 1' }).fill('Paris');
  await page.getByRole('textbox', { name: 'Blank 2' }).fill('Tokyo');
  await goToQuestion(page, 5);
  const essay = 'Listen first, acknowledge the problem, apologise and offer a concrete next step.';
  await page.getByRole('textbox', { name: /Describe how you would calm/ }).fill(essay);
  await goToQuestion(page, 6);
  await page.getByRole('radio', { name: '60' }).check();
  await goToQuestion(page, 7);
  await page.getByRole('radio', { name: 'False' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(sheet.getByText('7 / 7 answered')).toBeVisible();

  // Back online but the save call still fails: the reload must restore from the local copy alone.
  await page.route(SAVE_CALL, (route) => route.abort());
  await context.setOffline(false);
  await page.reload();
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('7 / 7 answered')).toBeVisible();
  // Resumed on the question the learner was on, with every answer in place.
  await expect(page.getByRole('region', { name: /^Question 7 of 7/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'False' })).toBeChecked();
  await goToQuestion(page, 4);
  await expect(page.getByRole('textbox', { name: 'Blank 1' })).toHaveValue('Paris');
  await expect(page.getByRole('textbox', { name: 'Blank 2' })).toHaveValue('Tokyo');
  await goToQuestion(page, 5);
  await expect(page.getByRole('textbox', { name: /Describe how you would calm/ })).toHaveValue(essay);
  await goToQuestion(page, 2);
  for (const n of ['2', '3', '5']) await expect(page.getByRole('checkbox', { name: n, exact: true })).toBeChecked();

  // The connection works again: the queue (or the hand-in's final batch) carries everything.
  await page.unroute(SAVE_CALL);
  await handIn(page);
  await expect(page.getByText('Admin grading in progress, refresh after 1 minute')).toBeVisible();

  // The detail shows what the server scored: every objective answer right, the essay waiting.
  await page.getByRole('button', { name: 'Answers of attempt 1' }).click();
  await expect(page.getByRole('listitem', { name: 'Question 4: Right' })).toBeVisible();
  await expect(page.getByText('6 right, 0 wrong, 7 questions')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Question 5: Waiting for grading' })).toContainText(essay);
});
