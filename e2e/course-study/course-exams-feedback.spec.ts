import { expect as baseExpect, test } from '@playwright/test';
import { coreCourseId } from '../courses/course-ids';
import { openSignedIn } from '../support/sign-in';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('a course page lists its after-class exam, closed until the course is completed', async ({ page }) => {
  await openSignedIn(page, `/course/${coreCourseId('Consultative selling')}?eid=1`, 'learner');
  await expect(page.getByRole('heading', { name: 'Consultative selling' })).toBeVisible();
  const exams = page.getByRole('region', { name: 'After-class exams' });
  await expect(exams.getByText('After-class exam demo')).toBeVisible();
  await expect(exams.getByRole('note')).toHaveText('Opens once you have completed this course.');
  // No "Enter" yet: the learner may only look at its details.
  await expect(exams.getByRole('button', { name: 'Enter' })).toHaveCount(0);
  await exams.getByRole('button', { name: 'After-class exam demo' }).click();
  await expect(page).toHaveURL(/\/task\/exam\/excessive\/\d+/);
  await expect(page.getByText('Finish the course before taking this after-class exam.')).toBeVisible();
});

test('an error is reported from the player with the keyboard only', async ({ page }) => {
  await openSignedIn(page, `/course/${coreCourseId('Leading your first team')}?eid=1`, 'admin');
  await page.getByRole('button', { name: /Checklist for week one/ }).click();
  await expect(page.getByRole('region', { name: 'Studying: Checklist for week one' })).toBeVisible();

  const open = page.getByRole('button', { name: 'Report an error' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Report an error' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  // Arrows choose the kind; the text is counted to 500 characters and stops there.
  await dialog.getByRole('radio', { name: 'The video or audio does not play' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'The content is wrong' })).toBeChecked();
  await dialog.getByLabel('Describe the error').focus();
  await page.keyboard.insertText('x'.repeat(520));
  await expect(dialog.getByLabel('Describe the error')).toHaveValue('x'.repeat(500));
  await dialog.getByLabel('Describe the error').fill('');
  await page.keyboard.type('The list says "week two" <b>twice</b>.');
  const sent = page.waitForResponse((r) => r.url().includes('/v1/feedback/report'));
  await dialog.getByRole('button', { name: 'Send' }).focus();
  await page.keyboard.press('Enter');
  expect((await (await sent).json()).status).toBe('Y');
  await expect(page.getByText('Thank you: your report was sent.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Esc closes the dialog without sending.
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
