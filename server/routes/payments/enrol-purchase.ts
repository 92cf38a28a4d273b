import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Course } from '../../db/schema-courses';

/**
 * Give the buyer access to the courses of a paid order. A paid course's access runs to
 * `validUntil` (a renewal never shortens an access that ends later, nor one without end);
 * a free course in a package is simply enrolled without end.
 */
export async function enrolPurchase(
  trx: Transaction<Database>,
  eid: number,
  userId: number,
  courses: readonly Course[],
  validUntil: number,
  now: number,
): Promise<void> {
  for (const course of courses) {
    const end = course.fee_type === 'paid' ? validUntil : null;
    // Insert first: an enrolment made meanwhile by another writer (an assignment, on PostgreSQL a
    // parallel transaction) is found by the key, not collided with, and then extended below.
    const inserted = await trx
      .insertInto('course_enrolments')
      .values({
        eid,
        user_id: userId,
        course_id: course.id,
        source: 'purchased',
        started_at: now,
        last_studied_at: now,
        last_chapter_id: null,
        completed_at: null,
        access_expires_at: end,
      })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await trx
        .updateTable('courses')
        .set({ learner_count: sql<number>`learner_count + 1` })
        .where('id', '=', course.id)
        .execute();
      continue;
    }
    if (end === null) continue;
    const existing = await trx
      .selectFrom('course_enrolments')
      .select(['source', 'access_expires_at'])
      .where('user_id', '=', userId)
      .where('course_id', '=', course.id)
      .executeTakeFirstOrThrow();
    const unlimited = existing.access_expires_at === null && existing.source !== 'self';
    if (unlimited || (existing.access_expires_at ?? 0) >= end) continue;
    await trx
      .updateTable('course_enrolments')
      .set({ source: 'purchased', access_expires_at: end })
      .where('user_id', '=', userId)
      .where('course_id', '=', course.id)
      .execute();
  }
}
