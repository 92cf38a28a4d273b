import { expect, test } from '@playwright/test';
import { ASSIGNMENT_LIMITS, type AssignableItem, type AssignPickerMember } from '../../protocol';
import { openSignedIn } from '../support/sign-in';
import { apiCall, apiSignIn, expectTrapWorks, settle } from './xss-harness';
import { xssCorpus } from './xss-payloads';
import { packPayloads } from './xss-texts';
import { expectEveryTextShown } from './xss-shown';
import { trapXss } from './xss-trap';

// The probes test the first wall alone (escaping), so the page's Content-Security-Policy must not hide a hole.
test.use({ bypassCSP: true });

/**
 * The assignments area's free text (decision 0055): the post names an assignment is for. The server
 * takes any post name (the picker offers the members' posts, a forged call sends anything) and the
 * past assignments list shows each under the assignment. The whole corpus goes in through the real
 * create call as posts of assignments of the seed's "Installation quiz" to `crewlin` (this area's
 * own rows), and the list shows every one as text; nothing runs. The search boxes get payloads too.
 */
test('XSS payloads as post names of assignments render as text in the past assignments and never run', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const corpus = xssCorpus();
  const trap = await trapXss(page);
  const admin = await apiSignIn(request, 'admin');
  const items = (await apiCall(
    request,
    admin,
    '/v1/admin/assignments/items',
    { kind: 'exam', keyword: 'Installation quiz' },
    'GET',
  )) as { list: AssignableItem[] };
  const members = (await apiCall(request, admin, '/v1/admin/assignments/members', { keyword: 'crewlin' }, 'GET')) as {
    list: AssignPickerMember[];
  };
  const examId = String(items.list[0]!.id);
  const userIds = JSON.stringify([members.list[0]!.id]);
  const posts = packPayloads(corpus, ASSIGNMENT_LIMITS.maxPostLength);
  const dueAt = String(Date.now() + 30 * 24 * 3_600_000);
  for (let i = 0; i < posts.length; i += ASSIGNMENT_LIMITS.maxPosts) {
    const batch = posts.slice(i, i + ASSIGNMENT_LIMITS.maxPosts);
    await apiCall(request, admin, '/v1/admin/assignments/create', {
      kind: 'exam',
      refId: examId,
      dueAt,
      userIds,
      departmentIds: '[]',
      posts: JSON.stringify(batch),
    });
  }
  expect(Math.ceil(posts.length / ASSIGNMENT_LIMITS.maxPosts)).toBeLessThanOrEqual(5);

  await openSignedIn(page, '/admin/assignments?eid=1', 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Assignments' })).toBeVisible({ timeout: 30_000 });
  await expectTrapWorks(page, trap.ran);
  // A fresh page: the trap's record starts empty again (the control above is in it).
  await page.reload();
  await expectEveryTextShown(page.getByRole('region', { name: 'Past assignments' }), posts);
  // The search boxes echo nothing into markup, but a payload typed there must not run either.
  const form = page.getByRole('form', { name: 'Assign learning' });
  await form.getByRole('textbox', { name: 'Search by title' }).fill(corpus[0]!.text.slice(0, 50));
  await form.getByRole('textbox', { name: 'Search members' }).fill(corpus[1]!.text.slice(0, 50));
  await settle(page);
  const fired = await trap.ran();
  console.info(
    `[attack] xss admin assignments: ${corpus.length} payloads in ${posts.length} post names, ${fired.length} executed`,
  );
  expect(fired).toEqual([]);
});
