import { sql, type Kysely, type Transaction } from 'kysely';
import { ErrorCode } from '../../../protocol';
import type { Database } from '../../db/schema';
import { localDay, mondayOf, PLATFORM_OFFSET_MINUTES } from '../../lib/local-day';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from './learner-lock';

export interface PointChange {
  eid: number;
  userId: number;
  /** Positive credits, negative debits. Never zero. */
  delta: number;
  /** What moved the points ('checkin', 'course_purchase', 'course_reward_sent', …). */
  reason: string;
  /**
   * The idempotency key: the same (user, key) changes the balance once, whatever the retries,
   * double clicks or replays, e.g. `checkin:2026-11-23` or `order:42`.
   */
  refKey: string;
  now: number;
}

export interface PointChangeResult {
  /** False when this key had already been applied (nothing changed this time). */
  applied: boolean;
  balance: number;
}

/**
 * The one way points move. Runs inside the caller's transaction so the change commits or rolls
 * back with the business write it belongs to. A debit beyond the balance is refused with
 * POINTS_INSUFFICIENT and changes nothing.
 */
export async function changePoints(trx: Transaction<Database>, change: PointChange): Promise<PointChangeResult> {
  if (!Number.isInteger(change.delta) || change.delta === 0) throw new Error(`changePoints: bad delta ${change.delta}`);
  // The key check and the change run one at a time per learner on PostgreSQL too (the learner's row
  // is locked first), so a parallel retry finds the first change's ledger row instead of colliding with it.
  await lockLearner(trx, change.userId);
  const seen = await trx
    .selectFrom('point_ledger')
    .select('id')
    .where('user_id', '=', change.userId)
    .where('ref_key', '=', change.refKey)
    .executeTakeFirst();
  if (seen) return { applied: false, balance: await balanceOf(trx, change.userId) };

  // Conditional update: the balance check and the write are one statement, so two debits racing
  // on another connection (PostgreSQL) cannot both pass the check.
  const updated = await trx
    .updateTable('users')
    .set({ score: sql<number>`score + ${change.delta}` })
    .where('id', '=', change.userId)
    .$if(change.delta < 0, (q) => q.where('score', '>=', -change.delta))
    .returning('score')
    .executeTakeFirst();
  if (!updated) {
    const member = await trx.selectFrom('users').select('id').where('id', '=', change.userId).executeTakeFirst();
    if (!member) throw new AppError(ErrorCode.NOT_FOUND);
    const balance = await balanceOf(trx, change.userId);
    throw new AppError(ErrorCode.POINTS_INSUFFICIENT, { data: { balance, needed: -change.delta } });
  }
  await trx
    .insertInto('point_ledger')
    .values({
      eid: change.eid,
      user_id: change.userId,
      delta: change.delta,
      balance_after: updated.score,
      reason: change.reason,
      ref_key: change.refKey,
      created_at: change.now,
    })
    .execute();
  if (change.delta > 0) await addPointsEarned(trx, change);
  return { applied: true, balance: updated.score };
}

/**
 * Credits count towards the week's points ranking (learner_weeks, week of the platform's +08:00
 * calendar). Written here, in the ledger row's transaction, on both engines: it was a SQLite trigger
 * until migration 0027 (decision 0040).
 */
async function addPointsEarned(trx: Transaction<Database>, change: PointChange): Promise<void> {
  const week = mondayOf(localDay(change.now, PLATFORM_OFFSET_MINUTES));
  await trx
    .insertInto('learner_weeks')
    .values({ user_id: change.userId, week, eid: change.eid, points_earned: change.delta })
    .onConflict((oc) =>
      oc.columns(['user_id', 'week']).doUpdateSet({
        points_earned: sql<number>`learner_weeks.points_earned + excluded.points_earned`,
      }),
    )
    .execute();
}

export async function balanceOf(db: Kysely<Database> | Transaction<Database>, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('score').where('id', '=', userId).executeTakeFirst();
  return row?.score ?? 0;
}
