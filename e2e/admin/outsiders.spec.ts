import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, PHONE } from '../mobile/support';
import { openSignedIn, submitLogin } from '../support/sign-in';

/*
 * The outsider entry (issue 27 item 7, decision 0057): an external person joins with the
 * enterprise's outsider code (the seed's GUEST726; nobody regenerates it in e2e), waits with the
 * notice, an administrator approves them, and they sign in. Each run joins with a new account, so
 * the approvals queue other specs read only grows by entries of its own kind.
 */
test.describe.configure({ timeout: 90_000 });

const PASSWORD = 'Guest#2026x';

async function openJoinForm(page: Page) {
  await page.goto('/login?eid=1');
  await page.getByTestId('outsider-join-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Join as an outsider' })).toBeVisible();
}

test('an outsider joins by code, waits with the notice, is approved by an administrator and gets in', async ({
  page,
  browser,
}) => {
  const account = `guest-${Date.now().toString(36)}`;
  await openJoinForm(page);
  await page.getByLabel('Outsider code').fill('gues-t726');
  await page.getByLabel('Your name').fill('Harper Lee');
  await page.getByLabel('Company or organisation').fill('Mockingbird Press');
  await page.getByLabel('Account').fill(account);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByTestId('outsider-join-submit').click();

  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for approval' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText("waiting for an administrator's review");
  await expect(page).toHaveURL(/outsideReview=1/);
  await expect(page.getByText('Mockingbird Press')).toBeVisible();

  // The administrator decides by clicking in the approvals queue (the outsiders' source of /admin/approvals).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openSignedIn(admin, '/admin/approvals?eid=1', 'admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible({ timeout: 30_000 });
  await admin.getByLabel('Kind').selectOption('outsider');
  await admin.getByRole('searchbox', { name: 'Keyword' }).fill(account);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const row = admin.getByTestId('approval-row').filter({ hasText: 'Harper Lee' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Approve/ }).click();
  await expect(admin.getByText('1 item approved.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await adminContext.close();

  // The notice, opened again from this browser, now lets them in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are approved' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await submitLogin(page, account, PASSWORD);
  await expect(page).toHaveURL(/\/index/);
});

test('a wrong code is refused with a clear message and the form keeps what was typed', async ({ page }) => {
  await openJoinForm(page);
  await page.getByLabel('Outsider code').fill('WRONG999');
  await page.getByLabel('Your name').fill('Nobody');
  await page.getByLabel('Account').fill('nobody-guest');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByTestId('outsider-join-submit').click();
  await expect(page.getByRole('alert')).toHaveText('The outsider code is not correct.');
  await expect(page.getByLabel('Your name')).toHaveValue('Nobody');
});

test('an administrator sees the outsider code and who waits', async ({ page }) => {
  await openSignedIn(page, '/admin/outsiders?eid=1', 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Outsider entry' })).toBeVisible();
  await expect(page.getByTestId('outsider-code')).toHaveText('GUES-T726');
  await expect(page.getByText(/outsiders? (is|are) waiting for approval/)).toBeVisible();
});

test.describe('on a phone', () => {
  // An outsider's own phone browser: PHONE's DingTalk user agent would start the in-chat host sign-in.
  test.use({
    ...PHONE,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  });

  test('the join form and the refused notice fit 390 px', async ({ page }) => {
    await openJoinForm(page);
    await expectNoHorizontalScroll(page);
    await page.goto('/login?eid=1&outsideReview=demo-outsider-refused-ticket-0001');
    await expect(page.getByRole('heading', { level: 1, name: 'Request refused' })).toBeVisible();
    await expect(page.getByText('Reason: Not a partner of the Academy. 非合作单位。')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
