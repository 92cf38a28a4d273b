import { createHash } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import {
  digestParamOf,
  MICRO_COURSE_LIMITS,
  type MicroCourse,
  type MicroCourseSetting,
  type MicroUploadInfo,
  type Params,
  type ResponseEnvelope,
} from '../../protocol';
import { signed } from '../support/signed-api';
import { apiCall, type ApiSession } from './xss-harness';
import type { XssPayload } from './xss-payloads';
import { packTightly } from './xss-texts';

/**
 * Micro-courses written by the Hub's learner through the real upload and submit calls, and
 * reviewed by `hubadmin` through the real review calls. Every text is a pack of payloads as long
 * as its field allows: titles (60), introductions (500), chapter names (the Hub's own limit, 30),
 * chapter file names (200) and the reviewer's reasons (200).
 */
export type ReviewOutcome = 'approved' | 'rejected' | 'under_review';

export interface StoredMicroCourse {
  id: number;
  title: string;
  summary: string;
  chapterNames: string[];
  outcome: ReviewOutcome;
  reason: string;
  /** The published course, once approved. */
  courseId: number | null;
}

/** `apiCourse/upload` accepts this many characters of a file name (protocol/schemas/micro-courses.ts). */
const FILE_NAME_MAX = 200;
/** A PDF the transcoding probe accepts (a trailer at the end): a document chapter, nothing to play. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const fit = (payloads: XssPayload[], max: number) => payloads.filter((p) => p.text.length <= max);

/** One chunk of an upload: a multipart call whose file is bound to the signature by its digest. */
async function sendChunk(
  request: APIRequestContext,
  session: ApiSession,
  params: Params,
  data: Buffer,
): Promise<MicroUploadInfo> {
  const digest = createHash('sha256').update(data).digest('hex');
  const call = signed(
    'apiCourse/upload',
    { ...params, [digestParamOf('file')]: digest },
    { ...session, method: 'POST', now: Date.now() },
  );
  const headers = Object.fromEntries(Object.entries(call.headers).filter(([name]) => name !== 'content-type'));
  const response = await request.fetch(call.url, {
    method: 'POST',
    headers,
    multipart: { ...call.fields, file: { name: 'handout.pdf', mimeType: 'application/pdf', buffer: data } },
  });
  const body = (await response.json()) as ResponseEnvelope;
  expect(`${body.status} ${body.code} ${body.msg}`).toMatch(/^Y /);
  return body.data as MicroUploadInfo;
}

/** Runs `task` over `items`, `size` at a time (the server answers a few calls at once faster than one by one). */
export async function inBatches<T>(
  items: T[],
  size: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map((item, i) => task(item, start + i)));
}

export interface MicroTexts {
  titles: string[];
  summaries: string[];
  chapterNames: string[];
  fileNames: string[];
  reasons: string[];
}

export function microTexts(corpus: XssPayload[], setting: MicroCourseSetting): MicroTexts {
  const { titleMax, summaryMax, rejectReasonMax } = MICRO_COURSE_LIMITS;
  return {
    titles: packTightly(fit(corpus, titleMax), titleMax),
    summaries: packTightly(corpus, summaryMax),
    chapterNames: packTightly(fit(corpus, setting.chapterNameMax), setting.chapterNameMax),
    fileNames: packTightly(corpus, FILE_NAME_MAX),
    reasons: packTightly(corpus, rejectReasonMax),
  };
}

export async function microSetting(request: APIRequestContext, learner: ApiSession): Promise<MicroCourseSetting> {
  return (await apiCall(request, learner, 'apiCourse/microCourse', { action: 'setting' }, 'GET')) as MicroCourseSetting;
}

/**
 * The learner submits one micro-course per title, all "only me" so nobody else's course list grows:
 * the first with every chapter name, the first ten with an introduction each, the second with a
 * chapter per file name (uploaded whole, so it can be submitted; it is refused later, so its form
 * can be opened again). The reviewer waits for transcoding.
 */
export async function submitMicroCourses(
  request: APIRequestContext,
  learner: ApiSession,
  admin: ApiSession,
  texts: MicroTexts,
): Promise<{ courses: StoredMicroCourse[]; fileLabel: (name: string) => string }> {
  const categories = (await apiCall(request, learner, 'apiCourse/microCourse', { action: 'category' }, 'GET')) as {
    list: Array<{ id: number }>;
  };
  const categoryId = String(categories.list[0]!.id);
  const upload = async (fileName: string) => {
    const started = (await apiCall(request, learner, 'apiCourse/upload', {
      action: 'init',
      kind: 'document',
      fileName,
      totalBytes: String(PDF.length),
    })) as MicroUploadInfo;
    await sendChunk(request, learner, { action: 'chunk', uploadId: String(started.uploadId), index: '0' }, PDF);
    await apiCall(request, learner, 'apiCourse/upload', { action: 'complete', uploadId: String(started.uploadId) });
    return started.uploadId;
  };
  const handout = await upload('handout.pdf');
  const files: number[] = [];
  await inBatches(texts.fileNames, 8, async (name, i) => {
    files[i] = await upload(name);
  });

  const courses: StoredMicroCourse[] = texts.titles.map((title, i) => ({
    id: 0,
    title,
    summary: texts.summaries[i] ?? '',
    chapterNames: i === 0 ? texts.chapterNames : i === 1 ? files.map((_, j) => `File ${j + 1}`) : ['Handout'],
    outcome: i % 3 === 0 ? 'approved' : i % 3 === 1 ? 'rejected' : 'under_review',
    reason: '',
    courseId: null,
  }));
  await inBatches(courses, 8, async (course, i) => {
    const chapters = JSON.stringify(
      course.chapterNames.map((title, j) => ({ title, kind: 'document', uploadId: i === 1 ? files[j] : handout })),
    );
    const saved = (await apiCall(request, learner, 'microCourse/index', {
      action: 'submit',
      title: course.title,
      summary: course.summary,
      visibleRange: 'self',
      categoryId,
      chapters,
    })) as MicroCourse;
    course.id = saved.id;
  });

  const ids = new Set(courses.map((c) => c.id));
  const waiting = async () =>
    (
      (await apiCall(request, admin, 'apiCourse/microCourseReviewList', { state: 'under_review' }, 'GET')) as {
        list: MicroCourse[];
      }
    ).list.filter((c) => ids.has(c.id)).length;
  await expect.poll(waiting, { timeout: 20_000, intervals: [50] }).toBe(courses.length);
  // A chapter's file shows its name and the size its upload declared (formatFileSize: "47 B").
  return { courses, fileLabel: (name) => `${name} ${PDF.length} B` };
}

/** The reviewer's decision on one micro-course; a rejection carries the next reason of the pack. */
export async function review(
  request: APIRequestContext,
  admin: ApiSession,
  course: StoredMicroCourse,
  reason: string,
): Promise<void> {
  if (course.outcome === 'under_review') return;
  if (course.outcome === 'approved') {
    const done = (await apiCall(request, admin, 'apiCourse/microCourseReview', {
      decision: 'approve',
      id: String(course.id),
    })) as { courseId: number };
    course.courseId = done.courseId;
    return;
  }
  await apiCall(request, admin, 'apiCourse/microCourseReview', { decision: 'reject', id: String(course.id), reason });
  course.reason = reason;
}
