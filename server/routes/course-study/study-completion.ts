import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { emitDomainEvent } from '../../lib/domain-events';
import { localDay } from '../../lib/local-day';
import type { StudyScope } from './study-scope';

/** Add credited seconds to the learner's local day (calendar, rankings). */
export async function addStudyDaySeconds(
  trx: Transaction<Database>,
  scope: StudyScope,
  seconds: number,
): Promise<void> {
  if (seconds <= 0) return;
  const day = localDay(scope.now, scope.offsetMinutes);
  await trx
    .insertInto('study_days')
    .values({ eid: scope.enterprise.id, user_id: scope.user.id, day, seconds })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day']).doUpdateSet({ seconds: sql<number>`study_days.seconds + ${seconds}` }),
    )
    .execute();
}

/** Mark a chapter finished (once); true when this call finished it. */
export async function completeChapter(
  trx: Transaction<Database>,
  scope: StudyScope,
  courseId: number,
  chapterId: number,
): Promise<boolean> {
  await trx
    .insertInto('chapter_progress')
    .values({
      eid: scope.enterprise.id,
      user_id: scope.user.id,
      course_id: courseId,
      chapter_id: chapterId,
      updated_at: scope.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'chapter_id']).doNothing())
    .execute();
  const result = await trx
    .updateTable('chapter_progress')
    .set({ completed_at: scope.now, updated_at: scope.now })
    .where('user_id', '=', scope.user.id)
    .where('chapter_id', '=', chapterId)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * When every chapter is finished the course completes exactly once: the guarded update of
 * `completed_at` decides, so retries and parallel beats cannot credit twice. Returns whether the
 * course is complete and whether this call completed it.
 */
export async function completeCourseIfDone(
  trx: Transaction<Database>,
  scope: StudyScope,
  courseId: number,
): Promise<{ completed: boolean; completedNow: boolean }> {
  const open = await trx
    .selectFrom('course_chapters')
    .leftJoin('chapter_progress', (join) =>
      join
        .onRef('chapter_progress.chapter_id', '=', 'course_chapters.id')
        .on('chapter_progress.user_id', '=', scope.user.id),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('course_chapters.course_id', '=', courseId)
    .where('chapter_progress.completed_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(open.n) > 0) return { completed: false, completedNow: false };
  const result = await trx
    .updateTable('course_enrolments')
    .set({ completed_at: scope.now })
    .where('user_id', '=', scope.user.id)
    .where('course_id', '=', courseId)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return { completed: true, completedNow: false };

  const course = await trx.selectFrom('courses').select('credits').where('id', '=', courseId).executeTakeFirstOrThrow();
  await trx
    .updateTable('users')
    .set({ credit: sql<number>`credit + ${course.credits}` })
    .where('id', '=', scope.user.id)
    .execute();
  const day = localDay(scope.now, scope.offsetMinutes);
  await trx
    .insertInto('study_days')
    .values({ eid: scope.enterprise.id, user_id: scope.user.id, day, seconds: 0, courses_completed: 1 })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day']).doUpdateSet({ courses_completed: sql<number>`study_days.courses_completed + 1` }),
    )
    .execute();
  await emitDomainEvent(trx, {
    type: 'course.completed',
    eid: scope.enterprise.id,
    at: scope.now,
    courseId,
    userId: scope.user.id,
  });
  return { completed: true, completedNow: true };
}
