import type { Kysely } from 'kysely';

/** study_sessions.resource_relation: the resources a study session is credited to (decision 0039). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('study_sessions')
    .addColumn('resource_relation', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('study_sessions').dropColumn('resource_relation').execute();
}
