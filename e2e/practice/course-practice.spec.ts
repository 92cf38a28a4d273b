import { expect, test, type Page } from '@playwright/test';
import { openCoursePractice, signIn } from './practice-helpers';

test.use({ timezoneId: 'Asia/Shanghai' });

const card = (page: Page, n: number) => page.getByTestId(`practice-question-${n}`);

async function check(page: Page, n: number, button = 'Check answer') {
  await card(page, n).getByRole('button', { name: button }).click();
}

test('a learner practises a course’s questions of every type and sees the record', async ({ page }) => {
  await signIn(page, 'learner');
  await openCoursePractice(page, 'Leading your first team');
  await expect(page.getByTestId('practice-tally')).toContainText('Answered 0 / 5');

  // Single choice, right.
  await card(page, 1).getByText('B. Understanding their goals and concerns').click();
  await check(page, 1);
  await expect(card(page, 1)).toHaveAttribute('data-state', 'right');
  await expect(card(page, 1).getByText('Listening first builds trust')).toBeVisible();

  // Multiple choice, right (a double click records one answer).
  await card(page, 2).getByText('A. It is timely').click();
  await card(page, 2).getByText('C. It names specific behaviour').click();
  await card(page, 2).getByRole('button', { name: 'Check answer' }).dblclick();
  await expect(card(page, 2)).toHaveAttribute('data-state', 'right');

  // True or false, wrong: the correct answer and the analysis show.
  await card(page, 3).getByText('True', { exact: true }).click();
  await check(page, 3);
  await expect(card(page, 3)).toHaveAttribute('data-state', 'wrong');
  await expect(card(page, 3).getByText('Correct answer:')).toBeVisible();
  await expect(card(page, 3).locator('.lp-practice__answer')).toHaveText('False');

  // Fill in the blank, right whatever the case.
  await card(page, 4).getByRole('textbox', { name: 'Blank 1' }).fill('TIME');
  await check(page, 4);
  await expect(card(page, 4)).toHaveAttribute('data-state', 'right');

  // Essay: compared with the reference, then self-checked.
  await card(page, 5).getByRole('textbox').fill('I would listen first and agree how we communicate.');
  await check(page, 5, 'Submit and show reference');
  await expect(card(page, 5).getByText('Reference answer:')).toBeVisible();
  await card(page, 5).getByRole('button', { name: 'I got it right' }).click();
  await expect(card(page, 5)).toHaveAttribute('data-state', 'right');

  await expect(page.getByTestId('practice-tally')).toContainText('Answered 5 / 5');
  await expect(page.getByTestId('practice-tally')).toContainText('Right 4');
  await expect(page.getByTestId('practice-tally')).toContainText('Wrong 1');
  await expect(page.getByText('Finished: 4 of 5 right.')).toBeVisible();

  // The exercise record.
  await page.getByRole('link', { name: 'Exercise records' }).click();
  await expect(page).toHaveURL(/\/my\/my-exercise$/);
  const row = page
    .getByTestId('exercise-records')
    .getByRole('row', { name: /Course practice: Leading your first team/ });
  await expect(row).toContainText('5 / 5');
  await expect(row).toContainText('80%');
  await expect(page.getByRole('img', { name: /% of 5 answers/ })).toBeVisible();
  await row.getByRole('button', { name: 'Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exercise record' });
  await expect(dialog.getByText('A new manager should delegate only the tasks they dislike.')).toBeVisible();
  await expect(dialog.getByText('Wrong', { exact: true })).toBeVisible();
});
