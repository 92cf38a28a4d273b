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

/** What each list's counters should hold, counted from the rows (decision 0058). */
const COUNTS: Record<CounterList, string> = {
  course_task: `select user_id, state as bucket, count(*) as n from task_assignments
    where eid = $eid and kind = 'course' group by user_id, state`,
  training: `select user_id, state as bucket, count(*) as n from training_enrolments
    where eid = $eid group by user_id, state`,
  homework: `select user_id, status as bucket, count(*) as n from homework_submissions
      where eid = $eid and status <> 'draft' group by user_id, status
    union all select a.user_id, 'listed' as bucket, count(*) as n from homework_audience a
      join homework h on h.id = a.homework_id where a.eid = $eid and h.audience = 'listed' group by a.user_id
    union all select 0 as user_id, 'for_all' as bucket, count(*) as n from homework
      where eid = $eid and audience = 'all' having count(*) > 0`,
  homework_queue: `select 0 as user_id, status as bucket, count(*) as n from homework_submissions
    where eid = $eid and status <> 'draft' group by status`,
};

/**
 * Every list's counters of one enterprise beside a COUNT(*) of its rows: the tests' proof that
 * the counters are exact, and an operator's check (`db` unscoped: it reads by eid itself).
 */
export async function auditCounters(db: Kysely<Database>, eid: number): Promise<CounterAudit[]> {
  const audits: CounterAudit[] = [];
  for (const list of Object.keys(COUNTS) as CounterList[]) {
    const kept = await db
      .selectFrom('task_counters')
      .select(['user_id', 'bucket', 'n'])
      .where('eid', '=', eid)
      .where('list', '=', list)
      .execute();
    const rows = await sql<{ user_id: number; bucket: string; n: number }>`${sql.raw(
      COUNTS[list].replaceAll('$eid', String(Math.trunc(eid))),
    )}`.execute(db);
    const map = (items: { user_id: number; bucket: string; n: number }[]) =>
      Object.fromEntries(items.filter((r) => Number(r.n) !== 0).map((r) => [`${r.user_id}:${r.bucket}`, Number(r.n)]));
    audits.push({ list, kept: map(kept), counted: map(rows.rows) });
  }
  return audits;
}
