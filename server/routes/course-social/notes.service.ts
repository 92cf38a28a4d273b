import { COURSE_SOCIAL_LIMITS, ErrorCode, textLength, type CourseNote } from '../../../protocol';
import { parseJsonList } from '../../lib/json-list';
import { AppError } from '../../pipeline/app-error';
import { presentNote, type NoteRowWithNames } from './notes.presenter';
import { studyableCourse, visibleCourse, type SocialScope } from './social-scope';

export interface NoteDraft {
  noteId?: number;
  courseId: number;
  chapterId: number;
  content: string;
  visibility: 'private' | 'public';
  images: string;
}

/** Notes joined with the names a list shows; always scoped by the caller's enterprise. */
export function notesQuery(scope: Pick<SocialScope, 'db' | 'eid'>) {
  return scope.db
    .selectFrom('course_notes')
    .innerJoin('courses', 'courses.id', 'course_notes.course_id')
    .innerJoin('course_chapters', 'course_chapters.id', 'course_notes.chapter_id')
    .innerJoin('users', 'users.id', 'course_notes.user_id')
    .selectAll('course_notes')
    .select([
      'courses.title as course_title',
      'course_chapters.title as chapter_title',
      'users.username',
      'users.nickname',
      'users.image',
    ]);
}

async function ownNote(scope: SocialScope, noteId: number) {
  const note = await scope.db
    .selectFrom('course_notes')
    .selectAll()
    .where('id', '=', noteId)
    .where('user_id', '=', scope.user.id)
    .executeTakeFirst();
  // Another person's note is "not found": its owner alone edits, revokes or deletes it.
  if (!note) throw new AppError(ErrorCode.NOT_FOUND);
  return note;
}

async function checkedImages(scope: SocialScope, json: string): Promise<string[]> {
  const images = parseJsonList(json);
  if (
    images.length > COURSE_SOCIAL_LIMITS.noteImages ||
    !images.every((url): url is string => typeof url === 'string')
  ) {
    throw new AppError(ErrorCode.INVALID_INPUT, { data: { fields: ['images'] } });
  }
  if (images.length === 0) return [];
  const owned = await scope.db
    .selectFrom('course_note_images')
    .select('url')
    .where('user_id', '=', scope.user.id)
    .where('url', 'in', images)
    .execute();
  if (owned.length !== new Set(images).size)
    throw new AppError(ErrorCode.INVALID_INPUT, { data: { fields: ['images'] } });
  return [...new Set(images)];
}

/**
 * /v1/courseNote/note/add-note: create or edit the learner's note of a chapter (one per
 * chapter, up to 1000 characters). Private notes are the owner's; a public note goes to review.
 * A note in review must be revoked before it is edited (spec 001 §4).
 */
export async function saveNote(scope: SocialScope, draft: NoteDraft): Promise<CourseNote> {
  const content = draft.content.trim();
  if (textLength(content) > COURSE_SOCIAL_LIMITS.noteLength)
    throw new AppError(ErrorCode.NOTE_TOO_LONG, { data: { max: COURSE_SOCIAL_LIMITS.noteLength } });
  const images = await checkedImages(scope, draft.images);
  if (!content && images.length === 0) throw new AppError(ErrorCode.INVALID_INPUT, { data: { fields: ['content'] } });
  // A note is written while studying: the study gate (issue 18 item 7).
  const course = await studyableCourse(scope.db, scope, draft.courseId);
  const chapter = await scope.db
    .selectFrom('course_chapters')
    .select('id')
    .where('id', '=', draft.chapterId)
    .where('course_id', '=', course.id)
    .executeTakeFirst();
  if (!chapter) throw new AppError(ErrorCode.NOT_FOUND);

  const existing = draft.noteId
    ? await ownNote(scope, draft.noteId)
    : await scope.db
        .selectFrom('course_notes')
        .selectAll()
        .where('user_id', '=', scope.user.id)
        .where('chapter_id', '=', chapter.id)
        .executeTakeFirst();
  if (existing && existing.chapter_id !== chapter.id) throw new AppError(ErrorCode.NOT_FOUND);
  if (existing?.state === 'in_review') throw new AppError(ErrorCode.NOTE_IN_REVIEW);

  const state = draft.visibility === 'public' ? 'in_review' : 'private';
  const values = {
    content,
    images: JSON.stringify(images),
    state,
    reject_reason: '',
    reviewed_by: null,
    reviewed_at: null,
    updated_at: scope.now,
  };
  let id: number;
  if (existing) {
    await scope.db.updateTable('course_notes').set(values).where('id', '=', existing.id).execute();
    id = existing.id;
  } else {
    const row = await scope.db
      .insertInto('course_notes')
      .values({
        ...values,
        eid: scope.eid,
        user_id: scope.user.id,
        course_id: course.id,
        chapter_id: chapter.id,
        created_at: scope.now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'chapter_id']).doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  }
  return noteDetail(scope, id);
}

/** /v1/courseNote/note/revoke-note: a public note in review goes back to private, editable again. */
export async function revokeNote(scope: SocialScope, noteId: number): Promise<CourseNote> {
  const note = await ownNote(scope, noteId);
  if (note.state !== 'in_review') throw new AppError(ErrorCode.NOTE_NOT_IN_REVIEW);
  await scope.db
    .updateTable('course_notes')
    .set({ state: 'private', updated_at: scope.now })
    .where('id', '=', note.id)
    .where('state', '=', 'in_review')
    .execute();
  return noteDetail(scope, note.id);
}

/** /v1/courseNote/note/delete-note: the owner only (the portal asked for confirmation). */
export async function deleteNote(scope: SocialScope, noteId: number): Promise<{ id: number }> {
  const note = await ownNote(scope, noteId);
  await scope.db.deleteFrom('course_notes').where('id', '=', note.id).execute();
  return { id: note.id };
}

/** /v1/courseNote/note/detail: the caller's own note, or anyone's approved public note. */
export async function noteDetail(scope: SocialScope, noteId: number): Promise<CourseNote> {
  const row = await notesQuery(scope)
    .where('course_notes.id', '=', noteId)
    .where((eb) => eb.or([eb('course_notes.user_id', '=', scope.user.id), eb('course_notes.state', '=', 'public')]))
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return presentNote(row as NoteRowWithNames, scope.user.id);
}

/**
 * /v1/courseNote/note/list: the notes of a course (or one chapter): the learner's own, in any
 * state, and other people's approved public notes, newest first.
 */
export async function listCourseNotes(
  scope: SocialScope,
  input: { courseId: number; chapterId?: number; page: number },
) {
  const course = await visibleCourse(scope.db, scope, input.courseId);
  const pageSize = COURSE_SOCIAL_LIMITS.pageSize;
  let mineQuery = notesQuery(scope)
    .where('course_notes.course_id', '=', course.id)
    .where('course_notes.user_id', '=', scope.user.id);
  let othersQuery = notesQuery(scope)
    .where('course_notes.course_id', '=', course.id)
    .where('course_notes.user_id', '!=', scope.user.id)
    .where('course_notes.state', '=', 'public');
  if (input.chapterId) {
    mineQuery = mineQuery.where('course_notes.chapter_id', '=', input.chapterId);
    othersQuery = othersQuery.where('course_notes.chapter_id', '=', input.chapterId);
  }
  const mine = await mineQuery.orderBy('course_chapters.sort').orderBy('course_chapters.id').execute();
  const total = Number(
    (
      await othersQuery
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const others = await othersQuery
    .orderBy('course_notes.updated_at', 'desc')
    .orderBy('course_notes.id', 'desc')
    .limit(pageSize)
    .offset((input.page - 1) * pageSize)
    .execute();
  return {
    mine: mine.map((row) => presentNote(row as NoteRowWithNames, scope.user.id)),
    list: others.map((row) => presentNote(row as NoteRowWithNames, scope.user.id)),
    total,
    page: input.page,
    pageSize,
  };
}

/** /v1/courseNote/note/my-notes: all the learner's notes (the page groups them by course). */
export async function myNotes(scope: SocialScope, input: { page: number; courseId?: number }) {
  const pageSize = 50;
  let query = notesQuery(scope).where('course_notes.user_id', '=', scope.user.id);
  if (input.courseId) query = query.where('course_notes.course_id', '=', input.courseId);
  const total = Number(
    (
      await query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const rows = await query
    .orderBy('course_notes.updated_at', 'desc')
    .orderBy('course_notes.id', 'desc')
    .limit(pageSize)
    .offset((input.page - 1) * pageSize)
    .execute();
  return {
    list: rows.map((row) => presentNote(row as NoteRowWithNames, scope.user.id)),
    total,
    page: input.page,
    pageSize,
  };
}
