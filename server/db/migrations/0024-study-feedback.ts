import type { Kysely } from 'kysely';

/**
 * Issue 17 (player and exam rules):
 * - study_sessions.device_id: the browser a study window runs in (a per-browser id kept in
 *   localStorage), so a window of a browser that was killed can be taken back by the same browser
 *   at once instead of waiting for its lease to run out;
 * - study_settings: each enterprise's player settings (auto-next countdown, the short and long
 *   skips); no row = the defaults;
 * - exams.gate_chapter_id: an after-class exam opens once its course is completed, or, when set,
 *   once this chapter of the course is;
 * - feedback_reports: error reports a learner sends from the player or the exam page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('study_sessions')
    .addColumn('device_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('study_settings')
    .addColumn('eid', 'integer', (c) => c.primaryKey())
    .addColumn('auto_next_seconds', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('skip_short_seconds', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('skip_long_seconds', 'integer', (c) => c.notNull().defaultTo(10))
    .execute();

  await db.schema.alterTable('exams').addColumn('gate_chapter_id', 'integer').execute();

  await db.schema
    .createTable('feedback_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // 'course' (the player) or 'exam' (the exam page).
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('course_id', 'integer')
    .addColumn('chapter_id', 'integer')
    .addColumn('exam_id', 'integer')
    .addColumn('question_id', 'integer')
    // Where the player was (seconds) or which page of the paper, when the report was sent.
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('feedback_reports_user')
    .on('feedback_reports')
    .columns(['eid', 'user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback_reports').execute();
  await db.schema.alterTable('exams').dropColumn('gate_chapter_id').execute();
  await db.schema.dropTable('study_settings').execute();
  await db.schema.alterTable('study_sessions').dropColumn('device_id').execute();
}
