import { expect, test } from '@playwright/test';
import { apiSession, courseIdByTitle, openCourseSignedIn } from './social-support';

test('collecting a course puts it in My favourites, and removing asks first', async ({ page, request }) => {
  const session = await apiSession(request, 'learner');
  await openCourseSignedIn(page, await courseIdByTitle(request, session, 'Leading your first team'));
  await page.getByRole('button', { name: /^Collect · \d+$/ }).click();
  await expect(page.getByRole('button', { name: /^Collected · \d+$/ })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/my/my-collect?eid=1');
  const card = page.locator('.lp-social-course').filter({ hasText: 'Leading your first team' });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: 'Remove' }).click();
  await page.locator('.arco-popconfirm').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed from your favourites.')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a document of a course that allows downloads gets a 24-hour link, listed in Downloads', async ({
  page,
  request,
}) => {
  const session = await apiSession(request, 'learner');
  await openCourseSignedIn(page, await courseIdByTitle(request, session, 'Working with spreadsheets'));
  await page.getByRole('tab', { name: 'Materials' }).click();
  await page.getByRole('button', { name: 'Download', exact: true }).first().click();
  // A signed token (server/lib/signed-token.ts): base64url body "." base64url HMAC-SHA256.
  await expect(page.getByRole('link', { name: /^Save file/ }).first()).toHaveAttribute(
    'href',
    /^\/download\/[\w-]+\.[\w-]{43}$/,
  );

  await page.goto('/my/download-record?eid=1');
  const row = page.getByRole('row').filter({ hasText: 'Working with spreadsheets' }).first();
  await expect(row).toContainText('Document');
  await expect(row.getByRole('link', { name: /^Save file/ })).toBeVisible();
});
