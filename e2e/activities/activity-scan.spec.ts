import { expect, test } from '@playwright/test';
import { hostCalls, hostContext, WECOM_NAMES } from '../hosts/host-context';
import { ACTIVITY, openOrganiserScreen, pointCamera, readFreshScreenCode } from './activity-support';

/**
 * Issue 23 item 2: a learner registers, then signs in by scanning the organiser's rotating QR code
 * with the host's own scanner — DingTalk on a phone (biz.util.scan) and WeCom (scanQRCode).
 */
test('inside DingTalk mobile a learner registers and signs in by scanning the organiser’s code', async ({
  browser,
}) => {
  const screen = await openOrganiserScreen(browser, ACTIVITY.dingtalkDrill);
  const { context, page } = await hostContext(browser, 'dingtalk-android', { userid: 'dt-lin-xiao' });
  await page.goto(`/task/active-detail/${ACTIVITY.dingtalkDrill}?eid=1`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('You are registered')).toBeVisible();
  // The camera sees the code now on the screen; the learner presses "Scan to sign in".
  await pointCamera(page, await readFreshScreenCode(screen));
  await page.getByRole('button', { name: 'Scan to sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Signed in to' })).toBeVisible();
  await expect(page.getByText(/Signed in: .*\(by QR code\)/)).toBeVisible();
  // Through the real SDK's Android bridge (service biz.util, action scan).
  expect((await hostCalls(page)).map((c) => c.method)).toContain('biz.util.scan');
  // The organiser's screen counts the learner.
  await expect(screen.getByRole('status').filter({ hasText: 'signed in · 1 registered' })).toBeVisible();
  await context.close();
  await screen.context().close();
});

test('inside WeCom a learner registers and signs in with scanQRCode', async ({ browser }) => {
  const screen = await openOrganiserScreen(browser, ACTIVITY.wecomDrill);
  const { context, page } = await hostContext(browser, 'wecom', { userid: 'ww-lin-xiao', names: WECOM_NAMES });
  await page.goto(`/task/active-detail/${ACTIVITY.wecomDrill}?eid=1`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('You are registered')).toBeVisible();
  await pointCamera(page, await readFreshScreenCode(screen));
  await page.getByRole('button', { name: 'Scan to sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Signed in to' })).toBeVisible();
  const scan = (await hostCalls(page)).find((c) => c.method === 'scanQRCode');
  expect(scan?.body).toMatchObject({ needResult: 1 });
  await expect(page.getByText(/Signed in: .*\(by QR code\)/)).toBeVisible();
  await context.close();
  await screen.context().close();
});
