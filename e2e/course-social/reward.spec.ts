import { expect, test } from '@playwright/test';
import { FINISHED_DEMO_COURSE } from '../../server/db/seed/course-social-demo';
import { apiSession, callAs, courseIdByTitle, openCourseSignedIn } from './social-support';

test('a learner rewards the lecturer once, and the points move', async ({ page, request }) => {
  const session = await apiSession(request, 'learner');
  const courseId = await courseIdByTitle(request, session, FINISHED_DEMO_COURSE);
  const before = ((await callAs(request, session, 'apiCourse/isGrade', { courseId })).data as { balance: number })
    .balance;
  await openCourseSignedIn(page, courseId);
  await page.getByRole('button', { name: 'Reward' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reward Wang Lei' });
  await expect(dialog.getByText(`Your points: ${before}`)).toBeVisible();
  await dialog.getByRole('spinbutton').fill('12');
  await dialog.getByRole('button', { name: 'Give 12 points' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Rewarded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reward' })).toHaveCount(0);
  const after = (await callAs(request, session, 'apiCourse/isGrade', { courseId })).data as {
    balance: number;
    rewarded: boolean;
  };
  expect(after).toMatchObject({ rewarded: true, balance: before - 12 });
});
