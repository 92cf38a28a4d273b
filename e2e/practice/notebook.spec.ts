import { expect, test, type Page } from '@playwright/test';
import { courseId, openCoursePractice, signIn } from './practice-helpers';

test.use({ timezoneId: 'Asia/Shanghai' });

const STEM = 'Emergency exits may be blocked for up to an hour while unloading.';

async function answerWrongInCourse(page: Page) {
  await signIn(page, 'engineer');
  await openCoursePractice(page, 'Warehouse safety basics');
  const card = page.getByTestId('practice-question-1');
  await expect(card.getByText(STEM)).toBeVisible();
  await card.getByText('True', { exact: true }).click();
  await card.getByRole('button', { name: 'Check answer' }).click();
  await expect(card).toHaveAttribute('data-state', 'wrong');
}

test('a wrong answer shows up in the notebook and leaves it once practised right', async ({ page }) => {
  await answerWrongInCourse(page);

  await page.goto('/my/my-practice');
  const notebook = page.getByTestId('notebook-list');
  await expect(notebook.getByText(STEM)).toBeVisible();
  await expect(notebook.getByTestId('notebook-entry').filter({ hasText: STEM })).toContainText('From practice');

  await page.getByRole('button', { name: /^Practise wrong questions \(\d+\)$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Practise wrong questions' })).toBeVisible();
  const card = page.locator('[data-testid^="practice-question-"]').filter({ hasText: STEM });
  await card.getByText('False', { exact: true }).click();
  await card.getByRole('button', { name: 'Check answer' }).click();
  await expect(card).toHaveAttribute('data-state', 'right');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My practice' })).toBeVisible();
  await expect(page.getByText(STEM)).toHaveCount(0);
  await page.getByRole('tab', { name: /^Mastered/ }).click();
  await expect(page.getByTestId('notebook-list').getByText(STEM)).toBeVisible();
});

test('daily practice keeps the day’s answers, and the learner removes a notebook entry after confirming', async ({
  page,
}) => {
  await signIn(page, 'manager');
  await expect(page.getByTestId('daily-progress')).toContainText('0 of 5 answered');
  await page.getByRole('button', { name: "Start today's practice" }).click();
  const first = page.getByTestId('practice-question-1');
  await expect(first).toBeVisible();
  // Answer the first question whatever its type, with something deliberately wrong where possible.
  const blanks = first.getByRole('textbox');
  if ((await blanks.count()) > 0) {
    for (const box of await blanks.all()) await box.fill('not the answer');
  } else {
    await first.locator('label').first().click();
  }
  await first.getByRole('button', { name: /Check answer|Submit and show reference/ }).click();
  await expect(first).not.toHaveAttribute('data-state', 'open');
  await page.reload();
  await expect(page.getByTestId('practice-question-1')).not.toHaveAttribute('data-state', 'open');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('daily-progress')).toContainText('1 of 5 answered');

  // A wrong answer in a course practice, then the learner removes that entry after confirming.
  const walkways = 'Which colour marks walkways on the warehouse floor?';
  await page.goto(`/coursePractice/${courseId('Warehouse safety basics')}`);
  const card = page.locator('[data-testid^="practice-question-"]').filter({ hasText: walkways });
  await card.getByText('B. Red').click();
  await card.getByRole('button', { name: 'Check answer' }).click();
  await expect(card).toHaveAttribute('data-state', 'wrong');
  await page.goto('/my/my-practice');
  const entry = page.getByTestId('notebook-entry').filter({ hasText: walkways });
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed from the notebook')).toBeVisible();
  await expect(entry).toHaveCount(0);
});
