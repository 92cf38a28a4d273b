import type { Kysely } from 'kysely';

/**
 * Lecturers (decision 0051): categories, lecturers with photos and labels, the courses each
 * teaches, rating dimensions and one grade per learner and dimension, lecturer applications
 * waiting for an administrator, the lecturers' open hours and offline bookings. Also a partner's
 * profile and the partner an enquiry is about. Times are epoch milliseconds (bigint).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lecturer_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('titles', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lecturer_categories_eid').on('lecturer_categories').columns(['eid', 'sort']).execute();

  await db.schema
    .createTable('lecturers')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('category_id', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gender', 'text', (c) => c.notNull().defaultTo('unknown'))
    // Region, headline, introduction and place: a plain text or JSON {zh_cn, zh_hant, en_us}.
    .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('headline', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
    // JSON lists: photo paths (at most 10), labels (at most 5, each plain or localised).
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('labels', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('bookable', 'integer', (c) => c.notNull().defaultTo(0))
    // Sum and count of every dimension grade, kept in the grading transaction (the list sorts by it).
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lecturers_list').on('lecturers').columns(['eid', 'enabled', 'sort', 'id']).execute();
  await db.schema.createIndex('lecturers_type').on('lecturers').columns(['eid', 'enabled', 'type', 'sort']).execute();

  await db.schema
    .createTable('lecturer_courses')
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('lecturer_id', 'integer', (c) => c.notNull().references('lecturers.id'))
    .addColumn('course_id', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('lecturer_courses_pair')
    .on('lecturer_courses')
    .columns(['lecturer_id', 'course_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('lecturer_dimensions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('titles', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lecturer_dimensions_eid').on('lecturer_dimensions').columns(['eid', 'sort']).execute();

  await db.schema
    .createTable('lecturer_grades')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('lecturer_id', 'integer', (c) => c.notNull().references('lecturers.id'))
    .addColumn('dimension_id', 'integer', (c) => c.notNull().references('lecturer_dimensions.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // Once per learner and dimension: the index decides under any concurrency.
  await db.schema
    .createIndex('lecturer_grades_once')
    .on('lecturer_grades')
    .columns(['lecturer_id', 'dimension_id', 'user_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('lecturer_applications')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('introduction', 'text', (c) => c.notNull())
    .addColumn('labels', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    // 'pending' until an administrator approves or rejects it.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .execute();
  // One application per person: a rejected one is filed again in the same row.
  await db.schema
    .createIndex('lecturer_applications_user')
    .on('lecturer_applications')
    .columns(['eid', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('lecturer_applications_review')
    .on('lecturer_applications')
    .columns(['eid', 'status', 'created_at'])
    .execute();

  await db.schema
    .createTable('lecturer_hours')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('lecturer_id', 'integer', (c) => c.notNull().references('lecturers.id'))
    // 1 = Monday … 7 = Sunday; minutes after local midnight (the enterprise's +8 h clock).
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('start_minute', 'integer', (c) => c.notNull())
    .addColumn('end_minute', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lecturer_hours_lecturer').on('lecturer_hours').columns(['lecturer_id']).execute();

  await db.schema
    .createTable('lecturer_bookings')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('lecturer_id', 'integer', (c) => c.notNull().references('lecturers.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('stars', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('evaluation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // A retried or double-clicked booking is filed once.
  await db.schema
    .createIndex('lecturer_bookings_request')
    .on('lecturer_bookings')
    .columns(['user_id', 'request_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('lecturer_bookings_time')
    .on('lecturer_bookings')
    .columns(['lecturer_id', 'status', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('lecturer_bookings_mine')
    .on('lecturer_bookings')
    .columns(['user_id', 'created_at'])
    .execute();

  // A partner's page (/partner/partnerDetail/{id}): introduction and services in each language.
  await db.schema
    .createTable('partner_profiles')
    .addColumn('partner_id', 'integer', (c) => c.primaryKey().references('partners.id'))
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('services', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('promote_enquiries').addColumn('partner_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('promote_enquiries').dropColumn('partner_id').execute();
  for (const table of [
    'partner_profiles',
    'lecturer_bookings',
    'lecturer_hours',
    'lecturer_applications',
    'lecturer_grades',
    'lecturer_dimensions',
    'lecturer_courses',
    'lecturers',
    'lecturer_categories',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
