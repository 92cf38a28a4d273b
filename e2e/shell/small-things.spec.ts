import { expect, test, type Page } from '@playwright/test';
import { EXAMS, openExam, startExam } from '../exams/exam-support';
import { bell, bellCount, openMessagesSignedIn } from '../messages/message-support';
import { openSignedIn } from '../support/sign-in';

/* Issue 17 item 10: the smaller things a new user saw, each as a person sees it. */

test('the course library opens at the top, header in view', async ({ page }) => {
  await openSignedIn(page, '/course?eid=1', 'learner');
  await expect(page.getByRole('heading', { level: 1, name: 'Course library' })).toBeVisible();
  await expect(page.getByText(/\d+ courses/).first()).toBeVisible();
  // Let the list and its images settle: the old effect scrolled once the page had mounted.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('banner')).toBeInViewport();
});

test('counts agree with their number: "1 learner", and a points pack priced in points', async ({ page }) => {
  await openSignedIn(page, '/index?eid=1', 'learner');
  const latest = page.getByRole('region', { name: 'Latest courses', exact: true });
  await expect(latest.getByText('1 learner', { exact: true }).first()).toBeVisible();
  await expect(latest.getByText(/^1 learners$/)).toHaveCount(0);
  await expect(latest.getByText(/^1 credits$/)).toHaveCount(0);
  const bundles = page.getByRole('listitem').filter({ hasText: 'Leadership points pack' });
  await expect(bundles.getByText('80 points', { exact: true })).toBeVisible();

  await page.goto('/coursepackage?eid=1');
  const card = page.getByRole('listitem').filter({ hasText: 'Leadership points pack' });
  await expect(card.locator('.lp-pay-price__money')).toHaveText('80 points');
  await expect(card.getByText('or ¥149.00')).toBeVisible();
});

test('the portal chooser shows its whole name', async ({ page }) => {
  await openSignedIn(page, '/index?eid=1', 'learner');
  const chooser = page.getByRole('banner').locator('.lp-portal-chooser');
  await expect(chooser).toContainText('Organisation default');
  const value = chooser.locator('.lp-compact-select-value');
  const cut = await value.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(cut).toBe(false);
});

test('the bell counts every unread item of the message centre, Information included', async ({ page }) => {
  await openMessagesSignedIn(page, '/main/message/information');
  const menu = page.getByRole('navigation', { name: 'Message categories' });
  await expect(menu.getByRole('link', { name: /^Information/ }).locator('.lp-msg__count')).toBeVisible();
  await expect(bell(page)).toHaveAttribute('aria-label', /unread/);
  const counts = await menu.locator('.lp-msg__count').allTextContents();
  const sum = counts.reduce((total, text) => total + Number(text), 0);
  expect(await bellCount(page)).toBe(sum);
});

test('a signed-in Hub member is not asked to become one; a visitor is', async ({ page }) => {
  await page.goto('/index?eid=2');
  await expect(page.getByText('Become a Hub member')).toBeVisible();
  await openSignedIn(page, '/index?eid=2', 'learner', { eid: 2 });
  await expect(page.getByRole('heading', { name: "Members' corner" })).toBeVisible();
  await expect(page.getByText('Become a Hub member')).toHaveCount(0);
});

test('a named code on the prompt page reads as words, never raw', async ({ page }) => {
  await page.goto('/prompt?errorMsg=not_in_address_book&eid=1');
  await expect(page.getByText('You are not in this organisation’s address book')).toBeVisible();
  await expect(page.getByText(/not_in_address_book/)).toHaveCount(0);
  await page.goto('/prompt?errorMsg=3&eid=1');
  await expect(page.getByText('Error code: 3')).toBeVisible();
});

test('a refusal says what it is, with no "Try again"', async ({ page }) => {
  await openSignedIn(page, '/task/exam/result/999999?eid=1', 'learner');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('This does not exist or is no longer available.');
  await expect(alert).not.toContainText('could not be loaded');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

async function expectCentred(page: Page, selector: string) {
  const box = (await page.locator(selector).boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(Math.abs(box.x - (width - box.x - box.width))).toBeLessThanOrEqual(1);
}

test('the exam page: its open period in words, and the answering page centred at 1280 and 1440', async ({ page }) => {
  // sales, as the gating spec of this lane: no other spec sits this exam as sales, and either may start the attempt.
  await openExam(page, EXAMS.objective, 'sales');
  const openHours = page.getByText('Open hours', { exact: true }).locator('xpath=..');
  await expect(openHours).toContainText('10 years');
  await startExam(page);
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectCentred(page, '.lp-exam-answering');
  }
});
