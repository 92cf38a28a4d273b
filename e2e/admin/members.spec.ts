import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, PHONE } from '../mobile/support';
import { openSignedIn, signInByApi } from '../support/sign-in';

/*
 * Administrators' members (issue 27 item 3, decision 0054). The spec owns the seeded member
 * `mbr-block` (周敏, server/db/seed/admin-members-demo.ts): it blocks and unblocks them, so the
 * account ends as it started; no other spec reads it.
 */
test.describe.configure({ timeout: 90_000 });

async function openMember(page: Page, keyword: string, name: string) {
  await page
    .getByRole('searchbox', { name: 'Search members' })
    .or(page.getByLabel('Search members'))
    .first()
    .fill(keyword);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Manage ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function confirmAction(page: Page, button: string, reason?: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (reason !== undefined) await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

test("blocking a learner ends their open session at their next action with the spec's message; unblocking lets them sign in again", async ({
  page,
  browser,
}) => {
  // The learner, signed in in a second browser.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await openSignedIn(learner, '/my/my-certificate?eid=1', 'mbr-block');
  await expect(learner.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(learner).not.toHaveURL(/\/prompt|\/login/);

  await openSignedIn(page, '/admin/members?eid=1', 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await openMember(page, 'mbr-block', '周敏');
  await confirmAction(page, 'Block', 'Handed in the badge');
  await expect(page.getByText('The account is blocked.')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Blocked the account');
  await expect(history).toContainText('Handed in the badge');

  // The learner's next action in the open page is refused: the message, then the prompt page of spec 001 §8.
  await learner.getByRole('link', { name: 'My notes' }).first().click();
  await expect(learner.getByText('Your account has been blocked by the administrator').first()).toBeVisible();
  await expect(learner).toHaveURL(/\/prompt\?errorMsg=blocked_by_admin/);
  await expect(learner.getByRole('main').getByRole('alert')).toContainText(
    'Your account has been blocked by the administrator',
  );

  await confirmAction(page, 'Unblock');
  await expect(page.getByText('The account is unblocked.')).toBeVisible();
  await signInByApi(learner, 'mbr-block');
  await learner.goto('/my/my-certificate?eid=1');
  await expect(learner).toHaveURL(/\/my\/my-certificate/);
  await expect(learner.getByRole('heading', { level: 1 })).toBeVisible();
  await learnerContext.close();
});

test('on a 390 px phone the member list is stacked rows and a member page fits the screen', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE });
  const page = await context.newPage();
  await openSignedIn(page, '/admin/members?eid=1', 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  const firstRow = page.locator('.lp-members-table tbody tr').first();
  await expect(firstRow).toBeVisible();
  // Stacked: a row is a block as wide as the list, its cells one under another.
  expect(await firstRow.evaluate((row) => getComputedStyle(row).display)).toBe('block');
  await expectNoHorizontalScroll(page);
  await openMember(page, 'mbr-visibility', '陳美玲');
  await expect(page.getByRole('region', { name: 'Certificates' })).toContainText('Revoked');
  await expectNoHorizontalScroll(page);
  await context.close();
});
