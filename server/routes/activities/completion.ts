import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { emitDomainEvent } from '../../lib/domain-events';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Ids among `activityIds` the learner has completed: credited, or signed in and out of an activity
 * that has ended (completion is then only waiting for the learner's next visit to be written).
 */
export async function activitiesDone(
  db: Db,
  userId: number,
  activityIds: number[],
  now: number = Date.now(),
): Promise<Set<number>> {
  const ids = [...new Set(activityIds.filter((id) => Number.isSafeInteger(id) && id > 0))];
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('activity_registrations as r')
    .innerJoin('activities as a', 'a.id', 'r.activity_id')
    .select('r.activity_id')
    .where('r.user_id', '=', userId)
    .where('r.activity_id', 'in', ids)
    .where('r.cancelled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('r.completed_at', 'is not', null),
        eb.and([
          eb('r.signed_in_at', 'is not', null),
          eb('r.signed_out_at', 'is not', null),
          eb('a.end_at', '<=', now),
        ]),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => Number(r.activity_id)));
}

/**
 * Complete the learner's attended activities that have ended, granting each one's credits once.
 * The guarded update (`completed_at is null`) decides: a retry, a double click or a parallel call
 * finds the row already completed and grants nothing. The caller has locked the learner first.
 */
export async function settleCompletions(
  trx: Transaction<Database>,
  eid: number,
  userId: number,
  now: number,
): Promise<number[]> {
  const due = await trx
    .selectFrom('activity_registrations as r')
    .innerJoin('activities as a', 'a.id', 'r.activity_id')
    .select(['r.id', 'r.activity_id', 'a.credits'])
    .where('r.user_id', '=', userId)
    .where('r.cancelled_at', 'is', null)
    .where('r.completed_at', 'is', null)
    .where('r.signed_in_at', 'is not', null)
    .where('r.signed_out_at', 'is not', null)
    .where('a.end_at', '<=', now)
    .orderBy('r.id')
    .execute();
  const completed: number[] = [];
  for (const row of due) {
    const result = await trx
      .updateTable('activity_registrations')
      .set({ completed_at: now, credits_granted: row.credits })
      .where('id', '=', row.id)
      .where('completed_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    if (row.credits > 0) {
      await trx
        .updateTable('users')
        .set({ credit: sql<number>`credit + ${row.credits}` })
        .where('id', '=', userId)
        .execute();
    }
    await emitDomainEvent(trx, {
      type: 'activity.completed',
      eid,
      at: now,
      activityId: Number(row.activity_id),
      userId,
      credits: row.credits,
    });
    completed.push(Number(row.activity_id));
  }
  return completed;
}
