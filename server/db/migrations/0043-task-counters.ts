import { sql, type Kysely } from 'kysely';

/**
 * Flat list costs for tasks, trainings and assignments (issue 22, decision 0058). Every learner's
 * list total and tab count is a row of task_counters, moved in the same transaction as the write
 * that changes it; a task's time-dependent state (overdue, started, ended) is stored on its row and
 * moved when its time passes (a catch-up on read and a periodic sweep), so a state-filtered page
 * reads one index range and its total one counter. user_id 0 holds the enterprise's own counters
 * (assignments for everyone, the grading queue). Existing rows are counted once here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('task_counters')
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // course_task | training | homework | homework_queue
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('task_counters_key')
    .on('task_counters')
    .columns(['user_id', 'list', 'bucket', 'eid'])
    .unique()
    .execute();

  // Course tasks: not_started | in_progress | overdue | completed (exam tasks keep 'open').
  await db.schema
    .alterTable('task_assignments')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('not_started'))
    .execute();
  await db.schema
    .createIndex('task_assignments_state')
    .on('task_assignments')
    .columns(['user_id', 'kind', 'state', 'eid', 'assigned_at', 'id'])
    .execute();
  // The catch-up finds a learner's open tasks whose due time has passed.
  await db.schema
    .createIndex('task_assignments_due')
    .on('task_assignments')
    .columns(['user_id', 'kind', 'state', 'due_at'])
    .execute();

  // Trainings: the enrolment holds its learner-facing state and the training's times (which no
  // call changes after creation), so the state moves on the learner's own rows.
  await db.schema
    .alterTable('training_enrolments')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('not_started'))
    .execute();
  await db.schema
    .alterTable('training_enrolments')
    .addColumn('starts_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('training_enrolments')
    .addColumn('ends_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('training_enrolments_state')
    .on('training_enrolments')
    .columns(['user_id', 'state', 'eid', 'enrolled_at', 'id'])
    .execute();
  await db.schema
    .createIndex('training_enrolments_starts')
    .on('training_enrolments')
    .columns(['user_id', 'state', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('training_enrolments_ends')
    .on('training_enrolments')
    .columns(['user_id', 'state', 'ends_at'])
    .execute();
  await sql`update training_enrolments set
      starts_at = (select t.starts_at from trainings t where t.id = training_enrolments.training_id),
      ends_at = (select t.ends_at from trainings t where t.id = training_enrolments.training_id)`.execute(db);

  // The learner's assignments page by deadline within their audience rows.
  await db.schema
    .createIndex('homework_submissions_user_status')
    .on('homework_submissions')
    .columns(['user_id', 'status', 'eid'])
    .execute();

  const { recountTaskCounters } = await import('../../routes/tasks/task-recount');
  await recountTaskCounters(db as never, Date.now());
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('homework_submissions_user_status').execute();
  for (const index of ['training_enrolments_state', 'training_enrolments_starts', 'training_enrolments_ends'])
    await db.schema.dropIndex(index).execute();
  for (const column of ['state', 'starts_at', 'ends_at'])
    await db.schema.alterTable('training_enrolments').dropColumn(column).execute();
  await db.schema.dropIndex('task_assignments_state').execute();
  await db.schema.dropIndex('task_assignments_due').execute();
  await db.schema.alterTable('task_assignments').dropColumn('state').execute();
  await db.schema.dropTable('task_counters').execute();
}
