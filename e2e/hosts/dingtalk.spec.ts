import { expect, test } from '@playwright/test';
import { openUserMenu } from '../support/user-menu';
import { hostCalls, hostContext } from './host-context';

test('inside DingTalk PC a learner is signed in silently, with no login form', async ({ browser }) => {
  const { context, page } = await hostContext(browser, 'dingtalk-pc', { userid: 'dt-lin-xiao' });
  await page.goto('/index?eid=1');
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  expect(page.url()).toMatch(/\/index\?eid=1$/);
  // The real SDK asked the container for a code with the app's clientId (requestAuthCodeV2).
  const calls = await hostCalls(page);
  expect(calls.find((c) => c.method === 'runtime.permission.requestAuthCodeV2')?.body).toMatchObject({
    corpId: 'dingaurora0001',
    clientId: 'dingsimaurora',
  });
  await context.close();
});

test('an old DingTalk client without requestAuthCodeV2 signs in through the legacy call', async ({ browser }) => {
  const { context, page } = await hostContext(browser, 'dingtalk-pc', { userid: 'dt-lin-xiao', legacyOnly: true });
  await page.goto('/index?eid=1');
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  expect((await hostCalls(page)).map((c) => c.method)).toContain('runtime.permission.requestAuthCode');
  await context.close();
});

test('inside DingTalk mobile (Android) a learner is signed in silently', async ({ browser }) => {
  const { context, page } = await hostContext(browser, 'dingtalk-android', { userid: 'dt-lin-xiao' });
  await page.goto('/index?eid=1');
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await context.close();
});

test('inside DingTalk mobile (iOS) a learner is signed in silently through the iOS bridge', async ({ browser }) => {
  const { context, page } = await hostContext(browser, 'dingtalk-ios', { userid: 'dt-lin-xiao' });
  await page.goto('/index?eid=1');
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  expect((await hostCalls(page)).map((c) => c.method)).toContain('runtime.permission.requestAuthCodeV2');
  await context.close();
});

test('a DingTalk user outside the enterprise sees the address-book prompt', async ({ browser }) => {
  const { context, page } = await hostContext(browser, 'dingtalk-pc', { userid: 'dt-guest-tang' });
  await page.goto('/index?eid=1');
  await expect(page).toHaveURL(/\/prompt\?errorMsg=not_in_address_book/);
  await expect(page.getByText('You are not in this organisation’s address book')).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'userInfo');
  expect(cookie?.value ?? '').not.toContain('token');
  await context.close();
});

test('in DingTalk an outside link leaves through dd.openLink, not a new window', async ({ browser }) => {
  const { context, page } = await hostContext(browser, 'dingtalk-pc', { userid: 'dt-chen-jing' });
  await page.goto('/index?eid=1');
  await expect(page.getByText('Welcome, Chen Jing')).toBeVisible();
  const pagesBefore = context.pages().length;
  await openUserMenu(page);
  await page.getByRole('button', { name: 'Admin console' }).click();
  await expect
    .poll(async () => (await hostCalls(page)).find((c) => c.method === 'biz.util.openLink')?.body.url)
    .toMatch(/\/admin\.php\/login\/select\/eid\/1\/type\/2$/);
  expect(context.pages().length).toBe(pagesBefore);
  await context.close();
});

test('inside DingTalk a course is sent into a chat through biz.util.share, after dd.config signed by the server', async ({
  browser,
}) => {
  const { context, page } = await hostContext(browser, 'dingtalk-pc', { userid: 'dt-lin-xiao' });
  await page.goto(`/course?eid=1&keyword=${encodeURIComponent('Fire drill refresher')}`);
  await page.getByRole('link', { name: 'Fire drill refresher' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fire drill refresher' })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('button', { name: 'Send to a DingTalk chat' }).click();
  await expect.poll(async () => (await hostCalls(page)).map((c) => c.method)).toContain('biz.util.share');
  const calls = await hostCalls(page);
  const config = calls.find((c) => c.method === 'config')!;
  expect(config.body).toMatchObject({
    corpId: 'dingaurora0001',
    agentId: '100001',
    signature: expect.stringMatching(/^[0-9a-f]{40}$/),
    jsApiList: ['biz.util.share'],
  });
  // The page address the container checks the signature against: this page, without a hash.
  expect(config.body.url).toBe(page.url().split('#')[0]);
  const share = calls.find((c) => c.method === 'biz.util.share')!;
  expect(share.body).toMatchObject({ title: 'Fire drill refresher', url: expect.stringMatching(/\/course\/\d+$/) });
  expect(calls.findIndex((c) => c.method === 'config')).toBeLessThan(
    calls.findIndex((c) => c.method === 'biz.util.share'),
  );
  await context.close();
});
