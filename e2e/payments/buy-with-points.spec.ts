import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { z } from 'zod';
import { DEFAULT_APP_KEY, decryptJson, packageDetailResultSchema, packageListResultSchema } from '../../protocol';
import { openSignedIn } from '../support/sign-in';
import { sendSigned, signed } from '../support/signed-api';

const COACHING = 'Coaching conversations (points)';

/** A member's session: Aurora is private, so its packages and course list need one (issue 18 item 2). */
async function adminSession(request: APIRequestContext): Promise<{ token: string; userid: string }> {
  const login = await sendSigned(
    request,
    signed('apiSystem/login', { account: 'admin', password: 'Learn#2026' }, { eid: 1, method: 'POST' }),
  );
  // The sign-in answer travels sealed (docs/protocol.md).
  const data: unknown =
    typeof login.body.data === 'string' ? decryptJson(login.body.data, DEFAULT_APP_KEY) : login.body.data;
  return z.object({ token: z.string(), userid: z.coerce.string() }).parse(data);
}

/** Ids from the seeded demo data, read through the package calls as a member would. */
async function coachingCourseId(request: APIRequestContext): Promise<number> {
  const session = { eid: 1, ...(await adminSession(request)) };
  const list = packageListResultSchema.parse(
    (await sendSigned(request, signed('apiCourse/coursePack', {}, session))).body.data,
  );
  const pack = list.list.find((p) => p.title === 'Leadership points pack')!;
  const { detail } = packageDetailResultSchema.parse(
    (await sendSigned(request, signed('apiCourse/coursePack', { id: pack.id }, session))).body.data,
  );
  return detail.courses.find((c) => c.title === COACHING)!.id;
}

/** A course's id by its title, through the course list. */
async function courseIdByTitle(request: APIRequestContext, title: string): Promise<number> {
  const session = await adminSession(request);
  const found = await sendSigned(
    request,
    signed(
      'apiCourse/byCategoryCache',
      { 'search[keyword]': title },
      { eid: 1, token: session.token, userid: session.userid },
    ),
  );
  // Only the fields needed here: the course list's full shape is the course library's to test.
  const list = z.object({ list: z.array(z.object({ id: z.number(), title: z.string() })) }).parse(found.body.data);
  return list.list.find((c) => c.title === title)!.id;
}

async function signIn(page: Page, account: string): Promise<void> {
  await openSignedIn(page, '/my/order?eid=1', account);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
}

async function balanceShown(page: Page): Promise<number> {
  const text = (await page.getByTestId('points-balance').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

test('a learner buys the points course from its detail page; a double click pays once', async ({ page, request }) => {
  const courseId = await coachingCourseId(request);
  await signIn(page, 'learner');
  await expect(page.getByText('You have no orders yet.')).toBeVisible();

  await page.goto(`/course/${courseId}`);
  const buy = page.getByRole('button', { name: 'Buy with 50 points' });
  await expect(buy).toBeVisible();
  const before = await balanceShown(page);
  expect(before).toBeGreaterThanOrEqual(50);
  await buy.click();

  const dialog = page.getByRole('dialog', { name: 'Confirm your purchase' });
  await expect(dialog.getByText(COACHING)).toBeVisible();
  await expect(dialog.getByText(`${(before - 50).toLocaleString('en-US')} points`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay 50 points' }).dblclick();
  await expect(page.getByText(/Purchase complete\. You can study until \d{4}-\d{2}-\d{2}\./)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The course is available now: the page no longer asks to buy it.
  await expect(buy).toBeHidden();

  // The balance, read through the confirmation page: charged exactly once.
  await page.goto(`/coursePay?courseId=${courseId}`);
  await expect(page.getByText(/You own this until \d{4}-\d{2}-\d{2}\./)).toBeVisible();
  expect(await balanceShown(page)).toBe(before - 50);

  await page.goto('/my/order');
  const rows = page.getByRole('row').filter({ hasText: COACHING });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('50 points');
  await expect(rows.first()).toContainText('Paid');
});

test('an ended purchase offers to buy again; an admin-only course explains who must buy it', async ({
  page,
  request,
}) => {
  const courseId = await coachingCourseId(request);
  await signIn(page, 'sales');
  await expect(page.getByRole('row').filter({ hasText: COACHING })).toContainText('Ended — buy again');
  await expect(page.getByRole('row').filter({ hasText: 'Leadership points pack' })).toContainText('¥149.00');

  await page.goto(`/coursePay?courseId=${courseId}`);
  await expect(page.getByText(COACHING)).toBeVisible();
  await expect(page.getByText(/Your purchase expired on \d{4}-\d{2}-\d{2} — buy again/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy with 50 points' })).toBeEnabled();

  // A course individuals may not buy: no buy button, and who must buy it instead (the course
  // page's own notice is the course library's; this is the payment page's).
  await page.goto(`/coursePay?courseId=${await courseIdByTitle(request, 'Strategy for directors')}`);
  await expect(page.getByText('Strategy for directors')).toBeVisible();
  await expect(page.getByText('An administrator must buy this course')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Buy with/ })).toHaveCount(0);
});

test('the package list and a package detail render with courses, totals and the buy panel', async ({ page }) => {
  await signIn(page, 'learner');
  await page.goto('/coursepackage');
  const list = page.getByRole('list', { name: 'Course packages' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('New starter essentials')).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Leadership points pack' })).toContainText('¥149.00');

  await list.getByText('Leadership points pack').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leadership points pack' })).toBeVisible();
  const courses = page.getByRole('list', { name: 'Courses in this package' });
  await expect(courses.getByRole('listitem')).toHaveCount(2);
  await expect(courses.getByRole('link', { name: new RegExp(COACHING.replace(/[()]/g, '\\$&')) })).toHaveAttribute(
    'href',
    /\/course\/\d+$/,
  );
  await expect(page.getByText('1 h 10 min')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy with 80 points' })).toBeVisible();
});
