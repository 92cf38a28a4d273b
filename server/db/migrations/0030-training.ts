import type { Kysely } from 'kysely';

/**
 * Tasks and training projects (issue 22, decision 0045). Times are epoch milliseconds (bigint on
 * PostgreSQL), booleans 0/1, localised texts JSON {zh_cn, zh_hant, en_us}; one migration for both
 * engines. Seats are unique twice — a seat holds one learner and a learner holds one seat — so two
 * learners choosing the same seat at once cannot both win, whatever the engine.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trainings')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('descriptions', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    // published | archived (archived shows as revoked to learners)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    // all = every member may enrol; listed = only enrolled learners see it
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('listed'))
    .addColumn('venue', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seat_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seat_cols', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('certificate', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trainings_eid_start').on('trainings').columns(['eid', 'starts_at']).execute();

  await db.schema
    .createTable('training_stages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('training_id', 'integer', (c) => c.notNull().references('trainings.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull())
    // How many elective items finish the stage (every required item always counts).
    .addColumn('electives_needed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('training_stages_order')
    .on('training_stages')
    .columns(['training_id', 'position'])
    .unique()
    .execute();

  await db.schema
    .createTable('training_stage_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('training_id', 'integer', (c) => c.notNull().references('trainings.id'))
    .addColumn('stage_id', 'integer', (c) => c.notNull().references('training_stages.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    // course | exam | activity | questionnaire | homework
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('names', 'text', (c) => c.notNull())
    .execute();
  // A training's items are read together (its progress): by training, then stage order.
  await db.schema
    .createIndex('training_stage_items_training')
    .on('training_stage_items')
    .columns(['training_id', 'stage_id', 'position'])
    .execute();
  await db.schema
    .createIndex('training_stage_items_stage')
    .on('training_stage_items')
    .columns(['stage_id', 'position'])
    .execute();

  await db.schema
    .createTable('training_enrolments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('training_id', 'integer', (c) => c.notNull().references('trainings.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('enrolled_at', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('training_enrolments_once')
    .on('training_enrolments')
    .columns(['training_id', 'user_id'])
    .unique()
    .execute();
  // eid in the index: the tenant scope's filter, so a learner's count reads the index alone.
  await db.schema
    .createIndex('training_enrolments_user')
    .on('training_enrolments')
    .columns(['user_id', 'eid', 'enrolled_at', 'id'])
    .execute();

  await db.schema
    .createTable('training_seats')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('training_id', 'integer', (c) => c.notNull().references('trainings.id'))
    .addColumn('row_no', 'integer', (c) => c.notNull())
    .addColumn('seat_no', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('chosen_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('training_seats_seat')
    .on('training_seats')
    .columns(['training_id', 'row_no', 'seat_no'])
    .unique()
    .execute();
  await db.schema
    .createIndex('training_seats_user')
    .on('training_seats')
    .columns(['training_id', 'user_id'])
    .unique()
    .execute();

  // Assigned courses and exams with their due dates (the course and exam areas keep no due date).
  await db.schema
    .createTable('task_assignments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // course | exam
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('due_at', 'bigint')
    .addColumn('assigned_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('task_assignments_once')
    .on('task_assignments')
    .columns(['user_id', 'kind', 'ref_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('task_assignments_list')
    .on('task_assignments')
    .columns(['user_id', 'kind', 'eid', 'assigned_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'task_assignments',
    'training_seats',
    'training_enrolments',
    'training_stage_items',
    'training_stages',
    'trainings',
  ])
    await db.schema.dropTable(table).execute();
}
