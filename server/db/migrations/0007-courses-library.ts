import { sql, type Kysely } from 'kysely';

/**
 * Course library and detail: course codes (redeeming one enrols the learner with source 'code'),
 * who redeemed which code (double clicks enrol once), and the indexes the library's sorts need so
 * that a tenant with 10,000 courses still lists by index (see courses-index.test.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('course_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    // Stored upper-case; the learner may type it in any case.
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addColumn('max_uses', 'integer', (c) => c.notNull())
    .addColumn('uses_left', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('course_codes_code').on('course_codes').columns(['eid', 'code']).unique().execute();

  await db.schema
    .createTable('course_code_redemptions')
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('code_id', 'integer', (c) => c.notNull().references('course_codes.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('course_id', 'integer', (c) => c.notNull())
    .addColumn('redeemed_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('course_code_redemptions_pk', ['code_id', 'user_id'])
    .execute();

  // The library's "most learners" and "best rated" sorts; newest uses 0006's courses_library.
  await db.schema.createIndex('courses_popular').on('courses').columns(['eid', 'status', 'learner_count']).execute();
  // The ORDER BY of the rating sort is this very expression (RATING_AVERAGE_SQL), so the index serves it.
  await sql`create index courses_rating on courses (eid, status, (case when rating_count > 0 then rating_sum * 1.0 / rating_count else 0 end))`.execute(
    db,
  );
  // The signed-in learner's study-state filter joins their enrolments by course.
  await db.schema
    .createIndex('course_enrolments_course')
    .on('course_enrolments')
    .columns(['course_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('course_enrolments_course').execute();
  await db.schema.dropIndex('courses_rating').execute();
  await db.schema.dropIndex('courses_popular').execute();
  await db.schema.dropTable('course_code_redemptions').execute();
  await db.schema.dropTable('course_codes').execute();
}
