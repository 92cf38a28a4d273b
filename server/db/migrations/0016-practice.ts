import type { Kysely } from 'kysely';

/**
 * Practice, daily practice, the wrong-question notebook and exercise records (decision 0027).
 * A session is created by its first answer (reading a practice set writes nothing); an answer is
 * unique per (session, question), which makes double clicks and retries harmless. Times in ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('practice_sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // Random for course and notebook sessions, `daily-YYYY-MM-DD` for the daily one.
    .addColumn('session_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('course_id', 'integer')
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    // JSON list of the question ids of the set, fixed when the session starts.
    .addColumn('question_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('answered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('right_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wrong_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('practice_sessions_key')
    .on('practice_sessions')
    .columns(['user_id', 'session_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('practice_sessions_records')
    .on('practice_sessions')
    .columns(['eid', 'user_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('practice_answers')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('practice_sessions.id'))
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    // 1 right, 0 wrong, null an essay waiting for the learner's self-check.
    .addColumn('correct', 'integer')
    .addColumn('answered_at', 'integer', (c) => c.notNull())
    .addColumn('checked_at', 'integer')
    .execute();
  await db.schema
    .createIndex('practice_answers_once')
    .on('practice_answers')
    .columns(['session_id', 'question_id'])
    .unique()
    .execute();
  // The accuracy chart: a learner's checked answers by time.
  await db.schema
    .createIndex('practice_answers_user_time')
    .on('practice_answers')
    .columns(['eid', 'user_id', 'checked_at'])
    .execute();

  await db.schema
    .createTable('practice_notebook')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('question_id', 'integer', (c) => c.notNull())
    // Where it was first answered wrongly: practice or exam.
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('wrong_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('right_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('added_at', 'integer', (c) => c.notNull())
    .addColumn('last_wrong_at', 'integer', (c) => c.notNull())
    .addColumn('mastered_at', 'integer')
    .execute();
  await db.schema
    .createIndex('practice_notebook_once')
    .on('practice_notebook')
    .columns(['user_id', 'question_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('practice_notebook_list')
    .on('practice_notebook')
    .columns(['eid', 'user_id', 'mastered_at', 'last_wrong_at'])
    .execute();
}
