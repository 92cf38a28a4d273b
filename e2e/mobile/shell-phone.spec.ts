import { expect, test, type Page } from '@playwright/test';
import { hostCalls, WECOM_NAMES } from '../hosts/host-context';
import { hostFakeScript } from '../hosts/host-fakes';
import { expectNoHorizontalScroll, PHONE, phoneContext } from './support';

/** Chrome on an Android phone, outside any host. */
const PHONE_CHROME =
  'Mozilla/5.0 (Linux; Android 12; Pixel 6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

/*
 * The shell at phone, tablet and desktop widths (issue 19): inside DingTalk on an Android phone
 * the main menu is a bottom tab bar, the host's navigation bar carries the page's title and its
 * back button walks the portal's pages; in a phone or tablet browser the menu is a drawer; the
 * desktop keeps its header. No page scrolls sideways. Reads only: nothing on the server changes.
 */

async function pressHostBack(page: Page) {
  expect(
    await page.evaluate(() =>
      (window as unknown as { __hostFakePress(m: string): boolean }).__hostFakePress('biz.navigation.setLeft'),
    ),
  ).toBe(true);
}

test('inside DingTalk on a phone: tab bar, host title and back button, nothing wider than the screen', async ({
  browser,
}) => {
  const { context, page } = await phoneContext(browser, { host: { userid: 'dt-lin-xiao' } });
  await page.goto('/index?eid=1');
  await expect(page.getByRole('heading', { name: 'Welcome, Lin Xiao' })).toBeVisible();
  // The course is on two home modules now (a card and a row of the learning centre): either will do.
  await expect(page.getByText('Leading your first team').first()).toBeVisible();
  await expectNoHorizontalScroll(page);

  // Header: name, check-in, bell and the account menu all on the screen.
  const banner = page.getByRole('banner');
  for (const control of [
    // 'Checked in' once another spec of the lane has checked this learner in today.
    banner.getByRole('button', { name: /^Check(ed)? in$/ }),
    banner.getByRole('link', { name: /^Messages/ }),
    banner.getByRole('button', { name: /^Account menu of / }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }

  // The main menu at the bottom; the current area marked; the page's title in DingTalk's bar.
  const tabBar = page.getByRole('navigation', { name: 'Main menu' });
  await expect(tabBar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  const tabBox = (await tabBar.boundingBox())!;
  expect(tabBox.y + tabBox.height).toBe(844);
  await expect
    .poll(async () =>
      (await hostCalls(page)).filter((c) => c.method === 'biz.navigation.setTitle').map((c) => c.body.title),
    )
    .toContain('Aurora Learning Academy');

  // On a touch screen the bell is only a link: the message centre, no hover preview left over it.
  await banner.getByRole('link', { name: /^Messages/ }).tap();
  await expect(page).toHaveURL(/\/main\/message/);
  await expect(page.getByRole('heading', { name: 'Message centre' })).toBeVisible();
  await expect(page.getByText('Latest messages')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/index\?eid=1$/);

  await tabBar.getByRole('link', { name: 'Course centre' }).click();
  await expect(page).toHaveURL(/\/course\b/);
  await expect
    .poll(async () =>
      (await hostCalls(page)).filter((c) => c.method === 'biz.navigation.setTitle').map((c) => c.body.title),
    )
    .toContain('Courses - Aurora Learning Academy');
  await expectNoHorizontalScroll(page);

  // "More": the rest of the menu, the language and the portal, in a drawer.
  await tabBar.getByRole('button', { name: 'More' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  await drawer.getByRole('link', { name: 'My learning' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(page).toHaveURL(/\/my\/index/);
  await expect(page.getByRole('navigation', { name: 'Learning centre menu' })).toBeVisible();
  await expectNoHorizontalScroll(page);

  // DingTalk's back button (taken with setLeft) goes back through the portal's pages…
  const setLeft = (await hostCalls(page)).find((c) => c.method === 'biz.navigation.setLeft');
  expect(setLeft?.body).toMatchObject({ control: true });
  await pressHostBack(page);
  await expect(page).toHaveURL(/\/course\b/);
  await pressHostBack(page);
  await expect(page).toHaveURL(/\/index\?eid=1$/);
  // …and on the page the portal opened on closes DingTalk's window.
  expect((await hostCalls(page)).some((c) => c.method === 'biz.navigation.close')).toBe(false);
  await pressHostBack(page);
  await expect.poll(async () => (await hostCalls(page)).some((c) => c.method === 'biz.navigation.close')).toBe(true);
  await expect(page).toHaveURL(/\/index\?eid=1$/);
  await context.close();
});

/** WeCom on an Android phone (its agent names the phone and wxwork). */
const WECOM_ANDROID =
  'Mozilla/5.0 (Linux; Android 12; Pixel 6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 wxwork/4.1.0 MicroMessenger/7.0.1 Language/en';

test("inside WeCom on a phone: the tab bar, and WeCom's back closes its window from the first page", async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, userAgent: WECOM_ANDROID });
  await context.addInitScript({ content: hostFakeScript('wecom', { userid: 'ww-lin-xiao', names: WECOM_NAMES }) });
  const page = await context.newPage();
  await page.goto('/index?eid=1');
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  await expectNoHorizontalScroll(page);
  const tabBar = page.getByRole('navigation', { name: 'Main menu' });
  await expect(tabBar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(async () => (await hostCalls(page)).map((c) => c.method)).toContain('on:historyBack');
  const fireBack = () =>
    page.evaluate(() => (window as unknown as { __hostFakeFire(name: string): unknown }).__hostFakeFire('historyBack'));

  await tabBar.getByRole('link', { name: 'Course centre' }).click();
  await expect(page).toHaveURL(/\/course\b/);
  // Not the first page: WeCom's web view goes back by itself (through the portal's history).
  expect(await fireBack()).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/index\?eid=1$/);
  // The first page: behind it only the OAuth redirect. Close WeCom's window instead.
  expect(await fireBack()).toBe(false);
  await expect.poll(async () => (await hostCalls(page)).map((c) => c.method)).toContain('closeWindow');
  await context.close();
});

test('a phone browser: the menu in a drawer, a dialog as a full-screen sheet', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, userAgent: PHONE_CHROME });
  const page = await context.newPage();
  await page.goto('/index?eid=2');
  await expect(page.getByText('Public speaking for everyone')).toBeVisible();
  await expectNoHorizontalScroll(page);
  // No tab bar outside the mobile hosts.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Open the menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  await expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(drawer.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.locator('.arco-modal');
  await expect(dialog).toBeVisible();
  // Measured once Arco's opening animation (a zoom) has ended.
  await expect
    .poll(async () => {
      const box = (await dialog.boundingBox())!;
      return [box.x, box.width, box.y, box.height];
    })
    .toEqual([0, 390, 0, 844]);
  await expectNoHorizontalScroll(page);
  await context.close();
});

for (const width of [768, 1280]) {
  test(`at ${width} px: ${width < 1200 ? 'the compact header with its drawer' : 'the desktop header, as before'}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 1000 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/index?eid=2');
    await expect(page.getByText('Public speaking for everyone')).toBeVisible();
    await expectNoHorizontalScroll(page);
    const menuButton = page.getByRole('button', { name: 'Open the menu' });
    const topMenu = page.getByRole('banner').getByRole('navigation', { name: 'Main menu' });
    if (width < 1200) {
      await expect(topMenu).toBeHidden();
      await menuButton.click();
      await expect(
        page.getByRole('dialog', { name: 'Main menu' }).getByRole('link', { name: 'Courses' }),
      ).toBeVisible();
    } else {
      await expect(menuButton).toHaveCount(0);
      await expect(topMenu.getByRole('link', { name: 'Courses' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('combobox', { name: 'Language' })).toBeVisible();
      expect((await page.locator('.lp-main').boundingBox())!.width).toBe(1200);
    }
    await context.close();
  });
}
