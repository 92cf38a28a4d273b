import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Per-learner list counters (decision 0058): a list's total and each state's count are rows of
 * task_counters, moved by the same transaction as the write that changes them, so a total costs
 * one index read however many rows the learner (or the enterprise, user 0) holds.
 */
export type CounterList = 'course_task' | 'training' | 'homework' | 'homework_queue';
type Db = Kysely<Database> | Transaction<Database>;

/** The enterprise's own counters (assignments for everyone, the grading queue) use this user id. */
export const ENTERPRISE_COUNTER = 0;

export async function bumpCounter(
  db: Db,
  key: { eid: number; userId: number; list: CounterList; bucket: string },
  delta: number,
): Promise<void> {
  if (delta === 0) return;
  await db
    .insertInto('task_counters')
    .values({ eid: key.eid, user_id: key.userId, list: key.list, bucket: key.bucket, n: delta })
    .onConflict((oc) =>
      oc.columns(['user_id', 'list', 'bucket', 'eid']).doUpdateSet({ n: sql<number>`task_counters.n + ${delta}` }),
    )
    .execute();
}

/** Moves one row's count from one state to another (either may be null: a row appearing or leaving). */
export async function moveCounter(
  db: Db,
  key: { eid: number; userId: number; list: CounterList },
  from: string | null,
  to: string | null,
  by = 1,
): Promise<void> {
  if (from === to) return;
  if (from !== null) await bumpCounter(db, { ...key, bucket: from }, -by);
  if (to !== null) await bumpCounter(db, { ...key, bucket: to }, by);
}

/** Every state's count of one learner's list (states with no row count 0). */
export async function readCounters(db: Db, userId: number, list: CounterList): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('task_counters')
    .select(['bucket', 'n'])
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.bucket, Number(row.n)]));
}

export function sumOf(counters: Record<string, number>, buckets: readonly string[]): number {
  return buckets.reduce((total, bucket) => total + (counters[bucket] ?? 0), 0);
}
