import type { Kysely } from 'kysely';

/**
 * The learning core every later area builds on: course categories, courses and their chapters,
 * who may see a course, each learner's enrolment and per-chapter progress, seconds studied per
 * day (calendar, rankings), and the points ledger (every change of a balance, once per key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('course_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    // The catid of spec 001 §7: letters and digits only, unique within the enterprise.
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('course_categories_code')
    .on('course_categories')
    .columns(['eid', 'code'])
    .unique()
    .execute();

  await db.schema
    .createTable('courses')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('labels', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('lecturer_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lecturer_type', 'text', (c) => c.notNull().defaultTo('internal'))
    .addColumn('lecturer_user_id', 'integer')
    .addColumn('fee_type', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('price_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('personal_purchase', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('all'))
    .addColumn('expires_at', 'integer')
    .addColumn('max_viewers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credits', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('study_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sequential', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_download', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('admin'))
    .addColumn('owner_user_id', 'integer')
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('learner_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('praise_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('collect_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  // The library lists a tenant's published courses newest first, optionally by category.
  await db.schema.createIndex('courses_library').on('courses').columns(['eid', 'status', 'published_at']).execute();
  await db.schema.createIndex('courses_category').on('courses').columns(['eid', 'category_id', 'status']).execute();

  await db.schema
    .createTable('course_chapters')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('media_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_html', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('duration_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('transcode_status', 'text', (c) => c.notNull().defaultTo('done'))
    .execute();
  await db.schema.createIndex('course_chapters_course').on('course_chapters').columns(['course_id', 'sort']).execute();

  // Who may see a course whose audience is 'listed' (an administrator's per-user visibility).
  await db.schema
    .createTable('course_audience')
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addPrimaryKeyConstraint('course_audience_pk', ['course_id', 'user_id'])
    .execute();
  await db.schema.createIndex('course_audience_user').on('course_audience').columns(['eid', 'user_id']).execute();

  await db.schema
    .createTable('course_enrolments')
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('self'))
    .addColumn('started_at', 'integer', (c) => c.notNull())
    .addColumn('last_studied_at', 'integer', (c) => c.notNull())
    .addColumn('last_chapter_id', 'integer')
    .addColumn('studied_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed_at', 'integer')
    .addColumn('access_expires_at', 'integer')
    .addPrimaryKeyConstraint('course_enrolments_pk', ['user_id', 'course_id'])
    .execute();
  await db.schema
    .createIndex('course_enrolments_recent')
    .on('course_enrolments')
    .columns(['eid', 'user_id', 'last_studied_at'])
    .execute();

  await db.schema
    .createTable('chapter_progress')
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addColumn('chapter_id', 'integer', (c) => c.notNull().references('course_chapters.id'))
    .addColumn('position_seconds', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('credited_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_heartbeat_at', 'integer')
    .addColumn('completed_at', 'integer')
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('chapter_progress_pk', ['user_id', 'chapter_id'])
    .execute();
  await db.schema
    .createIndex('chapter_progress_course')
    .on('chapter_progress')
    .columns(['user_id', 'course_id'])
    .execute();

  // Seconds credited per learner per local day ('YYYY-MM-DD' in the learner's time zone).
  await db.schema
    .createTable('study_days')
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('courses_completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('study_days_pk', ['user_id', 'day'])
    .execute();
  await db.schema.createIndex('study_days_day').on('study_days').columns(['eid', 'day']).execute();

  await db.schema
    .createTable('point_ledger')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('balance_after', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  // The idempotency key: one change per (user, key), whatever the retries or double clicks.
  await db.schema.createIndex('point_ledger_key').on('point_ledger').columns(['user_id', 'ref_key']).unique().execute();
  await db.schema
    .createIndex('point_ledger_recent')
    .on('point_ledger')
    .columns(['eid', 'user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'point_ledger',
    'study_days',
    'chapter_progress',
    'course_enrolments',
    'course_audience',
    'course_chapters',
    'courses',
    'course_categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
