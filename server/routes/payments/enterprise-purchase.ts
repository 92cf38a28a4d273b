import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Course } from '../../db/schema-courses';
import { emitDomainEvent } from '../../lib/domain-events';
import { lockLearner } from '../points';
import { courseOwnership, OWNING_SOURCES } from './course-access';
import { enrolPurchase } from './enrol-purchase';

/**
 * The enterprise buys a course for one member (spec 001 §6 "Some courses cannot be bought
 * personally; an admin must buy them"; decision 0055). The member gets the same access a
 * personal purchase gives (until `validUntil`, through enrolPurchase), is listed in the course's
 * audience when the course is shown only to listed members, and is told once by
 * `course.bought_for_member`. A member whose access is valid already is left as they are.
 * One transaction, the learner locked first: a retry or a parallel purchase grants once.
 */
export async function grantCourseToMember(
  db: Kysely<Database>,
  input: { eid: number; userId: number; course: Course; purchaseId: number; validUntil: number; now: number },
): Promise<'granted' | 'owned'> {
  return db.transaction().execute(async (trx) => {
    await lockLearner(trx, input.userId);
    const ownership = await courseOwnership(trx, input.userId, [input.course.id], input.now);
    if (ownership.get(input.course.id)?.owned) return 'owned' as const;
    if (input.course.audience === 'listed') {
      await trx
        .insertInto('course_audience')
        .values({ eid: input.eid, course_id: input.course.id, user_id: input.userId })
        .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
        .execute();
    }
    await enrolPurchase(trx, input.eid, input.userId, [input.course], input.validUntil, input.now);
    await emitDomainEvent(trx, {
      type: 'course.bought_for_member',
      eid: input.eid,
      at: input.now,
      courseId: input.course.id,
      userId: input.userId,
      purchaseId: input.purchaseId,
      validUntil: input.validUntil,
    });
    return 'granted' as const;
  });
}

/** Which of these members can study the course now (a valid purchase, an assignment or a code). */
export async function membersOwning(
  db: Kysely<Database>,
  courseId: number,
  userIds: readonly number[],
  now: number,
): Promise<Set<number>> {
  const owning = new Set<number>();
  for (let start = 0; start < userIds.length; start += 500) {
    const rows = await db
      .selectFrom('course_enrolments')
      .select('user_id')
      .where('course_id', '=', courseId)
      .where('user_id', 'in', userIds.slice(start, start + 500))
      .where('source', 'in', OWNING_SOURCES)
      .where((eb) => eb.or([eb('access_expires_at', 'is', null), eb('access_expires_at', '>', now)]))
      .execute();
    for (const row of rows) owning.add(row.user_id);
  }
  return owning;
}
