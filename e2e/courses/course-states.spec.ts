import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';
import { apiSignIn, coreCourseId, DELETED_COURSE_ID, startStudying } from './course-ids';

async function signIn(page: Page, account = 'learner'): Promise<void> {
  await openSignedIn(page, '/course/classlibrary?eid=1', account);
  await expect(page.getByRole('heading', { level: 1, name: 'Course categories' })).toBeVisible();
}

/** The state panel of a course: its heading says why it cannot be studied. */
async function expectState(
  page: Page,
  path: string,
  course: string | null,
  state: string,
  next?: string,
): Promise<void> {
  await page.goto(path);
  // The shared test machine is slow: a page may take longer than the default 5 s to load.
  if (course) await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2, name: state })).toBeVisible();
  if (next) await expect(page.getByText(next)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start studying' })).toHaveCount(0);
}

test('every refusal of a course renders its state and next step', async ({ page }) => {
  // Many pages on a shared, busy machine: a longer budget than one page's.
  test.setTimeout(120_000);
  await signIn(page);
  await expectState(
    page,
    `/course/${coreCourseId('Data protection 2025')}`,
    'Data protection 2025',
    'This course has expired',
    'Contact your administrator if you still need it.',
  );
  await expectState(
    page,
    `/course/${coreCourseId('Key accounts (sales team only)')}`,
    'Key accounts (sales team only)',
    'This course is not available to you',
  );
  // A course the learner may not see shows none of its content.
  await expect(page.getByRole('tab', { name: 'Chapters' })).toHaveCount(0);
  await expectState(
    page,
    `/course/${coreCourseId('Retired pricing course')}`,
    'Retired pricing course',
    'This course has been removed from the shelf',
  );
  await expectState(page, `/course/${coreCourseId('Broken upload')}`, 'Broken upload', 'This course cannot be played');
  await expectState(
    page,
    `/course/${coreCourseId('Strategy for directors')}`,
    'Strategy for directors',
    'Your administrator buys this course',
  );
  await expectState(page, `/course/${DELETED_COURSE_ID}`, 'Onboarding 2024 (deleted)', 'This course has been deleted');

  // Sequential study: later chapters stay locked until the earlier ones are finished.
  await page.goto(`/course/${coreCourseId('Warehouse safety basics')}`);
  await expect(page.getByRole('button', { name: /Spotting hazards/ })).toBeEnabled();
  await expect(page.getByRole('button', { name: /Protective equipment/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Protective equipment/ })).toHaveAttribute(
    'title',
    'Finish the earlier chapters first: this course is studied in order.',
  );

  // An unknown id is not found, with the way back.
  await page.goto('/course/99999');
  await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the course library' }).click();
  await expect(page).toHaveURL(/\/course$/);
});

test('a full course says so while another learner studies it', async ({ page, request }) => {
  const id = coreCourseId('Live lab: one seat');
  // `sales`: a learner no other spec is studying with (one study session per learner at a time).
  await startStudying(request, await apiSignIn(request, 'sales'), id);
  await signIn(page);
  await expectState(page, `/course/${id}`, 'Live lab: one seat', 'The course is full right now');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('multi-window learning refused names the course and leads back', async ({ page }) => {
  await signIn(page);
  const id = coreCourseId('Consultative selling');
  await page.goto(`/refused/${id}/${encodeURIComponent('Consultative selling')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'You are studying in another window' })).toBeVisible();
  await expect(
    page.getByText('You are already studying “Consultative selling” in another window or tab'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back to the course' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consultative selling' })).toBeVisible();
});

test('an administrator previews an expired course', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto(`/course/${coreCourseId('Data protection 2025')}?preview=1`);
  await expect(page.getByText('Preview mode: visibility is ignored and no study hours are recorded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start studying' })).toBeVisible();
});

test('a learner redeems a course code for a paid course', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto(`/course/${coreCourseId('Coaching conversations (points)')}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Buy this course to study it' })).toBeVisible();
  const code = page.getByLabel('Have a course code?');
  await code.fill('aurora-used');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This course code has been used up.' })).toBeVisible();
  await code.fill('no way');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('A course code has 4 to 32 letters, digits or dashes.')).toBeVisible();
  await code.fill('aurora-2026');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('button', { name: 'Start studying' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Buy this course to study it' })).toHaveCount(0);
});

test('the share poster shows the course and a QR code of its address', async ({ page }) => {
  await signIn(page);
  await page.goto(`/course/${coreCourseId('Consultative selling')}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this course' });
  await expect(dialog.getByRole('heading', { name: 'Consultative selling' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: "QR code of the course's address" })).toBeVisible();
  await expect(
    dialog.getByText(new RegExp(`^https?://[^/]+/course/${coreCourseId('Consultative selling')}$`)),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Download the poster' })).toBeVisible();
});
