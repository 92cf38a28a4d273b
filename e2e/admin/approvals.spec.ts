import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, PHONE } from '../mobile/support';
import { openSignedIn } from '../support/sign-in';

/*
 * The administrators' approvals queue (issue 27 items 1–2, decision 0053). The spec owns the
 * seeded learner `apr-en` (Maya Collins, server/db/seed/admin-approvals-demo.ts): it approves her
 * public note and rejects her micro-course; no other spec reads them. `apr-cn` only opens /admin.
 */
test.describe.configure({ timeout: 90_000 });

const NOTE = 'Approval demo: summarise the customer need';
const MICRO = 'Approval demo: handling price objections';

function rowWith(page: Page, text: string) {
  return page.getByTestId('approval-row').filter({ hasText: text });
}

async function search(page: Page, keyword: string) {
  await page.getByRole('searchbox', { name: 'Keyword' }).fill(keyword);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test("an administrator approves a learner's public note from /admin: the learner sees it public and gets a message", async ({
  page,
  browser,
}) => {
  await openSignedIn(page, '/index?eid=1', 'admin');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible({ timeout: 30_000 });
  const tile = page.getByRole('link', { name: /^Approvals/ }).last();
  await expect(tile).toContainText(/\d+ waiting/);
  await tile.click();
  await expect(page).toHaveURL(/\/admin\/approvals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible({ timeout: 30_000 });

  await page.getByLabel('Kind').selectOption('note');
  await search(page, 'Approval demo');
  const row = rowWith(page, NOTE);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Maya Collins');
  await row.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByText('1 item approved.')).toBeVisible();
  await expect(rowWith(page, NOTE)).toHaveCount(0);
  await page.getByRole('button', { name: 'Approved', exact: true }).click();
  await expect(rowWith(page, NOTE)).toContainText('Approved');

  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await openSignedIn(learner, '/my/my-note?eid=1', 'apr-en');
  const note = learner.locator('li, article').filter({ hasText: NOTE }).first();
  await expect(note).toContainText('Public');
  await learner.goto('/main/message/ownMessage');
  await expect(learner.getByText('Your note was approved').first()).toBeVisible();
  await learnerContext.close();
});

test('rejecting needs a reason, which the rejected view shows', async ({ page }) => {
  await openSignedIn(page, '/admin/approvals?eid=1', 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible({ timeout: 30_000 });
  await search(page, 'handling price objections');
  await rowWith(page, MICRO)
    .getByRole('button', { name: /^Reject/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give a reason: the author will read it.');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Please add a chapter with a real example');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 item rejected.')).toBeVisible();
  await page.getByRole('button', { name: 'Rejected', exact: true }).click();
  await expect(rowWith(page, MICRO)).toContainText('Reason: Please add a chapter with a real example');
});

test('a learner opening /admin is told they have no administrator rights', async ({ page }) => {
  await openSignedIn(page, '/admin/approvals?eid=1', 'apr-cn');
  await expect(page.getByRole('heading', { level: 1, name: 'You have no administrator rights' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('navigation', { name: 'Administration menu' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use(PHONE);
  test('the queue fits 390 px, with the menu as a row of tabs', async ({ page }) => {
    await openSignedIn(page, '/admin/approvals?eid=1', 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('approval-row').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Administration menu' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
