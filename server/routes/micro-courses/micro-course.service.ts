import type { Transaction } from 'kysely';
import {
  ErrorCode,
  MICRO_COURSE_EDITABLE_STATES,
  MICRO_COURSE_LIMITS,
  MICRO_UPLOAD_TYPES,
  type MicroCourseSetting,
  type MicroChapterDraft,
} from '../../../protocol';
import type { Database } from '../../db/schema';
import type { MicroCourseRow } from '../../db/schema-micro-courses';
import { AppError } from '../../pipeline/app-error';
import type { MicroScope } from './micro-scope';

/** Drafts, submission and deletion of the caller's own micro-courses (spec 001 §3, §4). */
export interface DraftInput {
  id?: number | undefined;
  title: string;
  summary: string;
  visibleRange: 'self' | 'all';
  categoryId?: number | undefined;
  coverUploadId?: number | undefined;
  chapters: MicroChapterDraft[];
}

export async function chapterNameMax(scope: Pick<MicroScope, 'db' | 'eid'>): Promise<number> {
  const row = await scope.db.selectFrom('micro_course_settings').select('chapter_name_max').executeTakeFirst();
  return row?.chapter_name_max ?? MICRO_COURSE_LIMITS.chapterNameMaxDefault;
}

export async function readSetting(scope: MicroScope): Promise<MicroCourseSetting> {
  const { titleMax, summaryMax, chaptersMax, imageBytes, mediaBytes, courseBytes } = MICRO_COURSE_LIMITS;
  return {
    titleMax,
    summaryMax,
    chaptersMax,
    imageBytes,
    mediaBytes,
    courseBytes,
    chapterNameMax: await chapterNameMax(scope),
    types: Object.fromEntries(Object.entries(MICRO_UPLOAD_TYPES).map(([kind, types]) => [kind, [...types]])),
  };
}

/** The caller's own micro-course; anyone else's (or another tenant's) does not exist for them. */
export async function findOwn(scope: MicroScope, id: number): Promise<MicroCourseRow> {
  const row = await scope.db
    .selectFrom('micro_courses')
    .selectAll()
    .where('id', '=', id)
    .where('owner_user_id', '=', scope.user.id)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return row;
}

async function checkDraft(scope: MicroScope, input: DraftInput, submit: boolean): Promise<void> {
  const max = await chapterNameMax(scope);
  if (input.chapters.some((chapter) => [...chapter.title].length > max))
    throw new AppError(ErrorCode.MICRO_CHAPTER_NAME_TOO_LONG, { data: { max } });
  if (input.categoryId !== undefined) {
    const category = await scope.db
      .selectFrom('course_categories')
      .select('id')
      .where('id', '=', input.categoryId)
      .executeTakeFirst();
    if (!category) throw new AppError(ErrorCode.NOT_FOUND);
  }
  const wanted = [
    ...input.chapters.map((chapter) => ({ id: chapter.uploadId, kind: chapter.kind })),
    { id: input.coverUploadId ?? null, kind: 'image' as const },
  ].filter((entry) => entry.id !== null && entry.id !== undefined);
  const uploads = wanted.length
    ? await scope.db
        .selectFrom('micro_course_uploads')
        .select(['id', 'kind', 'media_key', 'total_bytes'])
        .where('owner_user_id', '=', scope.user.id)
        .where(
          'id',
          'in',
          wanted.map((entry) => entry.id!),
        )
        .execute()
    : [];
  for (const entry of wanted) {
    const upload = uploads.find((candidate) => candidate.id === entry.id);
    if (!upload || upload.kind !== entry.kind) throw new AppError(ErrorCode.NOT_FOUND);
    if (submit && !upload.media_key)
      throw new AppError(ErrorCode.MICRO_UPLOAD_NOT_COMPLETE, { data: { uploadId: upload.id } });
  }
  const totalBytes = uploads.reduce((sum, upload) => sum + upload.total_bytes, 0);
  if (totalBytes > MICRO_COURSE_LIMITS.courseBytes)
    throw new AppError(ErrorCode.MICRO_UPLOAD_TOO_LARGE, { data: { maxBytes: MICRO_COURSE_LIMITS.courseBytes } });
  if (!submit) return;
  const problem = !input.title
    ? 'title'
    : input.categoryId === undefined
      ? 'category'
      : input.chapters.length === 0
        ? 'chapters'
        : input.chapters.some((chapter) => !chapter.title)
          ? 'chapterTitle'
          : input.chapters.some((chapter) => chapter.uploadId === null)
            ? 'chapterFile'
            : null;
  if (problem) throw new AppError(ErrorCode.MICRO_COURSE_INCOMPLETE, { data: { problem } });
}

async function writeChapters(
  trx: Transaction<Database>,
  eid: number,
  microCourseId: number,
  chapters: MicroChapterDraft[],
): Promise<void> {
  await trx.deleteFrom('micro_course_chapters').where('micro_course_id', '=', microCourseId).execute();
  for (const [sort, chapter] of chapters.entries()) {
    await trx
      .insertInto('micro_course_chapters')
      .values({
        eid,
        micro_course_id: microCourseId,
        sort,
        title: chapter.title,
        kind: chapter.kind,
        upload_id: chapter.uploadId,
      })
      .execute();
  }
}

/** Save (a draft) or submit; returns the id and whether the transcoding job must take it. */
export async function saveMicroCourse(scope: MicroScope, input: DraftInput, submit: boolean): Promise<number> {
  if (input.id !== undefined) {
    const existing = await findOwn(scope, input.id);
    if (!MICRO_COURSE_EDITABLE_STATES.includes(existing.state)) throw new AppError(ErrorCode.MICRO_COURSE_NOT_EDITABLE);
  }
  await checkDraft(scope, input, submit);
  const now = scope.clock.now();
  const fields = {
    title: input.title,
    summary: input.summary,
    visible_range: input.visibleRange,
    category_id: input.categoryId ?? null,
    cover_upload_id: input.coverUploadId ?? null,
    state: submit ? ('uploaded' as const) : ('draft' as const),
    submitted_at: submit ? now : null,
    updated_at: now,
    fail_reason: '',
  };
  return scope.db.transaction().execute(async (trx) => {
    let id = input.id;
    if (id === undefined) {
      id = (
        await trx
          .insertInto('micro_courses')
          .values({ ...fields, eid: scope.eid, owner_user_id: scope.user.id, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      // Guarded by state: a double click that already submitted finds nothing left to change.
      const changed = await trx
        .updateTable('micro_courses')
        .set(fields)
        .where('id', '=', id)
        .where('state', 'in', [...MICRO_COURSE_EDITABLE_STATES])
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) throw new AppError(ErrorCode.MICRO_COURSE_NOT_EDITABLE);
    }
    await writeChapters(trx, scope.eid, id, input.chapters);
    return id;
  });
}

/** Delete a draft, a rejected or a failed micro-course with its chapters (uploads stay with the learner). */
export async function deleteMicroCourse(scope: MicroScope, id: number): Promise<void> {
  const row = await findOwn(scope, id);
  if (!MICRO_COURSE_EDITABLE_STATES.includes(row.state)) throw new AppError(ErrorCode.MICRO_COURSE_NOT_EDITABLE);
  await scope.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('micro_course_chapters').where('micro_course_id', '=', id).execute();
    await trx.deleteFrom('micro_courses').where('id', '=', id).execute();
  });
}
