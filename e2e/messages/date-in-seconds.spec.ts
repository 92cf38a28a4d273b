import { expect, test } from '@playwright/test';
import { apiSession, callAs, courseIdByTitle, openMessagesSignedIn } from './message-support';

const COURSE = 'Expense policy walkthrough';

/*
 * Issue 18 item 5: spec 000 §5 lets a date travel as 10 digits (seconds). An administrator's
 * assignment is given its due date in seconds, the server stores and serves it as given, and the
 * learner's message centre shows that day — not January 1970. Noon UTC, so the day is the same
 * in every time zone the browser may run in.
 */
test('a due date served in seconds shows as its day, never as 1970', async ({ page, request }) => {
  const admin = await apiSession(request, 'admin');
  const learner = await apiSession(request, 'learner');
  const courseId = await courseIdByTitle(request, admin, COURSE);
  const dueSeconds = Date.UTC(2026, 11, 24, 12) / 1000;
  expect(String(dueSeconds)).toHaveLength(10);
  const assigned = await callAs(
    request,
    admin,
    '/v1/admin/course/assign',
    { userId: Number(learner.userid), courseId, dueAt: dueSeconds },
    'POST',
  );
  expect(assigned.code).toBe(0);

  await openMessagesSignedIn(page, '/main/message/ownMessage');
  const item = page.getByText(`“${COURSE}” was assigned to you`);
  await expect(item).toBeVisible();
  await expect(item).toContainText('2026-12-24');
  await expect(page.getByText(/1970/)).toHaveCount(0);

  // Read it, so the learner's Tasks red point is out again for the specs that follow on this server.
  await page.getByRole('button', { name: new RegExp(`New course assigned: ${COURSE}`) }).click();
  await expect(page.getByRole('heading', { name: `New course assigned: ${COURSE}` })).toBeVisible();
  const tasks = page.getByRole('navigation', { name: /main menu/i }).getByRole('link', { name: /^My tasks/ });
  await expect(tasks.locator('.lp-top-nav-dot')).toHaveCount(0);
});
