import { expect, test } from '@playwright/test';
import type { MessageState } from '../../protocol';
import { expectNoHorizontalScroll, PHONE } from '../mobile/support';
import { apiSession, callAs } from '../support/api-session';
import { openSignedIn } from '../support/sign-in';

/*
 * Administrators' messaging (issue 27 item 6, decision 0057). The spec writes only to the seed's
 * "Field Service" department (fieldlead, fieldtech, fieldnew), whom no other spec reads, and
 * never sends to everyone (other specs count the demo learner's messages).
 */
test.describe.configure({ timeout: 90_000 });

test('an admin message to a department reaches a member’s message centre with its unread count, once', async ({
  page,
  browser,
  request,
}) => {
  const tech = await apiSession(request, 'fieldtech');
  const unread = async () => ((await callAs(request, tech, '/v1/message/state', {})).data as MessageState).unread.admin;
  const before = await unread();
  const title = `Van inspection ${Date.now().toString(36)}`;

  await openSignedIn(page, '/admin/messaging?eid=1', 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Messaging' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  const body = page.getByRole('textbox', { name: 'Message' });
  await body.click();
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Check the brakes');
  // Arco draws its own box over a hidden input: click the option's label.
  await page.locator('.lp-amsg-departments .arco-checkbox', { hasText: /^Field Service 2 members$/ }).click();
  await expect(page.getByTestId('audience-preview')).toHaveText('Reaches 3 members');
  // A double click sends once.
  await page.getByTestId('admin-message-send').dblclick();
  await expect(page.getByText('Sent to 3 members')).toBeVisible();
  const row = page.getByTestId('sent-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('0 of 3 read (0%)');
  await expect.poll(unread).toBe(before + 1);

  const member = await browser.newPage();
  await openSignedIn(member, '/main/message/adminMessage?eid=1', 'fieldtech');
  const nav = member.getByRole('navigation', { name: 'Message categories' });
  await expect(nav.getByRole('link', { name: /^Admin messages/ }).locator('.lp-msg__count')).toHaveText(
    String(before + 1),
  );
  await member.getByRole('button', { name: new RegExp(title) }).click();
  await expect(member.getByRole('heading', { name: title })).toBeVisible();
  await expect(member.locator('.lp-msg__detail-html strong, .lp-msg__detail-html b').first()).toHaveText(
    'Check the brakes',
  );
  await expect.poll(unread).toBe(before);
  await member.close();

  await page.reload();
  await expect(page.getByTestId('sent-row').filter({ hasText: title })).toContainText('1 of 3 read (33%)');
});

test('sending to everyone asks first; cancelling sends nothing', async ({ page }) => {
  await openSignedIn(page, '/admin/messaging?eid=1', 'admin');
  await page.getByLabel('Title').fill('Not for everyone');
  await page.getByRole('textbox', { name: 'Message' }).fill('Draft');
  await page.getByRole('group', { name: 'Send to' }).getByText('Everyone', { exact: true }).click();
  await expect(page.getByTestId('audience-preview')).toHaveText(/^Reaches \d+ members$/);
  await page.getByTestId('admin-message-send').click();
  const dialog = page.getByRole('dialog', { name: 'Send to everyone?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('sent-row').filter({ hasText: 'Not for everyone' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the messaging page fits 390 px, the sent list as stacked rows', async ({ page }) => {
    await openSignedIn(page, '/admin/messaging?eid=1', 'admin');
    await expect(page.getByTestId('sent-row').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
