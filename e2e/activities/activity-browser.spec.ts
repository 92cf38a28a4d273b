import { expect, test } from '@playwright/test';
import { DEFAULT_APP_KEY, decryptJson, ErrorCode, type UserInfo } from '../../protocol';
import { expectNoHorizontalScroll, PHONE } from '../mobile/support';
import { signInByApi } from '../support/sign-in';
import { sendSigned, signed } from '../support/signed-api';
import { ACTIVITY, openOrganiserScreen, readFreshScreenCode, readScreenCode } from './activity-support';

/**
 * Issue 23 items 1 and 2 in a browser: the code's link opened on a phone (a learner not yet
 * registered is told so), a forwarded code refused once the screen has moved on, and the credits
 * of a completed activity granted once however often "Sign out" is clicked.
 */
test('in a browser the code’s link signs a registered learner in; a code the screen has replaced is refused', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const screen = await openOrganiserScreen(browser, ACTIVITY.browserDrill);
  const learner = await signInByApi(page, 'learner');
  const first = await readFreshScreenCode(screen);
  expect(first).toContain(`/task/active-detail/${ACTIVITY.browserDrill}?`);

  // Not registered yet: told so, and signed in nowhere.
  await page.goto(first);
  await expect(page.getByRole('alert').filter({ hasText: 'You have not registered for this activity' })).toBeVisible();
  // The spent code left the address bar.
  await expect(page).not.toHaveURL(/signin=/);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('You are registered')).toBeVisible();

  // A code just put on the screen (the e2e server rotates every ACTIVITY_QR_ROTATE_SECONDS = 6 s, so
  // the first may have moved on while registering).
  const code = await readFreshScreenCode(screen);
  await page.goto(code);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Signed in to “Fire Safety Drill (browser sign-in)”' }),
  ).toBeVisible();
  await expect(page.getByText('Signed in', { exact: true }).first()).toBeVisible();

  // A screenshot of that code, sent on once the screen shows another: the server refuses it.
  await expect.poll(() => readScreenCode(screen), { timeout: 30_000 }).not.toBe(code);
  const scanOld = async () =>
    (
      await sendSigned(
        request,
        signed('/v1/activities/scan-sign-in', { code }, { ...session(learner), method: 'POST' }),
      )
    ).body.code;
  await expect.poll(scanOld, { timeout: 15_000, intervals: [1000] }).toBe(ErrorCode.ACTIVITY_CODE_EXPIRED);
  await page.goto(code);
  await expect(page.getByRole('alert').filter({ hasText: 'This QR code has expired' })).toBeVisible();
  await screen.context().close();
});

test('credits are granted once however often “Sign out” is clicked', async ({ page, request }) => {
  const learner = await signInByApi(page, 'learner');
  const credit = async () => {
    const body = (await sendSigned(request, signed('apiSystem/getUserInfo', {}, session(learner)))).body;
    // The user's information travels sealed (docs/protocol.md).
    const data = typeof body.data === 'string' ? decryptJson(body.data, DEFAULT_APP_KEY) : body.data;
    return Number((data as { credit: number | string }).credit);
  };
  const before = await credit();
  await page.goto(`/task/active-detail/${ACTIVITY.townHall}?eid=1`);
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await signOut.dblclick();
  // And the same call twice more at once, as a retrying network would send it.
  await Promise.all(
    [1, 2].map(() =>
      sendSigned(
        request,
        signed('/v1/activities/sign-out', { id: ACTIVITY.townHall }, { ...session(learner), method: 'POST' }),
      ),
    ),
  );
  await expect(page.getByText('You earned 4 credits')).toBeVisible();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  expect(await credit()).toBe(before + 4);
});

test.describe('on a phone', () => {
  test.use(PHONE);
  test('the activity pages fit a 390 px screen', async ({ page }) => {
    await signInByApi(page, 'learner');
    for (const path of [
      `/task/active-detail/${ACTIVITY.signedIn}?eid=1`,
      '/my/my-active?eid=1',
      '/index/activity?eid=1',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
  });
});

function session(user: UserInfo) {
  return { eid: 1, token: user.token, userid: String(user.userid) };
}
