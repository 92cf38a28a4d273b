import type { APIRequestContext } from '@playwright/test';
import {
  MESSAGE_LIMITS,
  type BroadcastKind,
  type BroadcastPage,
  type CourseNote,
  type MessageItem,
  type MessagePage,
  type MicroCourse,
} from '../../protocol';
import { apiCall, type ApiSession } from './xss-harness';
import { inBatches, type StoredMicroCourse } from './xss-authored-micro';
import type { XssPayload } from './xss-payloads';
import { corpusText, packTightly } from './xss-texts';

/**
 * The rest of what people write around micro-courses and in the message centre: the reasons an
 * administrator gives for refusing notes (on the chapters of the learner's published micro-course),
 * the administrator's broadcasts, and course assignments whose messages carry a micro-course title.
 */
const fit = (payloads: XssPayload[], max: number) => payloads.filter((p) => p.text.length <= max);
/** reviewNoteSchema: a refusal's reason is at most 200 characters. */
const NOTE_REASON_MAX = 200;

export function noteReasons(corpus: XssPayload[]): string[] {
  return packTightly(corpus, NOTE_REASON_MAX);
}

/** The learner makes a public note on a chapter per reason; the administrator refuses each with it. */
export async function refuseNotes(
  request: APIRequestContext,
  learner: ApiSession,
  admin: ApiSession,
  courseId: number,
  reasons: string[],
): Promise<void> {
  const detail = (await apiCall(request, learner, 'apiCourse/detail', { id: String(courseId) }, 'GET')) as {
    chapters?: Array<{ id: number }>;
    detail?: { chapters: Array<{ id: number }> };
  };
  const chapters = (detail.chapters ?? detail.detail?.chapters ?? []).map((c) => c.id);
  if (chapters.length < reasons.length)
    throw new Error(`${reasons.length} reasons need as many chapters, the course has ${chapters.length}`);
  await inBatches(reasons, 8, async (reason, i) => {
    const note = (await apiCall(request, learner, '/v1/courseNote/note/add-note', {
      courseId: String(courseId),
      chapterId: String(chapters[i]),
      content: `Note ${i + 1}.`,
      visibility: 'public',
      images: '[]',
    })) as CourseNote;
    await apiCall(request, admin, '/v1/courseNote/note/review', { noteId: String(note.id), approved: '0', reason });
  });
}

export interface StoredBroadcast {
  id: number;
  kind: BroadcastKind;
  title: string;
  summary: string;
  body: string;
}

/**
 * One broadcast per title, the first ones with a summary each: admin messages up to a whole number
 * of list pages around half of them, the rest information items; the first of each kind has the
 * whole corpus as its body.
 */
export async function sendBroadcasts(
  request: APIRequestContext,
  admin: ApiSession,
  corpus: XssPayload[],
): Promise<StoredBroadcast[]> {
  const titles = packTightly(fit(corpus, MESSAGE_LIMITS.title), MESSAGE_LIMITS.title);
  const summaries = packTightly(corpus, MESSAGE_LIMITS.summary);
  const body = corpusText(corpus);
  if (body.length > MESSAGE_LIMITS.body) throw new Error('the corpus no longer fits one body');
  const admins = Math.ceil(titles.length / 2 / MESSAGE_LIMITS.pageSize) * MESSAGE_LIMITS.pageSize;
  const sent: StoredBroadcast[] = titles.map((title, i) => ({
    id: 0,
    kind: i < admins ? 'admin' : 'information',
    title,
    summary: summaries[i] ?? '',
    body: i === 0 || i === admins ? body : `Plain body ${i + 1}.`,
  }));
  await inBatches(sent, 8, async (item) => {
    item.id = (
      (await apiCall(request, admin, '/v1/admin/message/send', {
        kind: item.kind,
        title: item.title,
        summary: item.summary,
        body: item.body,
      })) as { id: number }
    ).id;
  });
  return sent;
}

/** A few published micro-courses assigned to their author: the assignment's message is titled with the course. */
export async function assignCourses(
  request: APIRequestContext,
  admin: ApiSession,
  learner: ApiSession,
  courses: StoredMicroCourse[],
): Promise<void> {
  for (const course of courses)
    await apiCall(request, admin, '/v1/admin/course/assign', {
      userId: learner.userid,
      courseId: String(course.courseId),
    });
}

/**
 * What the learner's pages will list, read through the same calls the portal makes: the message
 * state first (reading it may add last week's summary, as the header's reading would), then
 * everything marked read, so a title is the whole text of its line.
 */
export async function learnerLists(request: APIRequestContext, learner: ApiSession) {
  await apiCall(request, learner, '/v1/message/state', {}, 'GET');
  for (const category of ['own', 'admin', 'information'])
    await apiCall(request, learner, '/v1/message/read-all', { category });
  const mine = (
    (await apiCall(request, learner, 'apiCourse/microCourse', { action: 'list' }, 'GET')) as { list: MicroCourse[] }
  ).list;
  const library = (
    (await apiCall(
      request,
      learner,
      'apiCourse/byCategoryCache',
      { sort: 'newest', page: '1', pageSize: '12' },
      'GET',
    )) as { list: Array<{ title: string }> }
  ).list.map((c) => c.title);
  const messages = async (pageSize: number) =>
    (
      (await apiCall(
        request,
        learner,
        '/v1/message/list',
        { category: 'own', page: '1', pageSize: String(pageSize) },
        'GET',
      )) as MessagePage
    ).list;
  const own = await messages(MESSAGE_LIMITS.pageSize);
  // Newer messages push the refusals off the first page; the message page opens by id.
  const refusal = (await messages(MESSAGE_LIMITS.maxPageSize)).find(
    (m) => m.kind === 'micro_course_reviewed' && m.params.approved === false,
  );
  const latest = ((await apiCall(request, learner, '/v1/message/latest', {}, 'GET')) as { list: MessageItem[] }).list;
  const notices: Record<BroadcastKind, BroadcastPage[]> = { admin: [], information: [] };
  for (const kind of ['admin', 'information'] as const) {
    for (let page = 1; page === 1 || (page - 1) * MESSAGE_LIMITS.pageSize < notices[kind][0]!.total; page++) {
      notices[kind].push(
        (await apiCall(
          request,
          learner,
          '/v1/message/notice/list',
          { kind, page: String(page), pageSize: String(MESSAGE_LIMITS.pageSize) },
          'GET',
        )) as BroadcastPage,
      );
    }
  }
  return { mine, library, own, refusal, latest, notices };
}
