import type { Kysely } from 'kysely';

/** The slider check on code sending (decision 0037): one row per puzzle, swept after a day. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('slider_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('target_x', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('passed_at', 'bigint')
    .execute();
  await db.schema.createIndex('slider_challenges_created').on('slider_challenges').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('slider_challenges').execute();
}
