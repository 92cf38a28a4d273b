import type { Kysely } from 'kysely';

/**
 * Questionnaires and votes (issue 23, decision 0048). Times in ms; booleans 0/1.
 *
 * Anonymity is a property of the tables, not of the code that reads them:
 * - questionnaire_participants says WHO took part (for "only once", the participation count and the
 *   training stages); it holds no answer and no id of a submission;
 * - questionnaire_submissions holds WHAT was answered. Its id is random text (not a sequence that
 *   would line up with the order of the participants), and for an anonymous questionnaire it keeps
 *   neither the user nor a time: only the hash of a receipt that the learner's browser keeps, so the
 *   learner can see their own answers again and nobody reading the database can.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('questionnaires')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    // survey | vote
    .addColumn('kind', 'text', (c) => c.notNull())
    // A text or JSON {zh_cn, zh_hant, en_us} (demo data in three languages); see questionnaire-text.ts.
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    // JSON list of questions (protocol/schemas/questionnaires.ts QuestionDef).
    .addColumn('questions', 'text', (c) => c.notNull())
    .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('once_only', 'integer', (c) => c.notNull().defaultTo(0))
    // Show the number of people who took part / the live counts of a vote's options.
    .addColumn('show_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('show_results', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'integer', (c) => c.notNull())
    .addColumn('ends_at', 'integer', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('participants', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('questionnaires_list')
    .on('questionnaires')
    .columns(['eid', 'published', 'starts_at', 'id'])
    .execute();

  await db.schema
    .createTable('questionnaire_participants')
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('questionnaire_id', 'integer', (c) => c.notNull().references('questionnaires.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('times', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('questionnaire_participants_pk', ['questionnaire_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('questionnaire_participants_user')
    .on('questionnaire_participants')
    .columns(['eid', 'user_id', 'last_at'])
    .execute();

  await db.schema
    .createTable('questionnaire_submissions')
    // Random text: an anonymous row cannot be ordered against the participants.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('questionnaire_id', 'integer', (c) => c.notNull().references('questionnaires.id'))
    // null on an anonymous questionnaire.
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    // JSON {questionId: answer}; null times on an anonymous questionnaire.
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'integer')
    // sha256 of the receipt the learner's browser keeps (anonymous only).
    .addColumn('receipt_hash', 'text')
    .execute();
  await db.schema
    .createIndex('questionnaire_submissions_user')
    .on('questionnaire_submissions')
    .columns(['questionnaire_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('questionnaire_submissions_receipt')
    .on('questionnaire_submissions')
    .columns(['receipt_hash'])
    .execute();

  await db.schema
    .createTable('questionnaire_option_counts')
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('questionnaire_id', 'integer', (c) => c.notNull().references('questionnaires.id'))
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('option_id', 'text', (c) => c.notNull())
    .addColumn('votes', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('questionnaire_option_counts_pk', ['questionnaire_id', 'question_id', 'option_id'])
    .execute();

  // Images uploaded while answering (uploads, signatures); a row is removed when its answer is
  // submitted, so an anonymous answer's image cannot be traced to its uploader either.
  await db.schema
    .createTable('questionnaire_uploads')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('questionnaire_id', 'integer', (c) => c.notNull().references('questionnaires.id'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('questionnaire_uploads_user')
    .on('questionnaire_uploads')
    .columns(['eid', 'user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('questionnaire_uploads').execute();
  await db.schema.dropTable('questionnaire_option_counts').execute();
  await db.schema.dropTable('questionnaire_submissions').execute();
  await db.schema.dropTable('questionnaire_participants').execute();
  await db.schema.dropTable('questionnaires').execute();
}
