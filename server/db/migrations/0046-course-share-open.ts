import { sql, type Kysely } from 'kysely';

/**
 * Shared-course requests (issue 27, decision 0064): at most one OPEN request per course, held by
 * the database so two clicks at the same moment (or two tabs) still make one request. A partial
 * unique index (both engines support `WHERE` on an index); decided requests stay as history, and a
 * learner whose request was rejected may ask again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('course_share_requests_open')
    .on('course_share_requests')
    .columns(['eid', 'course_id'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('course_share_requests_open').execute();
}
