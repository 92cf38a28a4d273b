import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../protocol';
import type { Database } from '../../db/schema';
import { emitDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../pipeline/app-error';

/**
 * An administrator assigns a course to a learner: the learner may see it (listed audience), it
 * is in their courses as 'assigned', and course.assigned tells the rest (message, red point).
 * One transaction; assigning again changes nothing and makes no second message.
 */
export async function assignCourse(
  db: Kysely<Database>,
  input: { eid: number; userId: number; courseId: number; dueAt: number | null; now: number },
): Promise<{ enrolled: boolean }> {
  const learner = await db.selectFrom('users').select('id').where('id', '=', input.userId).executeTakeFirst();
  const course = await db
    .selectFrom('courses')
    .select(['id', 'status', 'audience'])
    .where('id', '=', input.courseId)
    .executeTakeFirst();
  if (!learner || !course) throw new AppError(ErrorCode.NOT_FOUND);
  if (course.status !== 'published') throw new AppError(ErrorCode.COURSE_NOT_ASSIGNABLE);

  return db.transaction().execute(async (trx) => {
    if (course.audience === 'listed') {
      await trx
        .insertInto('course_audience')
        .values({ eid: input.eid, course_id: input.courseId, user_id: input.userId })
        .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
        .execute();
    }
    const inserted = await trx
      .insertInto('course_enrolments')
      .values({
        eid: input.eid,
        user_id: input.userId,
        course_id: input.courseId,
        source: 'assigned',
        started_at: input.now,
        last_studied_at: input.now,
        last_chapter_id: null,
        completed_at: null,
        access_expires_at: null,
      })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .executeTakeFirst();
    await emitDomainEvent(trx, {
      type: 'course.assigned',
      eid: input.eid,
      at: input.now,
      courseId: input.courseId,
      userId: input.userId,
      dueAt: input.dueAt,
    });
    return { enrolled: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
  });
}
