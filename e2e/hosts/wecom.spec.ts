import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';
import { openUserMenu } from '../support/user-menu';
import { hostCalls, hostContext, WECOM_NAMES } from './host-context';

test('inside WeCom a learner is signed in silently through the OAuth return, with no login form', async ({
  browser,
}) => {
  const { context, page } = await hostContext(browser, 'wecom', { userid: 'ww-lin-xiao', names: WECOM_NAMES });
  await page.goto('/index?eid=1');
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  // The code and state of the return are gone from the address bar.
  await expect(page).toHaveURL(/\/index\?eid=1$/);
  await context.close();
});

test("the WeCom open-data element shows the simulated member's name", async ({ browser }) => {
  const { context, page } = await hostContext(browser, 'wecom', { userid: 'ww-lin-xiao', names: WECOM_NAMES });
  await page.goto('/index?eid=1');
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  // The real SDK registered with our server's agent signature and started open data.
  await expect
    .poll(async () => (await hostCalls(page)).map((c) => c.method))
    .toEqual(expect.arrayContaining(['agentConfig', 'wwapp.initWwOpenData']));
  const agentConfig = (await hostCalls(page)).find((c) => c.method === 'agentConfig')!.body;
  expect(agentConfig).toMatchObject({
    corpid: 'wwaurora0001',
    agentid: '1000002',
    signature: expect.stringMatching(/^[0-9a-f]{40}$/),
  });
  // A name element as OpenDataName renders it, bound through WWOpenData.
  await page.evaluate(() => {
    const element = document.createElement('ww-open-data');
    element.setAttribute('type', 'userName');
    element.setAttribute('openid', 'ww-chen-jing');
    element.setAttribute('data-testid', 'open-data');
    document.body.append(element);
    (window as unknown as { WWOpenData: { bind(el: Element): void } }).WWOpenData.bind(element);
  });
  await expect(page.getByTestId('open-data')).toHaveText('Chen Jing');
  await context.close();
});

test('inside WeCom the ranking names members through ww-open-data; a browser shows plain text', async ({ browser }) => {
  // Names the client knows that the portal does not: what a third-party app sees.
  const names = { 'ww-lin-xiao': 'Lin Xiao (WeCom)', 'ww-chen-jing': 'Chen Jing (WeCom)' };
  const { context, page } = await hostContext(browser, 'wecom', { userid: 'ww-lin-xiao', names });
  await page.goto('/top?eid=1');
  const ranking = page.getByRole('main');
  await expect(ranking.locator('ww-open-data[openid="ww-lin-xiao"]').first()).toHaveText('Lin Xiao (WeCom)');
  await expect(ranking.locator('ww-open-data[openid="ww-lin-xiao"]').first()).toHaveAttribute(
    'data-open-data-bound',
    'true',
  );
  await context.close();

  const plain = await browser.newPage();
  await openSignedIn(plain, '/top?eid=1', 'learner');
  // The learner's own row, pinned under the top list.
  await expect(plain.locator('li[aria-current="true"]').first()).toContainText('Lin Xiao');
  await expect(plain.locator('ww-open-data')).toHaveCount(0);
  await plain.close();
});

test('a WeCom user outside the enterprise sees the address-book prompt', async ({ browser }) => {
  const { context, page } = await hostContext(browser, 'wecom', { userid: 'ww-guest-tang', names: WECOM_NAMES });
  await page.goto('/index?eid=1');
  await expect(page).toHaveURL(/\/prompt\?errorMsg=not_in_address_book/);
  await expect(page.getByText('You are not in this organisation’s address book')).toBeVisible();
  await context.close();
});

test('in WeCom an outside link leaves through ww.openDefaultBrowser', async ({ browser }) => {
  const { context, page } = await hostContext(browser, 'wecom', { userid: 'ww-chen-jing', names: WECOM_NAMES });
  await page.goto('/index?eid=1');
  await expect(page.getByText('Welcome, Chen Jing')).toBeVisible();
  await expect.poll(async () => (await hostCalls(page)).map((c) => c.method)).toContain('agentConfig');
  await openUserMenu(page);
  await page.getByRole('button', { name: 'Admin console' }).click();
  await expect
    .poll(async () => (await hostCalls(page)).find((c) => c.method === 'openDefaultBrowser')?.body.url)
    .toMatch(/\/admin\.php\/login\/select\/eid\/1\/type\/2$/);
  expect(context.pages()).toHaveLength(1);
  await context.close();
});
