import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';
import { apiCall, apiSignIn, expectTrapWorks, settle } from './xss-harness';
import { xssCorpus } from './xss-payloads';
import { packTightly } from './xss-texts';
import { trapXss } from './xss-trap';

// The probes test the first wall alone — escaping — so the Content-Security-Policy must not hide a hole.
test.use({ bypassCSP: true });

/**
 * The approvals queue's free text (decision 0053): the rejection reason an administrator writes
 * (300 characters), shown in the queue's rejected view and in the author's message, and the item
 * excerpt the queue shows. The seeded `apr-probe` (server/db/seed/admin-approvals-demo.ts) sends a
 * public note whose text is the payloads, the administrator rejects it with the payloads as the
 * reason, and both pages are looked at; the note is sent again for each batch. Nothing runs.
 */
const REASON_LIMIT = 300;
const COURSE = 'Fire drill refresher';

test('XSS payloads in rejection reasons and queued excerpts render as text and never run', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  const corpus = xssCorpus();
  const author = await apiSignIn(request, 'apr-probe');
  const admin = await apiSignIn(request, 'admin');
  const found = (await apiCall(request, author, 'apiCourse/byCategoryCache', { 'search[keyword]': COURSE }, 'GET')) as {
    list: Array<{ id: number; title: string }>;
  };
  const courseId = found.list.find((c) => c.title === COURSE)!.id;
  const detail = (await apiCall(request, author, 'apiCourse/detail', { id: String(courseId) }, 'GET')) as {
    chapters?: Array<{ id: number }>;
    detail?: { chapters: Array<{ id: number }> };
  };
  const chapterId = (detail.chapters ?? detail.detail?.chapters ?? [])[0]!.id;

  const trap = await trapXss(page);
  await openSignedIn(page, '/admin/approvals?eid=1', 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  await expectTrapWorks(page, trap.ran);
  const learnerContext = await browser.newContext({ bypassCSP: true });
  const learner = await learnerContext.newPage();
  const learnerTrap = await trapXss(learner);
  await openSignedIn(learner, '/main/message/ownMessage?eid=1', 'apr-probe');
  const fired: string[] = [];

  for (const [index, reason] of packTightly(corpus, REASON_LIMIT).entries()) {
    const note = (await apiCall(request, author, '/v1/courseNote/note/add-note', {
      courseId: String(courseId),
      chapterId: String(chapterId),
      content: reason,
      visibility: 'public',
      images: '[]',
    })) as { id: number };
    const queued = (await apiCall(
      request,
      admin,
      '/v1/admin/approvals/list',
      { kind: 'note', status: 'pending', pageSize: '50' },
      'GET',
    )) as { list: Array<{ id: number; excerpt: string }> };
    const item = queued.list.find((entry) => entry.id === note.id)!;
    expect(item).toBeDefined();
    // The pending view shows the note's text as its excerpt (the page reads excerpts alike: looked at once more below).
    if (index === 0) await page.goto('/admin/approvals?eid=1');
    if (index === 0) {
      await page.getByLabel('Kind').selectOption('note');
      await expect(page.getByTestId('approval-row').first()).toBeVisible();
      await settle(page);
      fired.push(...(await trap.ran()));
    }
    await apiCall(request, admin, '/v1/admin/approvals/decide', {
      items: JSON.stringify([{ kind: 'note', id: note.id }]),
      decision: 'reject',
      reason,
    });
    await page.goto('/admin/approvals?eid=1');
    await page.getByRole('button', { name: 'Rejected', exact: true }).click();
    await expect(page.getByTestId('approval-row').first()).toContainText(reason.trim().slice(0, 30));
    await settle(page);
    fired.push(...(await trap.ran()));
    await learner.goto('/main/message/ownMessage?eid=1');
    await expect(learner.getByText(/^Not approved: |Your note was not approved/).first()).toBeVisible();
    await settle(learner);
    fired.push(...(await learnerTrap.ran()));
  }
  await learnerContext.close();
  console.info(`[attack] xss admin approvals: ${corpus.length} payloads, ${fired.length} executed`);
  expect(fired).toEqual([]);
});

/**
 * A learner's note with a request to share a course (decision 0064, 200 characters), shown as the
 * shared-course item's excerpt in the queue. `apr-probe` owns "xss probe shared course" (an "only
 * me" course, server/db/seed/course-share-demo.ts): each batch asks to share it with the payloads
 * as the note, the pending view is looked at, and the request is rejected so the next can be asked.
 */
const NOTE_LIMIT = 200;
const SHARED = 'xss probe shared course';

test('XSS payloads in a share request note render as text in the queue and never run', async ({ page, request }) => {
  test.setTimeout(480_000);
  const corpus = xssCorpus();
  const author = await apiSignIn(request, 'apr-probe');
  const admin = await apiSignIn(request, 'admin');
  const mine = (await apiCall(request, author, 'apiCourse/microCourse', { action: 'list' }, 'GET')) as {
    list: Array<{ title: string; courseId: number | null }>;
  };
  const courseId = mine.list.find((c) => c.title === SHARED)!.courseId!;

  const trap = await trapXss(page);
  await openSignedIn(page, '/admin/approvals?eid=1', 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  await expectTrapWorks(page, trap.ran);
  const fired: string[] = [];
  for (const note of packTightly(corpus, NOTE_LIMIT)) {
    const asked = (await apiCall(request, author, '/v1/course-share/request', {
      courseId: String(courseId),
      note,
    })) as { id: number };
    await page.goto('/admin/approvals?eid=1');
    await page.getByLabel('Kind').selectOption('sharedCourse');
    await expect(page.getByTestId('approval-row').filter({ hasText: SHARED })).toHaveCount(1);
    await settle(page);
    fired.push(...(await trap.ran()));
    await apiCall(request, admin, '/v1/admin/approvals/decide', {
      items: JSON.stringify([{ kind: 'sharedCourse', id: asked.id }]),
      decision: 'reject',
      reason: 'probe batch done',
    });
  }
  console.info(`[attack] xss share notes: ${corpus.length} payloads, ${fired.length} executed`);
  expect(fired).toEqual([]);
});
