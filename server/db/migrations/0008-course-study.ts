import type { Kysely } from 'kysely';

/**
 * Study sessions: one row per window that studies a course. A session is live while its
 * heartbeats keep coming (lease); the server credits study time against the wall-clock time
 * between the learner's credited heartbeats, never what the client claims (decision 0017).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('study_sessions')
    // Random and unguessable: the heartbeat names its session by it.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addColumn('chapter_id', 'integer', (c) => c.notNull())
    // The browser tab's own id (kept across reloads): a reload takes its old session over.
    .addColumn('window_id', 'text', (c) => c.notNull())
    .addColumn('started_at', 'integer', (c) => c.notNull())
    .addColumn('last_seen_at', 'integer', (c) => c.notNull())
    .addColumn('last_credited_at', 'integer', (c) => c.notNull())
    .addColumn('ended_at', 'integer')
    .execute();
  // Live sessions of a learner (multi-window, credit bound) and of a course (max viewers).
  await db.schema
    .createIndex('study_sessions_user')
    .on('study_sessions')
    .columns(['user_id', 'ended_at', 'last_seen_at'])
    .execute();
  await db.schema
    .createIndex('study_sessions_course')
    .on('study_sessions')
    .columns(['course_id', 'ended_at', 'last_seen_at'])
    .execute();

  // What a SCORM package stored through the API object (status, location, suspend data).
  await db.schema
    .createTable('scorm_states')
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('chapter_id', 'integer', (c) => c.notNull())
    .addColumn('lesson_status', 'text', (c) => c.notNull().defaultTo('not attempted'))
    .addColumn('lesson_location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('suspend_data', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('scorm_states_pk', ['user_id', 'chapter_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scorm_states').execute();
  await db.schema.dropTable('study_sessions').execute();
}
