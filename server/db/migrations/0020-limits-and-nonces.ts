import type { Kysely } from 'kysely';

/**
 * Limits and seen request signatures move from each process's memory into the database
 * (decision 0034), so they hold under bursts, across restarts and across processes.
 *
 * - `limit_counters`: one row per (scope, subject) — a sign-in account, an address, a phone —
 *   with the count of the current window and when that window ends. Taking one unit is one
 *   upsert statement (server/lib/limits.ts), so two requests can never both read "one left".
 * - `seen_requests`: the signature of every verified request until its timestamp window has
 *   passed; a replay's insert conflicts and is refused.
 *
 * Both are platform tables: keys that belong to an enterprise carry its eid in `subject`.
 * `send_events` (one row per code sent, checked and written in separate statements) is replaced
 * by counters in `limit_counters`. Times are epoch milliseconds, hence bigint (PostgreSQL's
 * integer is 32 bits; SQLite stores both alike).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('limit_counters')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('limit_counters_pk', ['scope', 'subject'])
    .execute();
  await db.schema.createIndex('limit_counters_expiry').on('limit_counters').column('window_ends_at').execute();

  await db.schema
    .createTable('seen_requests')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seen_requests_expiry').on('seen_requests').column('expires_at').execute();

  await db.schema.dropTable('send_events').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('send_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('send_events_lookup')
    .on('send_events')
    .columns(['scope', 'subject', 'created_at'])
    .execute();
  await db.schema.dropTable('seen_requests').execute();
  await db.schema.dropTable('limit_counters').execute();
}
