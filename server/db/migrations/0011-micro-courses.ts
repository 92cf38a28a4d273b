import type { Kysely } from 'kysely';

/**
 * Learners' micro-courses (decision 0020): the micro-course and its chapters until an
 * administrator approves it (then a `courses` row is made), resumable chunked uploads with the
 * digest of every chunk, and each enterprise's setting (chapter-name limit).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('micro_courses')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('owner_user_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('visible_range', 'text', (c) => c.notNull().defaultTo('all'))
    .addColumn('category_id', 'integer')
    .addColumn('cover_upload_id', 'integer')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fail_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('course_id', 'integer')
    .addColumn('reviewer_user_id', 'integer')
    .addColumn('submitted_at', 'integer')
    .addColumn('reviewed_at', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  // The learner's list (newest change first) and the review queue by state.
  await db.schema
    .createIndex('micro_courses_owner')
    .on('micro_courses')
    .columns(['eid', 'owner_user_id', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('micro_courses_state')
    .on('micro_courses')
    .columns(['eid', 'state', 'submitted_at'])
    .execute();

  await db.schema
    .createTable('micro_course_chapters')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('micro_course_id', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('upload_id', 'integer')
    .addColumn('duration_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('probe', 'text', (c) => c.notNull().defaultTo('pending'))
    .execute();
  await db.schema
    .createIndex('micro_course_chapters_course')
    .on('micro_course_chapters')
    .columns(['micro_course_id', 'sort'])
    .execute();

  await db.schema
    .createTable('micro_course_uploads')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('owner_user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('total_bytes', 'integer', (c) => c.notNull())
    .addColumn('chunk_bytes', 'integer', (c) => c.notNull())
    .addColumn('chunk_count', 'integer', (c) => c.notNull())
    .addColumn('received_chunks', 'integer', (c) => c.notNull().defaultTo(0))
    // Random name of the partial file while chunks arrive (never a client-chosen path).
    .addColumn('partial_name', 'text', (c) => c.notNull())
    .addColumn('detected_type', 'text', (c) => c.notNull().defaultTo(''))
    // Path under MEDIA_DIR once complete (served at /media/<key>); '' before.
    .addColumn('media_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('micro_course_uploads_owner')
    .on('micro_course_uploads')
    .columns(['eid', 'owner_user_id'])
    .execute();

  await db.schema
    .createTable('micro_course_upload_chunks')
    .addColumn('upload_id', 'integer', (c) => c.notNull())
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('micro_course_upload_chunks_pk', ['upload_id', 'idx'])
    .execute();

  await db.schema
    .createTable('micro_course_settings')
    .addColumn('eid', 'integer', (c) => c.primaryKey())
    .addColumn('chapter_name_max', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'micro_course_settings',
    'micro_course_upload_chunks',
    'micro_course_uploads',
    'micro_course_chapters',
    'micro_courses',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
