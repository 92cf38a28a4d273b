import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../overlays/sign-in-as';
import { sendSigned, signed } from '../support/signed-api';
import { chooseLanguage, expectSamePage, markPage, SWITCHER_NAME } from './choose-language';

const locales = path.resolve(import.meta.dirname, '../../src/locales');

function strings(lng: string, ns: string): string[] {
  const flat: string[] = [];
  const walk = (value: unknown) =>
    typeof value === 'string'
      ? flat.push(value)
      : typeof value === 'object' && value
        ? Object.values(value).forEach(walk)
        : undefined;
  walk(JSON.parse(fs.readFileSync(path.join(locales, lng, `${ns}.json`), 'utf8')));
  return flat;
}

/** Open the login prompt from the header (a visitor of the public hub) and read its Arco "Cancel". */
async function arcoCancelText(page: Page, signIn: string): Promise<string> {
  await page.getByRole('banner').getByRole('button', { name: signIn }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const cancel = dialog.getByRole('button').first();
  const text = (await cancel.innerText()).trim();
  await cancel.click();
  await expect(dialog).toBeHidden();
  return text;
}

test('a visitor switches English → 繁體中文 → 简体中文 without a reload, and the choice survives one', async ({
  page,
}) => {
  await page.goto('/index?eid=2');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await arcoCancelText(page, 'Sign in')).toBe('Cancel');
  await markPage(page);

  await chooseLanguage(page, SWITCHER_NAME.en_us, '繁體中文');
  await expect(page.getByRole('banner').getByRole('button', { name: '登入' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  // Arco's own component text follows too (its zh-HK locale).
  expect(await arcoCancelText(page, '登入')).toBe('取消');
  await expect(page.getByRole('dialog')).toBeHidden();

  await chooseLanguage(page, SWITCHER_NAME.zh_hant, '简体中文');
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('combobox', { name: SWITCHER_NAME.zh_cn })).toBeVisible();
  await expectSamePage(page);

  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await page.evaluate(() => localStorage.getItem('lp:language'))).toBe('zh_cn');
});

test("a member's choice is saved on the server and follows them to a browser that chose nothing", async ({
  page,
  request,
}) => {
  // `manager` is used by no other spec: its saved language must not leak into their pages.
  await signInAs(page, 1, 'manager');
  try {
    const saved = page.waitForResponse((r) => r.url().includes('/v1/user/languages/switch'));
    await chooseLanguage(page, SWITCHER_NAME.en_us, '繁體中文');
    const body = await (await saved).json();
    expect(body).toMatchObject({ status: 'Y', data: { languageSelected: 'zh_hant' } });
    await expect(page.getByRole('combobox', { name: SWITCHER_NAME.zh_hant })).toContainText('繁體中文');

    // Forget this browser's choice: the init call's languageSelected now decides.
    await page.evaluate(() => localStorage.removeItem('lp:language'));
    const init = page.waitForResponse((r) => r.url().includes('r=apiHomePage/Enterprise'));
    await page.reload();
    expect((await (await init).json()).data.languageSelected).toBe('zh_hant');
    await expect(page.getByRole('combobox', { name: SWITCHER_NAME.zh_hant })).toContainText('繁體中文');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  } finally {
    // Put the saved choice back, even when the test failed half-way.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'userInfo');
    const user = JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as { token?: string; userid?: string };
    if (user.token && user.userid) {
      const reset = await sendSigned(
        request,
        signed(
          '/v1/user/languages/switch',
          { lang: 'auto' },
          { eid: 1, method: 'POST', token: user.token, userid: user.userid },
        ),
      );
      expect(reset.body.status).toBe('Y');
    }
  }
});

test('the login page in Traditional Chinese shows no Simplified text', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lp:language', 'zh_hant'));
  await page.goto('/login?eid=1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.getByRole('button', { name: '登入' }).first()).toBeVisible();
  const text = await page.locator('body').innerText();
  for (const ns of ['auth', 'common', 'overlays']) {
    const hant = new Set(strings('zh_hant', ns));
    for (const simplified of strings('zh_cn', ns)) {
      // Only text that differs between the scripts says anything (labels like "OK" are shared).
      if (hant.has(simplified) || simplified.length < 2) continue;
      expect(text, `zh_cn text "${simplified}" (${ns}) on the zh_hant login page`).not.toContain(simplified);
    }
  }
});
