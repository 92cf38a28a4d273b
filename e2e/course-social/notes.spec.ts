import { expect, test } from '@playwright/test';
import { ErrorCode } from '../../protocol';
import { apiSession, callAs, courseIdByTitle, openCourseSignedIn } from './social-support';

const COURSE = 'Leading your first team';

test('a note of exactly 1000 characters is kept, 1001 is refused by the page and by the server', async ({
  page,
  request,
}) => {
  const session = await apiSession(request, 'learner');
  const courseId = await courseIdByTitle(request, session, COURSE);
  await openCourseSignedIn(page, courseId);
  await page.getByRole('tab', { name: 'Notes' }).click();

  const text = page.getByLabel('Note text');
  const full = '笔'.repeat(500) + 'n'.repeat(500);
  await text.fill(full);
  await expect(page.getByText('1000 / 1000')).toBeVisible();
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved.')).toBeVisible();
  await expect(page.locator('.lp-social-note-editor').getByText('Private', { exact: true })).toBeVisible();

  // One more character: the page says why and will not send it.
  await text.fill(full + 'x');
  await expect(page.getByText('1001 / 1000')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'A note holds at most 1000 characters.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save note' })).toBeDisabled();

  // The server refuses it too, and keeps the 1000-character note.
  const chapters = await callAs(request, session, '/v1/courseNote/note/list', { courseId });
  const mine = (chapters.data as { mine: Array<{ id: number; chapterId: number; content: string }> }).mine[0]!;
  const refused = await callAs(
    request,
    session,
    '/v1/courseNote/note/add-note',
    { courseId, chapterId: mine.chapterId, content: full + 'x', visibility: 'private', images: '[]' },
    'POST',
  );
  expect(refused).toMatchObject({ status: 'N', code: ErrorCode.NOTE_TOO_LONG });

  await page.reload();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByLabel('Note text')).toHaveValue(full);
  await page.goto('/my/my-note?eid=1');
  await expect(page.getByRole('heading', { level: 2, name: COURSE })).toBeVisible();
});

test('a public note goes to review, is revoked, then can be edited again', async ({ page, request }) => {
  const session = await apiSession(request, 'learner');
  await openCourseSignedIn(page, await courseIdByTitle(request, session, COURSE));
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByLabel('Note text').fill('Ask each person what they need from me this week.');
  await page.getByText('Public (after review)').click();
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved and sent to review.')).toBeVisible();
  await expect(page.getByLabel('Note text')).toBeDisabled();

  await page.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Note revoked. You can edit it now.')).toBeVisible();
  await expect(page.getByLabel('Note text')).toBeEnabled();
  await expect(page.locator('.lp-social-note-editor').getByText('Private', { exact: true })).toBeVisible();
});
