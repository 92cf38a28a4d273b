import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CounterList } from './task-counters';

export interface CounterAudit {
  list: CounterList;
  /** "userId:bucket" → n, as kept (zeros left out). */
  kept: Record<string, number>;
  /** "userId:bucket" → n, counted from the rows now. */
  counted: Record<string, number>;
}

type CountRow = { user_id: number; bucket: string; n: number | string | bigint };

/**
 * What each list's counters should hold, counted from the rows (decision 0058), read through the
 * enterprise's tenant scope (decision 0033: no hand-written eid filter). A list of several parts
 * (homework) is several queries whose buckets never overlap.
 */
const COUNTS: Record<CounterList, (db: Kysely<Database>) => Promise<CountRow[]>> = {
  course_task: (db) =>
    db
      .selectFrom('task_assignments')
      .select(['user_id', 'state as bucket', (eb) => eb.fn.countAll<number>().as('n')])
      .where('kind', '=', 'course')
      .groupBy(['user_id', 'state'])
      .execute(),
  training: (db) =>
    db
      .selectFrom('training_enrolments')
      .select(['user_id', 'state as bucket', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['user_id', 'state'])
      .execute(),
  homework: async (db) => [
    ...(await db
      .selectFrom('homework_submissions')
      .select(['user_id', 'status as bucket', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '<>', 'draft')
      .groupBy(['user_id', 'status'])
      .execute()),
    ...(await db
      .selectFrom('homework_audience as a')
      .innerJoin('homework as h', 'h.id', 'a.homework_id')
      .select(['a.user_id', sql<string>`'listed'`.as('bucket'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('h.audience', '=', 'listed')
      .groupBy('a.user_id')
      .execute()),
    ...(await db
      .selectFrom('homework')
      .select([
        sql<number>`0`.as('user_id'),
        sql<string>`'for_all'`.as('bucket'),
        (eb) => eb.fn.countAll<number>().as('n'),
      ])
      .where('audience', '=', 'all')
      .execute()),
  ],
  homework_queue: (db) =>
    db
      .selectFrom('homework_submissions')
      .select([sql<number>`0`.as('user_id'), 'status as bucket', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '<>', 'draft')
      .groupBy('status')
      .execute(),
};

/**
 * Every list's counters of one enterprise beside a COUNT(*) of its rows: the tests' proof that
 * the counters are exact, and an operator's check. `scoped` is a handle scoped to the enterprise
 * (ctx.db, or `forTenant(db, eid)` in a test), so the audit reads by eid like every service does.
 */
export async function auditCounters(scoped: Kysely<Database>): Promise<CounterAudit[]> {
  const map = (items: CountRow[]) =>
    Object.fromEntries(items.filter((r) => Number(r.n) !== 0).map((r) => [`${r.user_id}:${r.bucket}`, Number(r.n)]));
  const audits: CounterAudit[] = [];
  for (const list of Object.keys(COUNTS) as CounterList[]) {
    const kept = await scoped
      .selectFrom('task_counters')
      .select(['user_id', 'bucket', 'n'])
      .where('list', '=', list)
      .execute();
    audits.push({ list, kept: map(kept), counted: map(await COUNTS[list](scoped)) });
  }
  return audits;
}
