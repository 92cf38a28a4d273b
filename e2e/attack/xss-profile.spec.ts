import { expect, test } from '@playwright/test';
import { PROFILE_LIMITS } from '../../protocol';
import { openSignedIn } from '../support/sign-in';
import { apiCall, apiSignIn, batchesThatFit, expectTrapWorks, settle } from './xss-harness';
import { xssCorpus } from './xss-payloads';
import { trapXss } from './xss-trap';

// The probes test the first wall alone — escaping and SafeHtml — so the page's Content-Security-Policy,
// the second wall (decision 0035), must not hide a hole in it: the trap's control payload is inline script.
test.use({ bypassCSP: true });

/**
 * The profile's free-text fields (name, nickname, post) carry every payload that fits all three; the
 * personal-details page and the header render them; nothing runs and the text comes back as typed.
 */
test('XSS payloads in the profile fields render as text and never run', async ({ page, request }) => {
  test.setTimeout(180_000);
  const corpus = xssCorpus();
  expect(corpus.length).toBeGreaterThanOrEqual(100);
  const trap = await trapXss(page);
  const session = await apiSignIn(request, 'engineer');
  await openSignedIn(page, '/editor/personalData?eid=1', 'engineer');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();

  await expectTrapWorks(page, trap.ran);
  await page.reload();

  // A save sends every field: keep the account's own e-mail and department (Aurora requires both,
  // and a profile left incomplete would send the learner's next study start to the completion page).
  const own = (await apiCall(request, session, '/v1/user/profile', {}, 'GET')) as {
    email: string;
    departmentId: number | null;
  };
  const fired: string[] = [];
  let tried = 0;
  const short = Math.min(PROFILE_LIMITS.username, PROFILE_LIMITS.nickname);
  const saveAndRender = async (username: string, nickname: string, post: string) => {
    await apiCall(request, session, '/v1/user/profile/save', {
      username,
      nickname,
      post,
      email: own.email,
      departmentId: own.departmentId === null ? '' : String(own.departmentId),
    });
    await page.reload();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(username);
    await expect(page.getByLabel('Nickname')).toHaveValue(nickname);
    await expect(page.getByLabel('Post')).toHaveValue(post);
    await settle(page);
    fired.push(...(await trap.ran()));
  };
  // Three payloads a save, every one that fits the shortest field (the whole corpus goes through the
  // longer fields of comments and notes in xss-course-social.spec.ts).
  for (const batch of batchesThatFit(corpus, short, 3)) {
    const [a, b = a, c = a] = batch;
    await saveAndRender(a!.text, b!.text, c!.text);
    tried += batch.length;
  }
  console.info(`[attack] xss profile: ${tried} payloads tried, ${fired.length} executed`);
  expect(tried).toBe(corpus.filter((p) => p.text.length <= short).length);
  expect(fired).toEqual([]);
});
