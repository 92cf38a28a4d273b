import type { Kysely, Transaction } from 'kysely';
import { COURSE_SHARE_LIMITS, ErrorCode, type CourseShare, type CourseShareStatus } from '../../../../protocol';
import type { Database } from '../../../db/schema';
import type { CourseShareRequestRow } from '../../../db/schema-admin-approvals';
import { emitDomainEvent } from '../../../lib/domain-events';
import { AppError } from '../../../pipeline/app-error';

/*
 * Sharing a course with the whole enterprise (spec 001 §2 "approvals (shared courses, …)", §6
 * "audit of shared courses"; decision 0064). A learner's micro-course published for "only me" is a
 * course with audience 'listed' naming only its owner (decision 0020). The owner asks; an
 * administrator approves in the queue, which turns the course's audience to 'all' (every member
 * of the enterprise sees it; the library's counters follow by trigger, migration 0044), or rejects
 * it with a reason. `db` is tenant-scoped: another enterprise's course is simply not found.
 */

function present(row: CourseShareRequestRow): CourseShare {
  return {
    id: row.id,
    courseId: row.course_id,
    status: row.status as CourseShareStatus,
    note: row.note,
    rejectReason: row.reject_reason,
    createdAt: Number(row.created_at),
    reviewedAt: row.reviewed_at === null ? null : Number(row.reviewed_at),
  };
}

/**
 * Ask to share `courseId`. One open request per course (a partial unique index, migration 0046):
 * asking again, or two clicks at once, returns the request already waiting and changes nothing.
 */
export async function requestCourseShare(
  db: Kysely<Database>,
  scope: { eid: number; userId: number; now: number },
  input: { courseId: number; note: string },
): Promise<CourseShare> {
  const note = input.note.trim();
  if ([...note].length > COURSE_SHARE_LIMITS.noteMax)
    throw new AppError(ErrorCode.SHARE_NOTE_TOO_LONG, { data: { max: COURSE_SHARE_LIMITS.noteMax } });
  const course = await db
    .selectFrom('courses')
    .select(['id', 'owner_user_id', 'audience', 'status'])
    .where('id', '=', input.courseId)
    .where('status', '!=', 'deleted')
    .executeTakeFirst();
  if (!course) throw new AppError(ErrorCode.SHARE_COURSE_NOT_FOUND);
  if (course.owner_user_id !== scope.userId) throw new AppError(ErrorCode.SHARE_NOT_OWNER);
  if (course.audience === 'all') throw new AppError(ErrorCode.SHARE_ALREADY_SHARED);
  await db
    .insertInto('course_share_requests')
    .values({ eid: scope.eid, course_id: course.id, user_id: scope.userId, note, created_at: scope.now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const open = await db
    .selectFrom('course_share_requests')
    .selectAll()
    .where('course_id', '=', course.id)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return present(open);
}

/** The caller's latest request of each course they asked about (newest first). */
export async function myCourseShares(db: Kysely<Database>, userId: number): Promise<CourseShare[]> {
  const rows = await db
    .selectFrom('course_share_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  const latest = new Map<number, CourseShareRequestRow>();
  for (const row of rows) if (!latest.has(row.course_id)) latest.set(row.course_id, row);
  return [...latest.values()].map(present);
}

/**
 * Decide a waiting request (the approvals queue's source calls this in the item's transaction).
 * Conditional on 'pending', so a second click or a second administrator changes nothing (false).
 */
export async function decideCourseShare(
  trx: Transaction<Database>,
  scope: { eid: number; now: number; adminId: number },
  input: { requestId: number; approved: boolean; reason: string },
): Promise<boolean> {
  const moved = await trx
    .updateTable('course_share_requests')
    .set({
      status: input.approved ? 'approved' : 'rejected',
      reject_reason: input.approved ? '' : input.reason,
      reviewed_by: scope.adminId,
      reviewed_at: scope.now,
    })
    .where('id', '=', input.requestId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  const row = await trx
    .selectFrom('course_share_requests')
    .innerJoin('courses', 'courses.id', 'course_share_requests.course_id')
    .select(['course_share_requests.course_id', 'course_share_requests.user_id', 'courses.title'])
    .where('course_share_requests.id', '=', input.requestId)
    .executeTakeFirstOrThrow();
  if (input.approved) {
    await trx
      .updateTable('courses')
      .set({ audience: 'all', updated_at: scope.now })
      .where('id', '=', row.course_id)
      .execute();
    // The learner's own list reads the range from the micro-course: it now says "everyone".
    await trx
      .updateTable('micro_courses')
      .set({ visible_range: 'all' })
      .where('course_id', '=', row.course_id)
      .execute();
  }
  await emitDomainEvent(trx, {
    type: 'review.decided',
    eid: scope.eid,
    at: scope.now,
    kind: 'sharedCourse',
    itemId: input.requestId,
    authorUserId: row.user_id,
    title: row.title,
    approved: input.approved,
    reason: input.approved ? '' : input.reason,
    link: `/course/${row.course_id}`,
  });
  return true;
}
