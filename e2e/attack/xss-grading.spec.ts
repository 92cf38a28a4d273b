import { expect, test } from '@playwright/test';
import { ANSWER_LIMITS, EXAM_GRADING_LIMITS } from '../../protocol';
import { gradeEssays, handInEssays } from './xss-exam-flow';
import { apiSignIn } from './xss-harness';
import { expectShownAsText, openInApp, trappedSignIn } from './xss-in-app';
import { xssCorpus } from './xss-payloads';
import { corpusText, packPayloads } from './xss-texts';

// The probes test the first wall alone — escaping and SafeHtml — so the page's Content-Security-Policy,
// the second wall (decision 0035), must not hide a hole in it: the trap's control payload is inline script.
test.use({ bypassCSP: true });

/**
 * Essay answers and the grader's comments: what a learner writes the administrator reads while
 * grading, and what the administrator writes the learner reads on the result detail. The Hub's own
 * essay exam (enterprise 2, graded by its `hubadmin`; nothing of the eid 1 grading papers is
 * touched) carries every payload of the corpus in an essay answer of each paper and, packed into
 * comments of at most 500 characters, in the comments of five graded papers; both sides render
 * them as text and nothing runs.
 */
const EXAM = 'Open Hub essay exam';
const EID = 2;

test('XSS payloads in essay answers and grading comments render as text for grader and learner and never run', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const corpus = xssCorpus();
  const essay = corpusText(corpus);
  expect(essay.length).toBeLessThanOrEqual(ANSWER_LIMITS.valueLength);
  const comments = packPayloads(corpus, EXAM_GRADING_LIMITS.commentMax);
  // Every payload is in a comment, in order.
  expect(comments.join(' ')).toBe(essay);

  // Stored through the real calls: a paper per two comments (the exam has two essays), each graded
  // before the next starts (a paper waiting for grading blocks a new attempt), then one left waiting.
  const learner = await apiSignIn(request, 'learner', EID);
  let grader = await apiSignIn(request, 'hubadmin', EID);
  const graded: Array<{ attemptId: number; comments: string[] }> = [];
  for (let i = 0; i < comments.length; i += 2) {
    const pair = comments.slice(i, i + 2);
    const attemptId = await handInEssays(request, learner, EXAM, [
      essay,
      `Plain answer of paper ${graded.length + 1}.`,
    ]);
    await gradeEssays(request, grader, attemptId, pair);
    graded.push({ attemptId, comments: pair });
  }
  const waiting = await handInEssays(request, learner, EXAM, [essay, 'Plain answer of the waiting paper.']);

  // The grader: the waiting paper as it is graded (answers beside the comment boxes), then every
  // graded paper with its answers and comments.
  const admin = await trappedSignIn(browser, 'hubadmin', `/admin/exam-grading/${waiting}?eid=${EID}`);
  await expectShownAsText(admin.page, [essay]);
  await expect(admin.page.getByLabel('Comment on question 1')).toBeVisible();
  for (const paper of graded) {
    await openInApp(admin.page, `/admin/exam-grading/${paper.attemptId}?eid=${EID}`);
    await expectShownAsText(admin.page, [essay, ...paper.comments]);
  }
  const fired = await admin.ran();
  await admin.page.context().close();

  // Graded too, so the learner reads every paper and the Hub's queue is left empty.
  grader = await apiSignIn(request, 'hubadmin', EID);
  await gradeEssays(request, grader, waiting, []);

  // The learner: every paper's result detail, answers and the grader's comments.
  const reader = await trappedSignIn(browser, 'learner', `/task/exam/resultDetail/${waiting}?eid=${EID}`);
  await expectShownAsText(reader.page, [essay]);
  for (const paper of graded) {
    await openInApp(reader.page, `/task/exam/resultDetail/${paper.attemptId}?eid=${EID}`);
    await expectShownAsText(reader.page, [essay, ...paper.comments]);
  }
  fired.push(...(await reader.ran()));
  await reader.page.context().close();

  console.info(
    `[attack] xss grading: ${corpus.length} payloads in the essay answer of ${graded.length + 1} papers and in ${comments.length} grading comments, ` +
      `rendered on ${graded.length + 1} grading pages and ${graded.length + 1} result details, ${fired.length} executed`,
  );
  expect(fired).toEqual([]);
});
