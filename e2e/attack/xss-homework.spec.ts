import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';
import { signed } from '../support/signed-api';
import { apiCall, apiSignIn, expectTrapWorks, settle, type ApiSession } from './xss-harness';
import { xssCorpus } from './xss-payloads';
import { packPayloads } from './xss-texts';
import { trapXss } from './xss-trap';

// The probes test the first wall alone — escaping and SafeHtml — so the Content-Security-Policy must not hide a hole.
test.use({ bypassCSP: true });

/**
 * Assignments' free-text fields (decision 0046): attachment file names (200 characters, shown to
 * the learner and the grader), the learner's notes (2000, shown to the grader) and the grader's
 * comment (500, shown to the learner). Zhou Min (hwlearner) hands in, the administrator returns it
 * with a comment, she hands in again; every payload of the corpus passes through each field.
 */
const TITLE = 'E2E: onboarding reflection';
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadNamed(request: APIRequestContext, session: ApiSession, homeworkId: number, fileName: string) {
  const init = (await apiCall(request, session, '/v1/homework/upload', {
    action: 'init',
    homeworkId: String(homeworkId),
    kind: 'file',
    fileName,
    totalBytes: String(PNG_1PX.length),
  })) as { uploadId: number };
  // The chunk is multipart, bound to the signature by its SHA-256 (docs/protocol.md "Uploads").
  const call = signed(
    '/v1/homework/upload',
    {
      action: 'chunk',
      uploadId: String(init.uploadId),
      index: '0',
      fileSha256: createHash('sha256').update(PNG_1PX).digest('hex'),
    },
    { ...session, method: 'POST', now: Date.now() },
  );
  const headers = Object.fromEntries(Object.entries(call.headers).filter(([name]) => name !== 'content-type'));
  const response = await request.fetch(call.url, {
    method: 'POST',
    headers,
    multipart: { ...call.fields, file: { name: 'blob', mimeType: 'image/png', buffer: PNG_1PX } },
  });
  expect(((await response.json()) as { status: string }).status).toBe('Y');
  await apiCall(request, session, '/v1/homework/upload', { action: 'complete', uploadId: String(init.uploadId) });
  await apiCall(request, session, '/v1/homework/attach', { id: String(homeworkId), uploadId: String(init.uploadId) });
  return init.uploadId;
}

test('XSS payloads in assignment file names, notes and grading comments render as text and never run', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const corpus = xssCorpus();
  const learner = await apiSignIn(request, 'hwlearner');
  const admin = await apiSignIn(request, 'admin');
  const mine = (await apiCall(request, learner, '/v1/homework/mine', { pageSize: '50' }, 'GET')) as {
    list: { id: number; title: string }[];
  };
  const id = mine.list.find((item) => item.title === TITLE)!.id;
  const fired: string[] = [];
  const trap = await trapXss(page);
  await openSignedIn(page, `/task/homework/${id}?eid=1`, 'hwlearner');
  await expectTrapWorks(page, trap.ran);
  const adminContext = await browser.newContext({ bypassCSP: true });
  const adminPage = await adminContext.newPage();
  const adminTrap = await trapXss(adminPage);
  await openSignedIn(adminPage, '/admin/homework-grading?eid=1', 'admin');

  const names = packPayloads(corpus, 200);
  const notes = packPayloads(corpus, 2000);
  const comments = packPayloads(corpus, 500);
  const nameRounds = Math.ceil(names.length / 9);
  const rounds = Math.max(nameRounds, notes.length, comments.length);
  let attached: number[] = [];
  for (let round = 0; round < rounds; round++) {
    // File names, nine at a time (an assignment holds ten); later rounds keep the last nine.
    if (round < nameRounds) {
      for (const uploadId of attached)
        await apiCall(request, learner, '/v1/homework/detach', { id: String(id), uploadId: String(uploadId) });
      attached = [];
      for (const name of names.slice(round * 9, round * 9 + 9))
        attached.push(await uploadNamed(request, learner, id, name));
    }

    // Notes go to the grader with the names: the grader looks while either is new.
    const note = notes[round % notes.length]!;
    await apiCall(request, learner, '/v1/homework/submit', { id: String(id), note });
    if (round < Math.max(nameRounds, notes.length)) {
      await adminPage.goto('/admin/homework-grading?eid=1');
      await expect(adminPage.getByTestId('grading-row').filter({ hasText: TITLE })).toBeVisible();
      await settle(adminPage);
      fired.push(...(await adminTrap.ran()));
    }
    const queue = (await apiCall(request, admin, '/v1/admin/homework-grading/list', { state: 'pending' }, 'GET')) as {
      list: { submissionId: number; homeworkTitle: string; learnerAccount: string }[];
    };
    const submission = queue.list.find((row) => row.homeworkTitle === TITLE && row.learnerAccount === 'hwlearner')!;
    const comment = comments[round % comments.length]!;
    await apiCall(request, admin, '/v1/admin/homework-grading/withdraw', {
      submissionId: String(submission.submissionId),
      comment,
    });
    // Returned, the assignment is the learner's to edit again: her page shows the grader's comment
    // and this round's file names, on one visit.
    await page.goto(`/task/homework/${id}?eid=1`);
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(page.getByText(comment.slice(0, 30)).first()).toBeVisible();
    if (round < nameRounds) await expect(page.getByText(names[round * 9]!.slice(0, 30)).first()).toBeAttached();
    await settle(page);
    fired.push(...(await trap.ran()));
  }
  await adminContext.close();
  console.info(
    `[attack] xss homework: ${corpus.length} payloads in ${names.length} file names, ${notes.length} notes and ${comments.length} comments, ${fired.length} executed`,
  );
  expect(fired).toEqual([]);
});
