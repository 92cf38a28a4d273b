import { expect, test } from '@playwright/test';
import { inBatches, microSetting, microTexts, review, submitMicroCourses } from './xss-authored-micro';
import { assignCourses, learnerLists, noteReasons, refuseNotes, sendBroadcasts } from './xss-authored-store';
import {
  EID,
  ROWS_PER_PAGE,
  readAsReviewer,
  readMessages,
  readMicroCourses,
  readRefusedNotes,
} from './xss-authored-views';
import { apiSignIn } from './xss-harness';
import { trappedSignIn } from './xss-in-app';
import { xssCorpus } from './xss-payloads';

// The probes test the first wall alone — escaping and SafeHtml — so the page's Content-Security-Policy,
// the second wall (decision 0035), must not hide a hole in it: the trap's control payload is inline script.
test.use({ bypassCSP: true });

/**
 * What learners and administrators write for others to read outside courses and exams: a
 * micro-course's title, introduction, chapter names and file names, the reviewer's reasons for
 * refusing micro-courses and notes, and the administrator's broadcasts (title, summary, body).
 * Everything lives in the Hub (enterprise 2): its learner's micro-courses are "only me", so no
 * other course list changes, and no other spec counts the Hub's micro-courses, notes or messages.
 * The texts come back, as text, on the review page, in the learner's list and edit form, the
 * published course, the library, My notes, the message centre, the bell's latest messages and a
 * message page; nothing runs.
 */
// Hundreds of calls and pages of hundreds of texts: DOM snapshots in the trace would cost about a
// quarter of the probe's time. A failure still keeps the trace of its actions and calls.
test.use({ trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false } });

test('XSS payloads in micro-courses, review reasons and broadcasts render as text wherever they are read and never run', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const corpus = xssCorpus();
  const learner = await apiSignIn(request, 'learner', EID);
  const admin = await apiSignIn(request, 'hubadmin', EID);

  // Stored through the real calls (the broadcasts meanwhile). The first micro-course is published
  // before the rest are reviewed, so its chapters carry the notes the administrator refuses; the
  // approvals come last, so my messages open with them.
  const texts = microTexts(corpus, await microSetting(request, learner));
  const refusals = noteReasons(corpus);
  let reasons = 0;
  const [micro, broadcasts] = await Promise.all([
    (async () => {
      const stored = await submitMicroCourses(request, learner, admin, texts);
      const [first, ...rest] = stored.courses;
      await review(request, admin, first!, '');
      await refuseNotes(request, learner, admin, first!.courseId!, refusals);
      // One by one: two refusals of one owner in the same millisecond share a message key (a
      // refusal has no course id), and the second message would be dropped.
      for (const course of rest.filter((c) => c.outcome === 'rejected'))
        await review(request, admin, course, texts.reasons[reasons++ % texts.reasons.length]!);
      await inBatches(rest, 8, (course) =>
        course.outcome === 'approved' ? review(request, admin, course, '') : Promise.resolve(),
      );
      return stored;
    })(),
    sendBroadcasts(request, admin, corpus),
  ]);
  const { courses } = micro;
  expect(reasons).toBeGreaterThanOrEqual(texts.reasons.length);
  // Assigned last, so the bell's latest messages are titled with micro-courses.
  const assigned = courses.filter((c) => c.outcome === 'approved').slice(1, 6);
  await assignCourses(request, admin, learner, assigned);
  const lists = await learnerLists(request, learner);

  // The reviewer and the learner read at the same time (two people, two browsers).
  const [reviewerFired, [microFired, notesFired, messagesFired]] = await Promise.all([
    readAsReviewer(browser, courses),
    (async () => {
      const reader = await trappedSignIn(browser, 'learner', `/my/my-upLoadCourse?eid=${EID}`);
      await readMicroCourses(reader.page, { ...micro, texts, mine: lists.mine, library: lists.library });
      const afterMicro = await reader.ran();
      await readRefusedNotes(reader.page, courses[0]!, refusals);
      const afterNotes = await reader.ran();
      await readMessages(reader.page, {
        courses,
        own: lists.own,
        latest: lists.latest,
        refusal: lists.refusal,
        broadcasts,
        notices: lists.notices,
      });
      const afterMessages = await reader.ran();
      await reader.page.context().close();
      return [afterMicro, afterNotes.slice(afterMicro.length), afterMessages.slice(afterNotes.length)] as const;
    })(),
  ]);

  const pages = Math.ceil(lists.mine.length / ROWS_PER_PAGE);
  const stored = `${texts.titles.length} titles, ${texts.summaries.length} introductions, ${texts.chapterNames.length} chapter names, ${texts.fileNames.length} file names and ${reasons} refusals (${texts.reasons.length} reasons)`;
  console.info(
    `[attack] xss micro-courses: ${corpus.length} payloads in ${stored}, rendered on 3 review tabs, ${pages} list pages, the edit form, the course and the library, ${reviewerFired.length + microFired.length} executed`,
  );
  console.info(
    `[attack] xss note refusals: ${corpus.length} payloads in ${refusals.length} reasons, rendered in My notes, ${notesFired.length} executed`,
  );
  const noticePages = lists.notices.admin.length + lists.notices.information.length;
  console.info(
    `[attack] xss messages: ${corpus.length} payloads in ${broadcasts.length} broadcast titles, ${broadcasts.filter((b) => b.summary).length} summaries and 2 bodies, and micro-course titles and reasons in messages, ` +
      `rendered on ${noticePages} broadcast list pages, 2 broadcast pages, my messages, the bell and a message page, ${messagesFired.length} executed`,
  );
  expect([...reviewerFired, ...microFired, ...notesFired, ...messagesFired]).toEqual([]);
});
