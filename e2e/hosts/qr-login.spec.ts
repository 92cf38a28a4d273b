import { expect, test, type Page } from '@playwright/test';

/*
 * Scan login on a kiosk / in a browser (decision 0015). Needs the callback route /hostLogin
 * (HostLoginCallbackRoute). The login page's "Scan with …" entry calls qrLogin.start, which keeps
 * the state for the tab; the test keeps it the same way, then scans on the simulated phone.
 */
async function scanAs(page: Page, kind: 'dingtalk' | 'wecom', who: RegExp) {
  await page.goto('/login?eid=1&client=kiosk');
  await page.evaluate(
    (k) => sessionStorage.setItem('lp:host-qr-state', JSON.stringify({ kind: k, state: 'e2e-state' })),
    kind,
  );
  const scanPage =
    kind === 'dingtalk'
      ? '/__sim/dingtalk/oauth2/auth?client_id=dingsimaurora&redirect_uri=%2FhostLogin&response_type=code&scope=openid&prompt=consent&state=dingtalk.e2e-state'
      : '/__sim/wecom/wwlogin/sso/login?login_type=CorpApp&appid=wwaurora0001&agentid=1000002&redirect_uri=%2FhostLogin&state=wecom.e2e-state';
  await page.goto(scanPage);
  await page.getByRole('link', { name: who }).click();
}

for (const kind of ['dingtalk', 'wecom'] as const) {
  test(`a ${kind} scan login comes back to the portal signed in`, async ({ page }) => {
    await scanAs(page, kind, /Lin Xiao/);
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  });
}

test('a scan by someone outside the enterprise ends on the address-book prompt', async ({ page }) => {
  await scanAs(page, 'dingtalk', /Tang Wei/);
  await expect(page).toHaveURL(/\/prompt\?errorMsg=not_in_address_book/);
});

test('a forged callback signs nobody in', async ({ page }) => {
  await page.goto('/hostLogin?eid=1&code=forged&state=dingtalk.forged');
  await expect(page.getByRole('heading', { name: 'This sign-in link is not valid any more' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login/);
});
