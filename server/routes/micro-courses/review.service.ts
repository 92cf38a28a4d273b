import type { Transaction } from 'kysely';
import { ErrorCode, type MicroCourse } from '../../../protocol';
import type { Database } from '../../db/schema';
import type { CourseMediaType } from '../../db/schema-courses';
import type { MicroCourseRow } from '../../db/schema-micro-courses';
import { emitDomainEvent } from '../../lib/domain-events';
import { isAdministrator } from '../../pipeline/access';
import { AppError } from '../../pipeline/app-error';
import { presentMicroCourses } from './micro-course.presenter';
import type { MicroScope } from './micro-scope';

/**
 * An administrator's review (spec 001 §7). Approval publishes the micro-course as a course of
 * source 'micro': audience 'listed' with only the owner for "only me", else everyone.
 */
export function assertAdministrator(scope: MicroScope): void {
  if (!isAdministrator(scope.user)) throw new AppError(ErrorCode.MICRO_NOT_ADMINISTRATOR);
}

export async function listForReview(
  scope: MicroScope,
  state: 'under_review' | 'rejected' | 'approved',
): Promise<MicroCourse[]> {
  assertAdministrator(scope);
  const rows = await scope.db
    .selectFrom('micro_courses')
    .selectAll()
    .where('state', '=', state)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return presentMicroCourses(scope.db, scope.eid, rows);
}

async function pending(trx: Transaction<Database>, scope: MicroScope, id: number): Promise<MicroCourseRow> {
  const row = await trx.selectFrom('micro_courses').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  if (row.state !== 'under_review') throw new AppError(ErrorCode.MICRO_REVIEW_NOT_PENDING);
  return row;
}

async function publish(trx: Transaction<Database>, row: MicroCourseRow, now: number): Promise<number> {
  const chapters = await trx
    .selectFrom('micro_course_chapters as c')
    .innerJoin('micro_course_uploads as u', (join) => join.onRef('u.id', '=', 'c.upload_id'))
    .select(['c.title', 'c.kind', 'c.duration_seconds', 'u.media_key'])
    .where('c.micro_course_id', '=', row.id)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  const cover = row.cover_upload_id
    ? await trx
        .selectFrom('micro_course_uploads')
        .select('media_key')
        .where('id', '=', row.cover_upload_id)
        .executeTakeFirst()
    : undefined;
  const owner = await trx
    .selectFrom('users')
    .select(['username', 'account'])
    .where('id', '=', row.owner_user_id)
    .executeTakeFirst();
  const kinds = new Set(chapters.map((chapter) => chapter.kind));
  const mediaType: CourseMediaType = kinds.size === 1 ? chapters[0]!.kind : 'mixed';
  const seconds = chapters.reduce((sum, chapter) => sum + chapter.duration_seconds, 0);
  const course = await trx
    .insertInto('courses')
    .values({
      eid: row.eid,
      category_id: row.category_id,
      title: row.title,
      summary: row.summary,
      cover: cover?.media_key ? `/media/${cover.media_key}` : '',
      media_type: mediaType,
      lecturer_name: owner ? owner.username || owner.account : '',
      lecturer_user_id: row.owner_user_id,
      audience: row.visible_range === 'self' ? 'listed' : 'all',
      study_minutes: Math.ceil(seconds / 60),
      status: 'published',
      source: 'micro',
      owner_user_id: row.owner_user_id,
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [sort, chapter] of chapters.entries()) {
    await trx
      .insertInto('course_chapters')
      .values({
        eid: row.eid,
        course_id: course.id,
        sort,
        title: chapter.title,
        kind: chapter.kind,
        media_key: chapter.media_key,
        duration_seconds: chapter.duration_seconds,
        transcode_status: 'done',
      })
      .execute();
  }
  if (row.visible_range === 'self')
    await trx
      .insertInto('course_audience')
      .values({ eid: row.eid, course_id: course.id, user_id: row.owner_user_id })
      .execute();
  return course.id;
}

/** Approve or reject once; a second click finds it no longer under review and changes nothing. */
export async function reviewMicroCourse(
  scope: MicroScope,
  input: { id: number; decision: 'approve' | 'reject'; reason?: string },
): Promise<{ courseId: number | null }> {
  assertAdministrator(scope);
  const now = scope.clock.now();
  return scope.db.transaction().execute(async (trx) => {
    const row = await pending(trx, scope, input.id);
    const approved = input.decision === 'approve';
    const courseId = approved ? await publish(trx, row, now) : null;
    const reason = approved ? '' : (input.reason ?? '');
    await trx
      .updateTable('micro_courses')
      .set({
        state: approved ? 'approved' : 'rejected',
        course_id: courseId,
        reject_reason: reason,
        reviewer_user_id: scope.user.id,
        reviewed_at: now,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .execute();
    await emitDomainEvent(trx, {
      type: 'micro_course.reviewed',
      eid: scope.eid,
      at: now,
      microCourseId: row.id,
      title: row.title,
      courseId: courseId ?? 0,
      ownerUserId: row.owner_user_id,
      approved,
      reason,
      adminId: scope.user.id,
    });
    return { courseId };
  });
}
