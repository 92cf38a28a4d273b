import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/*
 * The task tab counts' exams and activities counted row by row, as tasksInProgress counted them
 * before decision 0067: the reference the counters are held to (open-task-counts.test.ts) and the
 * "before" figure of the growth bench. `db` is scoped to the enterprise.
 */

/** Assigned exams still open (closing after `now`) that the learner has not passed. */
export async function countedOpenExams(db: Kysely<Database>, userId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('task_assignments as a')
    .innerJoin('exams as x', (join) => join.onRef('x.id', '=', 'a.ref_id'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('a.user_id', '=', userId)
    .where('a.kind', '=', 'exam')
    .where('x.closes_at', '>', now)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('exam_attempts as t')
            .select('t.id')
            .whereRef('t.exam_id', '=', 'a.ref_id')
            .whereRef('t.user_id', '=', 'a.user_id')
            .where('t.passed', '=', 1),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Registrations not cancelled or completed, of activities ending after `now`. */
export async function countedOpenActivities(db: Kysely<Database>, userId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('activity_registrations as r')
    .innerJoin('activities as x', (join) => join.onRef('x.id', '=', 'r.activity_id'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.user_id', '=', userId)
    .where('r.cancelled_at', 'is', null)
    .where('r.completed_at', 'is', null)
    .where('x.end_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
