import path from 'node:path';
import { COURSE_SOCIAL_LIMITS, ErrorCode, type DownloadRecord } from '../../../protocol';
import type { DownloadRecordRow } from '../../db/schema-course-social';
import { parseJsonList } from '../../lib/json-list';
import { AppError } from '../../pipeline/app-error';
import { mediaStoreFor } from '../../lib/media-store';
import { signDownloadLink, storedMediaKey } from './download-link';
import { startZipJob } from './download-zip';
import { visibleCourse, type SocialScope } from './social-scope';

export type DownloadScope = SocialScope & { mediaDir: string; secret: string };

function safeName(title: string, extension: string): string {
  // Characters a file system refuses, and control characters (by code, so no control character sits in a pattern).
  const printable = [...title].map((c) => (c.charCodeAt(0) < 0x20 ? ' ' : c)).join('');
  const base =
    printable
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'download';
  return `${base}.${extension}`;
}

/** The document chapters a learner may download from a course that allows downloads. */
async function downloadableChapters(scope: DownloadScope, courseId: number, chapterIds: number[]) {
  const course = await visibleCourse(scope.db, scope, courseId);
  if (course.allow_download !== 1) throw new AppError(ErrorCode.DOWNLOAD_NOT_ALLOWED);
  const chapters = await scope.db
    .selectFrom('course_chapters')
    .select(['id', 'title', 'kind', 'media_key', 'sort'])
    .where('course_id', '=', course.id)
    .where('id', 'in', chapterIds)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  if (chapters.length !== new Set(chapterIds).size) throw new AppError(ErrorCode.NOT_FOUND);
  const files: Array<{ name: string; key: string }> = [];
  for (const chapter of chapters) {
    // Through the media store (decision 0041): the key it holds, or a refusal naming the chapter.
    const key = chapter.kind === 'document' ? await storedMediaKey(scope.mediaDir, chapter.media_key) : null;
    if (!key) throw new AppError(ErrorCode.DOWNLOAD_NOT_ALLOWED, { data: { chapterId: chapter.id } });
    files.push({ name: safeName(chapter.title, path.posix.extname(key).slice(1) || 'bin'), key });
  }
  return { course, files };
}

export function presentRecord(
  row: DownloadRecordRow & { course_title: string },
  scope: Pick<DownloadScope, 'now' | 'secret'>,
): DownloadRecord {
  const expired = scope.now >= row.expires_at;
  const state = expired ? 'expired' : (row.state as DownloadRecord['state']);
  return {
    id: row.id,
    courseId: row.course_id,
    courseTitle: row.course_title,
    kind: row.kind,
    fileName: row.file_name,
    state,
    progress: row.progress,
    sizeBytes: row.size_bytes,
    url: state === 'ready' ? signDownloadLink(scope.secret, row.id, row.expires_at) : '',
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

async function recordOf(scope: DownloadScope, recordId: number): Promise<DownloadRecord> {
  const row = await scope.db
    .selectFrom('download_records')
    .innerJoin('courses', 'courses.id', 'download_records.course_id')
    .selectAll('download_records')
    .select('courses.title as course_title')
    .where('download_records.id', '=', recordId)
    .where('download_records.user_id', '=', scope.user.id)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return presentRecord(row, scope);
}

/** /v1/download/single: a 24-hour link to one document chapter, recorded in the learner's downloads. */
export async function downloadSingle(
  scope: DownloadScope,
  input: { courseId: number; chapterId: number },
): Promise<DownloadRecord> {
  const { course, files } = await downloadableChapters(scope, input.courseId, [input.chapterId]);
  const file = files[0]!;
  const row = await scope.db
    .insertInto('download_records')
    .values({
      eid: scope.eid,
      user_id: scope.user.id,
      course_id: course.id,
      kind: 'single',
      chapter_ids: JSON.stringify([input.chapterId]),
      file_name: file.name,
      state: 'ready',
      progress: 100,
      // A media-store key (decision 0041); the link's route reads it back through the store.
      file_path: file.key,
      size_bytes: (await mediaStoreFor(scope.mediaDir).size(file.key)) ?? 0,
      created_at: scope.now,
      expires_at: scope.now + COURSE_SOCIAL_LIMITS.downloadLinkMs,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return recordOf(scope, row.id);
}

/**
 * /v1/download/compress: several documents of a course in one zip, built in the background;
 * the portal polls /v1/download/polling. The same request id again answers the same record.
 */
export async function downloadCompress(
  scope: DownloadScope,
  input: { courseId: number; chapterIds: string; requestId?: string },
): Promise<DownloadRecord> {
  const ids = parseJsonList(input.chapterIds);
  if (
    ids.length === 0 ||
    ids.length > COURSE_SOCIAL_LIMITS.compressMax ||
    !ids.every((v): v is number => Number.isInteger(v) && (v as number) > 0)
  ) {
    throw new AppError(ErrorCode.INVALID_INPUT, { data: { fields: ['chapterIds'] } });
  }
  if (input.requestId) {
    const seen = await scope.db
      .selectFrom('download_records')
      .select('id')
      .where('user_id', '=', scope.user.id)
      .where('request_id', '=', input.requestId)
      .executeTakeFirst();
    if (seen) return recordOf(scope, seen.id);
  }
  const { course, files } = await downloadableChapters(scope, input.courseId, ids);
  const row = await scope.db
    .insertInto('download_records')
    .values({
      eid: scope.eid,
      user_id: scope.user.id,
      course_id: course.id,
      kind: 'compress',
      chapter_ids: JSON.stringify(ids),
      file_name: safeName(course.title, 'zip'),
      state: 'pending',
      progress: 0,
      request_id: input.requestId ?? null,
      created_at: scope.now,
      expires_at: scope.now + COURSE_SOCIAL_LIMITS.downloadLinkMs,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  startZipJob({ db: scope.db, mediaDir: scope.mediaDir }, row.id, scope.eid, files);
  return recordOf(scope, row.id);
}

/** /v1/download/polling: where a zip stands (progress, then a link). */
export function pollDownload(scope: DownloadScope, recordId: number): Promise<DownloadRecord> {
  return recordOf(scope, recordId);
}

/** /v1/download/records: the learner's downloads, newest first (/my/download-record). */
export async function listDownloads(
  scope: DownloadScope,
  page: number,
): Promise<{ list: DownloadRecord[]; total: number; page: number; pageSize: number }> {
  const pageSize = COURSE_SOCIAL_LIMITS.pageSize;
  const base = scope.db
    .selectFrom('download_records')
    .innerJoin('courses', 'courses.id', 'download_records.course_id')
    .where('download_records.user_id', '=', scope.user.id);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base
    .selectAll('download_records')
    .select('courses.title as course_title')
    .orderBy('download_records.created_at', 'desc')
    .orderBy('download_records.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { list: rows.map((row) => presentRecord(row, scope)), total, page, pageSize };
}
