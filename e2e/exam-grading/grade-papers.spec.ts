import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';
import { handInPaper } from './exam-api';
import { openUserMenu } from '../support/user-menu';

// Two people sign in and AI grading runs on the server: more than the default budget on a busy machine.
test.describe.configure({ timeout: 90_000 });

const EXAM = 'Exam demo: essays to grade';

/** The queue row of one learner's paper of the demo exam. */
const rowOf = (page: Page, learner: string) =>
  page.getByRole('row').filter({ hasText: learner }).filter({ hasText: EXAM });

test('an administrator grades one essay paper by hand and AI-grades another; the learner sees the score', async ({
  page,
  browser,
  request,
}) => {
  // A paper the AI cannot grade (the simulator fails on the marker), beside the seeded ones.
  await handInPaper(request, 'sales', 'Exam demo: all question types', 'I would listen first. [ai-fail]');
  await openSignedIn(page, '/index?eid=1', 'admin');
  // The user menu leads administrators to their area, whose menu leads to grading (decision 0053).
  await expect(page.getByRole('banner')).toBeVisible();
  await openUserMenu(page);
  await page.getByRole('button', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('navigation', { name: 'Administration menu' })
    .getByRole('link', { name: 'Exam grading' })
    .click();
  await expect(page).toHaveURL(/\/admin\/exam-grading$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Exam grading' })).toBeVisible();
  await expect(rowOf(page, 'Lin Xiao')).toBeVisible();
  await expect(rowOf(page, 'Zhou Min')).toBeVisible();

  // By hand: Lin Xiao's paper. The paper call tells the test which exam it is.
  const paperCall = page.waitForResponse((response) => response.url().includes('exam-grading/paper'));
  await rowOf(page, 'Lin Xiao')
    .getByRole('button', { name: /^Grade the paper of Lin Xiao/ })
    .click();
  const examId = ((await (await paperCall).json()) as { data: { examId: number } }).data.examId;
  await expect(page).toHaveURL(/\/admin\/exam-grading\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: EXAM })).toBeVisible();
  await expect(page.getByText('Listen without interrupting, acknowledge the problem')).toBeVisible();
  const scores = page.getByLabel('Score (0–30)');
  await expect(scores).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Save grading' })).toBeDisabled();
  // Over the question's score is held at the maximum.
  await scores.nth(0).fill('45');
  await scores.nth(0).press('Tab');
  await expect(scores.nth(0)).toHaveValue('30.0');
  await scores.nth(0).fill('25.5');
  await scores.nth(0).press('Tab');
  await scores.nth(1).fill('20');
  await scores.nth(1).press('Tab');
  await page.getByLabel('Comment on question 3').fill('Clear, kind and concrete.');
  const bar = page.getByRole('region', { name: 'Save grading' });
  await expect(bar).toContainText(/Total: [\d.]+ \/ 100/);
  const total = (await bar.textContent())!.match(/Total: ([\d.]+)/)![1]!;
  await bar.getByRole('button', { name: 'Save grading' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`The paper's total will be ${total}`);
  await confirm.getByRole('button', { name: 'Save grading' }).click();
  await expect(page.getByText(`Grading saved. Total score ${total}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/exam-grading$/);
  await expect(rowOf(page, 'Lin Xiao')).toHaveCount(0);

  // With AI: Zhou Min's two papers, strict, with criteria; progress and the outcome per paper, one failing.
  await expect(page.getByRole('row').filter({ hasText: 'Zhou Min' })).toHaveCount(2);
  // Arco draws its own boxes over the real (hidden) checkbox and radio inputs: click what is drawn.
  await page.locator('thead label.arco-checkbox').click();
  await page.getByRole('button', { name: 'AI grade selected (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI grading (2 selected)' });
  await dialog.getByText('Strict', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Strict' })).toBeChecked();
  await dialog.getByLabel('Grading criteria (optional)').fill('keywords: listen, apologise, follow up');
  await dialog.getByRole('button', { name: 'Start AI grading' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Finished: 1 graded, 1 failed, of 2.');
  const outcomes = dialog.getByRole('list', { name: 'Outcome per paper' });
  await expect(outcomes.getByRole('listitem').filter({ hasText: EXAM })).toContainText(/Graded: [\d.]+ points/);
  await expect(outcomes.getByRole('listitem').filter({ hasText: 'Exam demo: all question types' })).toContainText(
    'Failed: AI scoring failed. Try again later or grade by hand.',
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  // The graded paper left the queue; the failed one still waits for a person.
  await expect(rowOf(page, 'Zhou Min')).toHaveCount(0);
  await expect(
    page.getByRole('row').filter({ hasText: 'Zhou Min' }).filter({ hasText: 'Exam demo: all question types' }),
  ).toBeVisible();

  // The learner's result page shows the graded score.
  const learner = await browser.newPage();
  await openSignedIn(learner, `/task/exam/result/${examId}?eid=1`, 'learner');
  await expect(learner.getByTestId('exam-score')).toHaveText(total);
  await learner.close();
});

test('a learner is told the grading pages are for administrators', async ({ page }) => {
  await openSignedIn(page, '/admin/exam-grading?eid=1', 'learner');
  // Every /admin page answers a learner the same way (spec 001 §6, decision 0053).
  await expect(page.getByRole('heading', { level: 1, name: 'You have no administrator rights' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
