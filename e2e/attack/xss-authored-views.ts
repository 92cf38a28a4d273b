import { expect, type Browser, type Page } from '@playwright/test';
import type { BroadcastKind, BroadcastPage, MessageItem, MicroCourse } from '../../protocol';
import type { MicroTexts, ReviewOutcome, StoredMicroCourse } from './xss-authored-micro';
import type { StoredBroadcast } from './xss-authored-store';
import { openInApp, trappedSignIn } from './xss-in-app';
import { expectEveryTextShown } from './xss-shown';

/**
 * Where the authored texts are read, each view opened once by moving inside the app: the review
 * page (administrator), and for the learner their micro-courses, the edit form, the published course,
 * the library, My notes, the message centre, the bell's latest messages and the message pages.
 * Sentences around a text are the portal's English ones.
 */
export const EID = 2;
/** The learner's table shows twenty micro-courses a page (my-micro-courses-page.tsx). */
export const ROWS_PER_PAGE = 20;
const STATE: Record<ReviewOutcome, string> = {
  under_review: 'Under review',
  approved: 'Published',
  rejected: 'Rejected',
};
const main = (page: Page) => page.getByRole('main');

/** The review card: title with its state, introduction, numbered chapters, reason when refused. */
function cardTexts(course: StoredMicroCourse): string[] {
  return [
    `${course.title} ${STATE[course.outcome]}`,
    ...(course.summary ? [course.summary] : []),
    ...course.chapterNames.map((name, i) => `${i + 1}. ${name} (Document)`),
    ...(course.reason ? [`Reason for rejection: ${course.reason}`] : []),
  ];
}

/** The administrator's review page, tab by tab; what fired there. */
export async function readAsReviewer(browser: Browser, courses: StoredMicroCourse[]): Promise<string[]> {
  const reviewer = await trappedSignIn(browser, 'hubadmin', `/admin/micro-courses?eid=${EID}`);
  for (const outcome of ['under_review', 'approved', 'rejected'] as const) {
    if (outcome !== 'under_review') await reviewer.page.getByRole('tab', { name: STATE[outcome] }).click();
    await expectEveryTextShown(main(reviewer.page), courses.filter((c) => c.outcome === outcome).flatMap(cardTexts));
  }
  const fired = await reviewer.ran();
  await reviewer.page.context().close();
  return fired;
}

export interface LearnerMicroViews {
  courses: StoredMicroCourse[];
  texts: MicroTexts;
  fileLabel: (name: string) => string;
  /** The learner's list as the list call gives it, and the library's first page of titles. */
  mine: MicroCourse[];
  library: string[];
}

/** The learner's micro-courses page by page, the form of the refused one with files, the published course and the library. */
export async function readMicroCourses(
  page: Page,
  { courses, texts, fileLabel, mine, library }: LearnerMicroViews,
): Promise<void> {
  const byId = new Map(courses.map((c) => [c.id, c]));
  for (let start = 0; start < mine.length; start += ROWS_PER_PAGE) {
    if (start > 0) await page.getByLabel('Go to next page').click();
    const rows = mine
      .slice(start, start + ROWS_PER_PAGE)
      .map((row) => byId.get(row.id) ?? { title: row.title, reason: '' });
    await expectEveryTextShown(
      main(page),
      rows.flatMap((c) => [c.title, ...(c.reason ? [`Reason for rejection: ${c.reason}`] : [])]),
    );
  }
  const refused = courses[1]!;
  await openInApp(page, `/upLoadCourse?id=${refused.id}&eid=${EID}`);
  await expectEveryTextShown(main(page), [
    `Rejected by the reviewer: ${refused.reason} Change it and submit it again.`,
    ...texts.fileNames.map(fileLabel),
  ]);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(refused.title);
  await expect(page.getByLabel('Introduction', { exact: true })).toHaveValue(refused.summary);

  const first = courses[0]!;
  await openInApp(page, `/course/${first.courseId}?eid=${EID}`);
  await expectEveryTextShown(main(page), [first.title, ...first.chapterNames]);
  await page.getByRole('tab', { name: 'Introduction' }).click();
  await expectEveryTextShown(main(page), [first.summary]);
  const titles = new Set(courses.map((c) => c.title));
  const listed = library.filter((title) => titles.has(title));
  expect(listed.length).toBeGreaterThan(0);
  await openInApp(page, `/course?eid=${EID}`);
  await expectEveryTextShown(main(page), listed);
}

/** My notes: the course and its chapters by name, every refusal with its reason. */
export async function readRefusedNotes(page: Page, course: StoredMicroCourse, reasons: string[]): Promise<void> {
  await openInApp(page, `/my/my-note?eid=${EID}`);
  await expectEveryTextShown(main(page), [
    course.title,
    ...course.chapterNames.slice(0, reasons.length),
    ...reasons.map((r) => `Review refused: ${r}`),
  ]);
}

export interface LearnerMessageViews {
  courses: StoredMicroCourse[];
  /** The first page of my messages and the bell's latest, as their calls give them. */
  own: MessageItem[];
  latest: MessageItem[];
  /** A refusal's message (newer ones push it off the first page). */
  refusal: MessageItem | undefined;
  broadcasts: StoredBroadcast[];
  notices: Record<BroadcastKind, BroadcastPage[]>;
}

/** A personal message's sentences that carry a micro-course title. */
function messageTexts(item: MessageItem, titleOf: (courseId: number) => string): string[] {
  const title = titleOf(Number(item.params.courseId));
  if (item.kind === 'course_assigned') return [`New course assigned: ${title}`, `“${title}” was assigned to you.`];
  if (item.kind === 'micro_course_reviewed' && item.params.approved === true)
    return [`Your micro-course “${title}” has been reviewed.`];
  return [];
}

/** My messages, the bell's latest, a refusal's page, then both broadcast lists page by page and a broadcast of each kind. */
export async function readMessages(
  page: Page,
  { courses, own, latest, refusal, broadcasts, notices }: LearnerMessageViews,
): Promise<void> {
  const titleOf = (courseId: number) => courses.find((c) => c.courseId === courseId)?.title ?? '';
  await openInApp(page, `/main/message/ownMessage?eid=${EID}`);
  await expectEveryTextShown(
    main(page),
    own.flatMap((item) => messageTexts(item, titleOf)),
  );
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Messages/ })
    .hover();
  const assignments = latest.filter((m) => m.kind === 'course_assigned');
  expect(assignments.length).toBeGreaterThan(0);
  await expectEveryTextShown(
    page.getByRole('dialog', { name: 'Latest messages' }),
    assignments.map((m) => `New course assigned: ${titleOf(Number(m.params.courseId))}`),
  );
  await page.mouse.move(0, 400);

  expect(own.some((m) => m.kind === 'micro_course_reviewed' && m.params.approved === true)).toBe(true);
  expect(courses.some((c) => c.reason === refusal?.params.reason)).toBe(true);
  await openInApp(page, `/main/message/ownMessage/${refusal!.id}?eid=${EID}`);
  await expectEveryTextShown(main(page), [String(refusal!.params.reason)]);

  const sent = new Map(broadcasts.map((b) => [b.id, b]));
  for (const kind of ['admin', 'information'] as const) {
    const list = kind === 'admin' ? '/main/message/adminMessage' : '/main/message/information';
    await openInApp(page, `${list}?eid=${EID}`);
    for (const [index, { list: items }] of notices[kind].entries()) {
      if (index > 0) await page.getByLabel('Go to next page').click();
      await expectEveryTextShown(
        main(page),
        items.map((item) => sent.get(item.id)!).flatMap((b) => [b.title, ...(b.summary ? [b.summary] : [])]),
      );
    }
    const full = broadcasts
      .filter((b) => b.kind === kind)
      .reduce((longest, b) => (b.body.length > longest.body.length ? b : longest));
    await openInApp(page, kind === 'admin' ? `${list}/${full.id}?eid=${EID}` : `${list}/page?id=${full.id}&eid=${EID}`);
    await expectEveryTextShown(main(page), [full.title, full.body]);
  }
}
