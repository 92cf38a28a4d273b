import { expect, test } from '@playwright/test';
import { openSignedIn, submitLogin } from '../support/sign-in';

/** Issue 17: shared course links across organisations and sign-in states, and /login while signed in. */

test("a member opening another organisation's course link stays in their own organisation", async ({ page }) => {
  await openSignedIn(page, '/index?eid=1', 'learner');
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();

  // The Hub's course, as the Hub shows it to visitors, under the member's own header; no call the
  // page makes is refused (before: six 403s under a header that showed the learner signed in).
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  await page.goto('/course/14?eid=2');
  await expect(page.getByText(/This course belongs to Open Course Hub/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Public speaking for everyone' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Switch organisation' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Aurora Learning Academy')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu of Lin Xiao' })).toBeVisible();
  expect(refused).toEqual([]);

  // The next page is still Aurora's, signed in, with no "not a member" prompt.
  await page.goto('/index');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lp:eid'))).toBe('1');

  // Another page of the Hub explains itself for that page only (not a member: join or switch)…
  await page.goto('/index?eid=2');
  await expect(page).toHaveURL(/\/prompt\?errorMsg=2/);
  await expect(page.getByRole('button', { name: 'Switch organisation' })).toBeVisible();
  // …and the member's organisation is still the one the portal opens in.
  await page.goto('/my/learn-record');
  await expect(page.getByRole('banner').getByText('Aurora Learning Academy')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Leading your first team' })).toBeVisible();
});

test("switching is offered only to a member who belongs to the link's organisation too", async ({ page }) => {
  // Wang Lei (sales) belongs to Aurora alone.
  await openSignedIn(page, '/index?eid=1', 'sales');
  await expect(page.getByText('Welcome, Zhou Min')).toBeVisible();
  await page.goto('/course/14?eid=2');
  await expect(page.getByText(/This course belongs to Open Course Hub/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Aurora Learning Academy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Switch organisation' })).toHaveCount(0);
});

test("a visitor of a private organisation's course link sees the sign-in face and comes back signed in", async ({
  page,
}) => {
  await page.goto('/course/1?eid=1');
  // The course's public face (what its share poster shows: the title and cover) with the sign-in dialog.
  await expect(page.getByRole('heading', { level: 1, name: 'Leading your first team' })).toBeVisible();
  await expect(page.getByText(/shares this course with its members/)).toBeVisible();
  await expect(page).toHaveURL(/\/course\/1\?eid=1$/);
  const dialog = page.getByRole('dialog', { name: 'Sign in to continue' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?backUrl=/);
  await submitLogin(page, 'learner');
  await expect(page).toHaveURL(/\/course\/1\?eid=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leading your first team' })).toBeVisible({
    timeout: 20_000,
  });
});

test('a signed-in visitor of /login goes on to the safe backUrl or the home page', async ({ page }) => {
  await openSignedIn(page, '/index?eid=1', 'learner');
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  await page.goto('/login?backUrl=%2Fmy%2Fmy-collect');
  await expect(page).toHaveURL(/\/my\/my-collect$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  await page.goto(`/login?backUrl=${encodeURIComponent('//evil.example/x')}`);
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByText('Welcome, Lin Xiao')).toBeVisible();
  await expect(page.getByLabel('Account', { exact: true })).toHaveCount(0);
});
