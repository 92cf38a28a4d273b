import type { Kysely } from 'kysely';

/**
 * Notes, comments, ratings, collections, praise, rewards and downloads (decision 0018). Every
 * table carries eid; every list a screen shows has its index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('course_social_settings')
    .addColumn('eid', 'integer', (c) => c.primaryKey())
    // The enterprise's own comment limit (spec 001 §5 "300 by default or a configurable limit").
    .addColumn('comment_max_length', 'integer', (c) => c.notNull().defaultTo(300))
    .execute();

  await db.schema
    .createTable('course_notes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addColumn('chapter_id', 'integer', (c) => c.notNull().references('course_chapters.id'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  // One note per learner per chapter: the 1000 characters are "per chapter" (spec 001 §3).
  await db.schema
    .createIndex('course_notes_owner_chapter')
    .on('course_notes')
    .columns(['user_id', 'chapter_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('course_notes_mine')
    .on('course_notes')
    .columns(['eid', 'user_id', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('course_notes_chapter')
    .on('course_notes')
    .columns(['eid', 'chapter_id', 'state', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('course_notes_review')
    .on('course_notes')
    .columns(['eid', 'state', 'updated_at'])
    .execute();

  // Images uploaded for notes: a note may only point at its owner's uploads.
  await db.schema
    .createTable('course_note_images')
    .addColumn('url', 'text', (c) => c.primaryKey())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('course_note_tips')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('closed_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('course_comments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // The top-level comment of the thread (null for a top-level comment itself).
    .addColumn('thread_id', 'integer')
    .addColumn('reply_to_user_id', 'integer')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('praise_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('course_comments_newest')
    .on('course_comments')
    .columns(['eid', 'course_id', 'thread_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('course_comments_hottest')
    .on('course_comments')
    .columns(['eid', 'course_id', 'thread_id', 'praise_count'])
    .execute();
  await db.schema
    .createIndex('course_comments_request')
    .on('course_comments')
    .columns(['user_id', 'request_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('course_comment_praises')
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('comment_id', 'integer', (c) => c.notNull().references('course_comments.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('course_comment_praises_pk', ['comment_id', 'user_id'])
    .execute();

  // Collections, praise and ratings: one row per learner per course.
  for (const table of ['course_collects', 'course_praises'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('eid', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', 'course_id'])
      .execute();
    await db.schema.createIndex(`${table}_recent`).on(table).columns(['eid', 'user_id', 'created_at']).execute();
  }
  await db.schema
    .createTable('course_ratings')
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('course_ratings_pk', ['user_id', 'course_id'])
    .execute();

  // The last toggle of each kind, to tell a double click (DUPLICATE_SUBMISSION) from a new wish.
  await db.schema
    .createTable('course_social_actions')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('course_social_actions_pk', ['user_id', 'target'])
    .execute();

  await db.schema
    .createTable('course_rewards')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addColumn('from_user_id', 'integer', (c) => c.notNull())
    .addColumn('to_user_id', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('course_rewards_once')
    .on('course_rewards')
    .columns(['from_user_id', 'course_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('course_rewards_received')
    .on('course_rewards')
    .columns(['eid', 'to_user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('download_records')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('chapter_ids', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('download_records_mine')
    .on('download_records')
    .columns(['eid', 'user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('download_records_request')
    .on('download_records')
    .columns(['user_id', 'request_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'download_records',
    'course_rewards',
    'course_social_actions',
    'course_ratings',
    'course_praises',
    'course_collects',
    'course_comment_praises',
    'course_comments',
    'course_note_tips',
    'course_note_images',
    'course_notes',
    'course_social_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
