import { expect, test } from '@playwright/test';
import { DEMO_SSO_SECRETS } from '../../server/db/seed/demo-data';
import { mintSsoTicket } from '../../server/routes/account/sso-ticket';

// What `npm run sso:ticket` (the loopback simulator of the desktop clients) mints.
function ticket(aud: 'pc' | 'mac' | 'transfer'): string {
  return mintSsoTicket({ eid: 1, account: 'learner', aud, now: Date.now() }, DEMO_SSO_SECRETS[1]!);
}

test('a ticket from the simulated desktop client signs in through /loginPc', async ({ page }) => {
  await page.goto(`/loginPc?eid=1&client=pc&ticket=${encodeURIComponent(ticket('pc'))}`);
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Learning Academy' })).toBeVisible();
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
});

test('a mac ticket signs in, and the same ticket a second time is refused with a way back to the password', async ({
  page,
  browser,
}) => {
  const once = encodeURIComponent(ticket('mac'));
  await page.goto(`/loginPc?eid=1&client=mac&ticket=${once}`);
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();

  const other = await browser.newPage();
  await other.goto(`/loginPc?eid=1&client=mac&ticket=${once}`);
  await expect(other.getByRole('heading', { name: 'We could not sign you in' })).toBeVisible();
  await expect(
    other.getByText('The sign-in link was already used. Open the portal from the client again.'),
  ).toBeVisible();
  await other.getByRole('button', { name: 'Sign in with password' }).click();
  await expect(other).toHaveURL(/\/login\?backUrl=%2Findex/);
  await other.close();
});

test('/transferLogin hands the user over to the backUrl', async ({ page }) => {
  await page.goto(
    `/transferLogin?eid=1&ticket=${encodeURIComponent(ticket('transfer'))}&backUrl=${encodeURIComponent('/index?from=transfer')}`,
  );
  await expect(page).toHaveURL(/\/index\?from=transfer$/);
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
});
