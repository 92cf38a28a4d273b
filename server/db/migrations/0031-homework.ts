import type { Kysely } from 'kysely';

/**
 * Assignments (homework) and certificates (issue 22 items 3–5, decision 0046). Times are epoch
 * milliseconds (bigint, so one migration runs on SQLite and PostgreSQL); booleans 0/1; scores are
 * reals kept to one decimal by the code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('homework')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    // Plain text shown to learners and sent to the AI grader as the question.
    .addColumn('requirement', 'text', (c) => c.notNull().defaultTo(''))
    // What a good answer covers: for graders and the AI, never shown to learners.
    .addColumn('reference_answer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('full_score', 'real', (c) => c.notNull().defaultTo(100))
    .addColumn('pass_score', 'real', (c) => c.notNull())
    // A score at or above it makes the assignment "excellent".
    .addColumn('excellent_score', 'real', (c) => c.notNull())
    // The training project it belongs to (tasks area's stages reference homework by id); null = stand-alone.
    .addColumn('training_id', 'bigint')
    .addColumn('opens_at', 'bigint', (c) => c.notNull())
    .addColumn('deadline_at', 'bigint', (c) => c.notNull())
    // all | listed (homework_audience)
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('listed'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('homework_eid_deadline').on('homework').columns(['eid', 'deadline_at', 'id']).execute();
  // The assignments for everyone are counted apart from the listed ones (a learner's list total).
  await db.schema.createIndex('homework_eid_audience').on('homework').columns(['eid', 'audience']).execute();

  await db.schema
    .createTable('homework_audience')
    .addColumn('homework_id', 'integer', (c) => c.notNull().references('homework.id'))
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addPrimaryKeyConstraint('homework_audience_pk', ['homework_id', 'user_id'])
    .execute();
  await db.schema.createIndex('homework_audience_user').on('homework_audience').columns(['eid', 'user_id']).execute();

  await db.schema
    .createTable('homework_submissions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('homework_id', 'integer', (c) => c.notNull().references('homework.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // draft | pending | passed | failed | excellent | withdrawn
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    // How many times it was handed in (a withdrawn one may be handed in again).
    .addColumn('rounds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('submitted_at', 'bigint')
    .addColumn('score', 'real')
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    // hand | ai
    .addColumn('graded_how', 'text')
    .addColumn('graded_by', 'bigint')
    .addColumn('graded_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('homework_submissions_one')
    .on('homework_submissions')
    .columns(['homework_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('homework_submissions_status')
    .on('homework_submissions')
    .columns(['eid', 'status', 'submitted_at', 'id'])
    .execute();
  await db.schema
    .createIndex('homework_submissions_user')
    .on('homework_submissions')
    .columns(['eid', 'user_id', 'id'])
    .execute();

  await db.schema
    .createTable('homework_uploads')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('owner_user_id', 'integer', (c) => c.notNull().references('users.id'))
    // document | video | audio | file
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('total_bytes', 'bigint', (c) => c.notNull())
    .addColumn('chunk_bytes', 'integer', (c) => c.notNull())
    .addColumn('chunk_count', 'integer', (c) => c.notNull())
    .addColumn('received_chunks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('partial_name', 'text', (c) => c.notNull())
    .addColumn('detected_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('media_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('homework_upload_chunks')
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('homework_uploads.id'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('homework_upload_chunks_pk', ['upload_id', 'idx'])
    .execute();

  await db.schema
    .createTable('homework_files')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('homework_submissions.id'))
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('homework_uploads.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('homework_files_upload')
    .on('homework_files')
    .columns(['submission_id', 'upload_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('certificates')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    // training | exam | course | homework | manual — and the name of where it came from.
    .addColumn('source_kind', 'text', (c) => c.notNull())
    .addColumn('source_id', 'bigint')
    .addColumn('source_name', 'text', (c) => c.notNull().defaultTo(''))
    // Printed on the PDF so a copy can be checked against the portal.
    .addColumn('serial', 'text', (c) => c.notNull())
    .addColumn('acquired_at', 'bigint', (c) => c.notNull())
    // null = never expires.
    .addColumn('expires_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoke_reason', 'text', (c) => c.notNull().defaultTo(''))
    // When the "certificate expiring" message went out (once per certificate).
    .addColumn('expiry_notified_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('certificates_user').on('certificates').columns(['eid', 'user_id', 'id']).execute();
  await db.schema.createIndex('certificates_serial').on('certificates').columns(['eid', 'serial']).unique().execute();
  await db.schema.createIndex('certificates_expiry').on('certificates').columns(['expires_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'certificates',
    'homework_files',
    'homework_upload_chunks',
    'homework_uploads',
    'homework_submissions',
    'homework_audience',
    'homework',
  ])
    await db.schema.dropTable(table).execute();
}
