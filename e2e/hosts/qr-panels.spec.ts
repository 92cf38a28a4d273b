import { expect, test, type Page } from '@playwright/test';

/*
 * The vendors' embedded scan panels on the login page (host-integration.md "QR-scan login").
 * DingTalk: the enterprise's ddlogin.js (here the simulator's, with the same DTFrameLogin entry)
 * frames the scan page. WeCom: the real @wecom/jssdk builds the panel; it always frames WeCom's
 * own site, so the test serves the simulator's scan page at that address (the e2e servers run
 * with WECOM_LOGIN_PANEL=true), and the SDK's own iframe protocol carries the code back.
 */
async function serveWecomLoginSite(page: Page, baseURL: string) {
  await page.route('https://login.work.weixin.qq.com/**', async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.startsWith('/__sim/') ? url.pathname : `/__sim/wecom${url.pathname}`;
    await route.fulfill({ response: await route.fetch({ url: `${baseURL}${path}${url.search}` }) });
  });
}

for (const kind of ['dingtalk', 'wecom'] as const) {
  const name = kind === 'dingtalk' ? 'DingTalk' : 'WeCom';
  test(`the ${name} scan panel opens on the login page and a scan signs the person in`, async ({ page, baseURL }) => {
    if (kind === 'wecom') await serveWecomLoginSite(page, baseURL!);
    await page.goto('/login?eid=1');
    await page.getByRole('button', { name: `Scan with ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Scan with ${name}` });
    await expect(dialog.getByText(`Open ${name} on your phone`)).toBeVisible();
    // The simulated phone: pick who scans, inside the vendor's frame.
    const frame = dialog.getByRole('region', { name: `Scan with ${name}` }).frameLocator('iframe');
    await frame.getByRole('link', { name: /Lin Xiao/ }).click();
    await expect(page).toHaveURL(/\/index$/, { timeout: 15_000 });
    await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  });
}

test('when the panel cannot load, the full-page sign-in is one click away', async ({ page }) => {
  await page.route('**/__sim/dingtalk/ddlogin.js', (route) => route.abort());
  await page.goto('/login?eid=1');
  await page.getByRole('button', { name: 'Scan with DingTalk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan with DingTalk' });
  await expect(dialog.getByRole('alert')).toHaveText('The DingTalk code could not be shown here.');
  await dialog.getByRole('button', { name: 'Open the DingTalk sign-in page instead' }).click();
  await expect(page).toHaveURL(/\/__sim\/dingtalk\/oauth2\/auth\?/);
});
