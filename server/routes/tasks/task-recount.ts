import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type RecountPart = 'course_task' | 'training' | 'homework';

/**
 * Counts every learner's task states and list counters from the rows themselves (decision 0058):
 * the migration's backfill, and the seeds and bench fixtures that write rows in bulk without the
 * services. `now` decides the time-dependent states (overdue, started, ended). Unscoped: all
 * enterprises at once.
 */
export async function recountTaskCounters(
  db: Kysely<Database>,
  now: number,
  parts: readonly RecountPart[] = ['course_task', 'training', 'homework'],
): Promise<void> {
  const at = sql.lit(now);
  if (parts.includes('course_task')) {
    const enrolment = (condition: string) =>
      sql`exists (select 1 from course_enrolments e where e.course_id = task_assignments.ref_id
        and e.user_id = task_assignments.user_id and ${sql.raw(condition)})`;
    await sql`update task_assignments set state = case
        when ${enrolment('e.completed_at is not null')} then 'completed'
        when due_at is not null and due_at <= ${at} then 'overdue'
        when ${enrolment('e.studied_seconds > 0')} then 'in_progress'
        else 'not_started' end
      where kind = 'course'`.execute(db);
    await sql`update task_assignments set state = 'open' where kind <> 'course'`.execute(db);
    await db.deleteFrom('task_counters').where('list', '=', 'course_task').execute();
    await sql`insert into task_counters (eid, user_id, list, bucket, n)
      select eid, user_id, 'course_task', state, count(*) from task_assignments
      where kind = 'course' group by eid, user_id, state`.execute(db);
  }
  if (parts.includes('training')) {
    await sql`update training_enrolments set
        starts_at = (select t.starts_at from trainings t where t.id = training_enrolments.training_id),
        ends_at = (select t.ends_at from trainings t where t.id = training_enrolments.training_id)`.execute(db);
    await sql`update training_enrolments set state = case
        when exists (select 1 from trainings t where t.id = training_enrolments.training_id and t.status = 'archived')
          then 'archived'
        when completed_at is not null then 'completed'
        when ${at} < starts_at then 'not_started'
        when ${at} >= ends_at then 'ended'
        else 'in_progress' end`.execute(db);
    await db.deleteFrom('task_counters').where('list', '=', 'training').execute();
    await sql`insert into task_counters (eid, user_id, list, bucket, n)
      select eid, user_id, 'training', state, count(*) from training_enrolments
      group by eid, user_id, state`.execute(db);
  }
  if (parts.includes('homework')) {
    await db.deleteFrom('task_counters').where('list', 'in', ['homework', 'homework_queue']).execute();
    await sql`insert into task_counters (eid, user_id, list, bucket, n)
      select a.eid, a.user_id, 'homework', 'listed', count(*) from homework_audience a
      join homework h on h.id = a.homework_id where h.audience = 'listed' group by a.eid, a.user_id`.execute(db);
    await sql`insert into task_counters (eid, user_id, list, bucket, n)
      select eid, 0, 'homework', 'for_all', count(*) from homework where audience = 'all' group by eid`.execute(db);
    await sql`insert into task_counters (eid, user_id, list, bucket, n)
      select eid, user_id, 'homework', status, count(*) from homework_submissions
      where status <> 'draft' group by eid, user_id, status`.execute(db);
    await sql`insert into task_counters (eid, user_id, list, bucket, n)
      select eid, 0, 'homework_queue', status, count(*) from homework_submissions
      where status <> 'draft' group by eid, status`.execute(db);
  }
}
