import { sql } from 'kysely';
import { prefixBuckets } from '../../db/bucket-counts';
import { OPEN_TASK_LEVELS } from '../../db/count-sources-0049';
import type { Db } from './training-scope';

/**
 * The task tab counts' exams and activities from counters kept on write (migration 0049, decision
 * 0067), exact, at the cost of four index reads whatever the learner's history:
 * - exams: assigned, no passed attempt, the exam not closed (closes_at > now);
 * - activities: registered, neither cancelled nor completed, the activity not over (end_at > now).
 * Each learner's open items are counted per time bucket of their end (key `<level>:<bucket>`);
 * open = all of them (the top level's buckets) less the prefix that ended by `now` (at each level
 * the at most 9 buckets between the tens below ⌊(now + 1) / 10^level⌋ and it, as
 * server/db/bucket-counts.ts, but every level in one statement). The items ending in the current
 * finest bucket (under 100 s) are counted from the rows: the enterprise's exams or activities
 * ending in that range (partial indexes of migration 0049), each probed for the learner's row by
 * its unique index.
 */
export async function openTaskCounts(
  db: Db,
  userId: number,
  now: number,
): Promise<{ exams: number; activities: number }> {
  const { finest, top } = OPEN_TASK_LEVELS;
  const below = now + 1;
  const { levels, topLimit } = prefixBuckets(below, OPEN_TASK_LEVELS);
  const prefix: string[] = [];
  for (const { level, first, end } of levels)
    for (let bucket = first; bucket < end; bucket++) prefix.push(`${level}:${bucket}`);
  const group = `u${userId}`;
  const lists = ['exam_tasks', 'activity_tasks'] as const;
  const base = db
    .selectFrom('list_counts')
    .select(['list', 'key', 'n'])
    .where('list', 'in', [...lists])
    .where('grp', '=', group);
  // The top level: every bucket (all the learner's items), a range of keys `<top>:…`.
  const topRows = await base.where('key', '>=', `${top}:`).where('key', '<', `${top};`).execute();
  const all = { exam_tasks: 0, activity_tasks: 0 };
  const ended = { exam_tasks: 0, activity_tasks: 0 };
  const listOf = (list: string) => (list === 'exam_tasks' ? 'exam_tasks' : 'activity_tasks');
  for (const row of topRows) {
    all[listOf(row.list)] += Number(row.n);
    if (Number(row.key.slice(`${top}:`.length)) < topLimit) ended[listOf(row.list)] += Number(row.n);
  }
  if (all.exam_tasks === 0 && all.activity_tasks === 0) return { exams: 0, activities: 0 };
  if (prefix.length > 0)
    for (const row of await base.where('key', 'in', prefix).execute()) ended[listOf(row.list)] += Number(row.n);
  const from = Math.floor(below / 10 ** finest) * 10 ** finest;
  if (from <= now) {
    if (all.exam_tasks > 0) ended.exam_tasks += await recentExams(db, userId, from, now);
    if (all.activity_tasks > 0) ended.activity_tasks += await recentActivities(db, userId, from, now);
  }
  return { exams: all.exam_tasks - ended.exam_tasks, activities: all.activity_tasks - ended.activity_tasks };
}

/** The learner's open exam tasks whose exam closes in [from, to]. */
async function recentExams(db: Db, userId: number, from: number, to: number): Promise<number> {
  const row = await db
    .selectFrom('exams as x')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('x.closes_at', '>=', from)
    .where('x.closes_at', '<=', to)
    // The partial index's own term, literally (a bound 0 would not match it on SQLite).
    .where(sql<boolean>`x.closes_at > 0`)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('task_assignments as a')
          .select('a.id')
          .where('a.user_id', '=', userId)
          .where('a.kind', '=', 'exam')
          .whereRef('a.ref_id', '=', 'x.id')
          .where('a.exam_passed', '=', 0),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The learner's live registrations whose activity ends in [from, to]. */
async function recentActivities(db: Db, userId: number, from: number, to: number): Promise<number> {
  const row = await db
    .selectFrom('activities as x')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('x.end_at', '>=', from)
    .where('x.end_at', '<=', to)
    .where(sql<boolean>`x.end_at > 0`)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('activity_registrations as r')
          .select('r.id')
          .whereRef('r.activity_id', '=', 'x.id')
          .where('r.user_id', '=', userId)
          .where('r.cancelled_at', 'is', null)
          .where('r.completed_at', 'is', null),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
