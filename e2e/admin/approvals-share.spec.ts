import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';

/*
 * Sharing a course with everyone (decision 0064). The spec owns `apr-en`'s course "Share demo: a
 * clear follow-up email" (server/db/seed/course-share-demo.ts: an approved micro-course published
 * for "only me", with no share request): she asks to share it, an administrator approves it by
 * clicking in /admin/approvals, and another learner (`apr-cn`) then finds it in the library.
 */
test.describe.configure({ timeout: 120_000 });

const COURSE = 'Share demo: a clear follow-up email';

test('a learner asks to share her course, an administrator approves it, and another learner finds it', async ({
  page,
  browser,
}) => {
  // Before: another learner does not find it.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await openSignedIn(other, `/course?eid=1&value=${encodeURIComponent('clear follow-up')}`, 'apr-cn');
  const results = other.getByRole('region', { name: 'Courses' });
  await expect(results.getByRole('textbox', { name: 'Search courses' })).toHaveValue('clear follow-up');
  await expect(results.getByRole('link', { name: COURSE })).toHaveCount(0);

  // The owner asks, with a note.
  await openSignedIn(page, '/my/my-upLoadCourse?eid=1', 'apr-en');
  await page.getByRole('button', { name: `Share “${COURSE}” with everyone` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Note to the administrator/ }).fill('Every account manager writes these.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: COURSE });
  await expect(row).toContainText('Waiting for approval');
  await expect(page.getByRole('button', { name: `Share “${COURSE}” with everyone` })).toHaveCount(0);

  // The administrator approves it in the queue, by clicking.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openSignedIn(admin, '/admin/approvals?eid=1', 'admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible({ timeout: 30_000 });
  await admin.getByLabel('Kind').selectOption('sharedCourse');
  await admin.getByRole('searchbox', { name: 'Keyword' }).fill('follow-up email');
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const item = admin.getByTestId('approval-row').filter({ hasText: COURSE });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Every account manager writes these.');
  await expect(item).toContainText('Maya Collins');
  await item.getByRole('button', { name: /^Approve/ }).click();
  await expect(admin.getByText('1 item approved.')).toBeVisible();
  await adminContext.close();

  // The owner sees it shared; the other learner now finds it and may open it.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: COURSE })).toContainText('Shared');
  await other.reload();
  await expect(results.getByRole('link', { name: COURSE })).toBeVisible();
  // A card opens the course in a new tab (spec 000 §1); the learner may study it now.
  const [tab] = await Promise.all([
    otherContext.waitForEvent('page'),
    results.getByRole('link', { name: COURSE }).click(),
  ]);
  await expect(tab).toHaveURL(/\/course\/\d+$/);
  await expect(tab.getByRole('heading', { level: 1, name: COURSE })).toBeVisible({ timeout: 30_000 });
  await expect(tab.getByRole('button', { name: 'Start studying' })).toBeVisible();
  await otherContext.close();
});
