import type { Kysely } from 'kysely';

/**
 * The DingTalk and WeCom simulators' used codes leave each process's memory (decision 0041): with
 * several server processes a code issued by one is redeemed at another, and must be refused at a
 * third. A platform table (the simulators serve every enterprise); times are epoch milliseconds,
 * hence bigint, so the same migration runs on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('host_sim_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('host_sim_codes_expiry').on('host_sim_codes').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('host_sim_codes').execute();
}
