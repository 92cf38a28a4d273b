import { COURSE_SOCIAL_LIMITS, ErrorCode, type CourseNote } from '../../../protocol';
import { emitDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../pipeline/app-error';
import { presentNote, type NoteRowWithNames } from './notes.presenter';
import { notesQuery } from './notes.service';
import type { SocialScope } from './social-scope';

/** /v1/courseNote/note/review-list (administrators): public notes waiting for review, oldest first. */
export async function notesInReview(
  scope: SocialScope,
  page: number,
): Promise<{ list: CourseNote[]; total: number; page: number; pageSize: number }> {
  const pageSize = COURSE_SOCIAL_LIMITS.pageSize;
  const query = notesQuery(scope).where('course_notes.state', '=', 'in_review');
  const total = Number(
    (
      await query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const rows = await query
    .orderBy('course_notes.updated_at', 'asc')
    .orderBy('course_notes.id', 'asc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { list: rows.map((row) => presentNote(row as NoteRowWithNames, scope.user.id)), total, page, pageSize };
}

/**
 * /v1/courseNote/note/review (administrators): approve (public) or reject a note in review.
 * The state change is conditional on 'in_review', so a note revoked meanwhile, or reviewed by
 * another administrator, is refused and unchanged. The owner hears of it through the event.
 */
export async function reviewNote(
  scope: SocialScope,
  input: { noteId: number; approved: boolean; reason: string },
): Promise<{ id: number; state: 'public' | 'rejected' }> {
  return scope.db.transaction().execute(async (trx) => {
    const note = await trx.selectFrom('course_notes').selectAll().where('id', '=', input.noteId).executeTakeFirst();
    if (!note) throw new AppError(ErrorCode.NOT_FOUND);
    const state = input.approved ? 'public' : 'rejected';
    const updated = await trx
      .updateTable('course_notes')
      .set({
        state,
        reject_reason: input.approved ? '' : input.reason.trim(),
        reviewed_by: scope.user.id,
        reviewed_at: scope.now,
      })
      .where('id', '=', note.id)
      .where('state', '=', 'in_review')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new AppError(ErrorCode.NOTE_NOT_PENDING);
    await emitDomainEvent(trx, {
      type: 'course.note.reviewed',
      eid: scope.eid,
      at: scope.now,
      courseId: note.course_id,
      noteId: note.id,
      ownerUserId: note.user_id,
      approved: input.approved,
      reason: input.approved ? '' : input.reason.trim(),
      adminId: scope.user.id,
    });
    return { id: note.id, state };
  });
}
