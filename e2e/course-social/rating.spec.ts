import { expect, test } from '@playwright/test';
import { ErrorCode } from '../../protocol';
import { FINISHED_DEMO_COURSE } from '../../server/db/seed/course-social-demo';
import { apiSession, callAs, courseIdByTitle, openCourseSignedIn } from './social-support';

test('rating waits until every chapter is finished', async ({ page, request }) => {
  const session = await apiSession(request, 'learner');
  await openCourseSignedIn(page, await courseIdByTitle(request, session, 'Leading your first team'));
  await expect(page.getByRole('button', { name: 'Rate' })).toBeDisabled();
});

test('a finished course is rated once', async ({ page, request }) => {
  const session = await apiSession(request, 'learner');
  const courseId = await courseIdByTitle(request, session, FINISHED_DEMO_COURSE);
  await openCourseSignedIn(page, courseId);
  await page.getByRole('button', { name: 'Rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rate this course' });
  await expect(dialog.getByRole('button', { name: 'Submit rating' })).toBeDisabled();
  // The dialog may still be opening on a busy machine: click the fourth star until it takes.
  await expect(async () => {
    await dialog.locator('.arco-rate [role=radio]').nth(3).click();
    await expect(dialog.getByText('4 stars')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Submit rating' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You rated 4 stars')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rate' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('You rated 4 stars')).toBeVisible();
  // A second rating is refused by the server, whatever a page might send.
  const again = await callAs(request, session, 'apiCourse/courseGrade', { courseId, stars: 1 });
  expect(again).toMatchObject({ status: 'N' });
  expect([ErrorCode.ALREADY_RATED, ErrorCode.DUPLICATE_SUBMISSION]).toContain(again.code);
});
