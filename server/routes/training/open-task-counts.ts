import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { bucketPrefixCount } from '../../db/bucket-counts';
import { OPEN_TASK_LEVELS } from '../../db/count-sources-0049';
import { readCount } from '../../db/list-counts';
import type { Db } from './training-scope';

/**
 * The task tab counts' exams and activities from counters kept on write (migration 0049, decision
 * 0067), exact, at the cost of a few primary-key reads whatever the learner's history:
 * - exams: assigned, no passed attempt, the exam not closed (closes_at > now);
 * - activities: registered, neither cancelled nor completed, the activity not over (end_at > now).
 * Each learner's open items are counted per time bucket of their end; open = all of them less
 * the prefix that ended by `now`. The items ending in the current finest bucket (under 100 s)
 * are counted from the rows: the enterprise's exams or activities ending in that range, each
 * probed for the learner's row by its unique index.
 */
export async function openExamTasks(db: Db, userId: number, now: number): Promise<number> {
  return openCount(db, 'exam_tasks', userId, now, async (from) => {
    const row = await db
      .selectFrom('exams as x')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('x.closes_at', '>=', from)
      .where('x.closes_at', '<=', now)
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
  });
}

export async function openActivityTasks(db: Db, userId: number, now: number): Promise<number> {
  return openCount(db, 'activity_tasks', userId, now, async (from) => {
    const row = await db
      .selectFrom('activities as x')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('x.end_at', '>=', from)
      .where('x.end_at', '<=', now)
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
  });
}

/** All of the learner's counted items less those whose end is ≤ now (`recent` counts [from, now]). */
async function openCount(
  db: Db,
  list: string,
  userId: number,
  now: number,
  recent: (from: number) => Promise<number>,
): Promise<number> {
  const group = (level: number) => `u${userId}|${level}`;
  const all = await readCount(db, list, group(OPEN_TASK_LEVELS.top));
  if (all === 0) return 0;
  const below = now + 1;
  const from = Math.floor(below / 10 ** OPEN_TASK_LEVELS.finest) * 10 ** OPEN_TASK_LEVELS.finest;
  const ended =
    (await bucketPrefixCount(db as Kysely<Database>, list, group, below, OPEN_TASK_LEVELS)) +
    (from <= now ? await recent(from) : 0);
  return all - ended;
}
