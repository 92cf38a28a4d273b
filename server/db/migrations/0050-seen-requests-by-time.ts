import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../engine';

/**
 * The replay guard's table keyed by the request's own timestamp first (issue 28 item 1, decision
 * 0068): `(request_ts, signature)`, on SQLite `WITHOUT ROWID`, no other index.
 *
 * Keyed by the signature alone, every insert landed on a random page of the key's B-tree (and its
 * row in the rowid table and the expiry index besides): each commit wrote one 4 KB page per
 * signature to the WAL, 20–40 µs a signature. Requests arrive in about their timestamps' order, so
 * keyed by timestamp first a batch's rows fall on the last page or two: 7–17 µs a signature
 * (docs/performance.md, "The API, round four"). The signature still decides: a copy of a request
 * carries the same signed timestamp, so it meets the same key and is refused; a different
 * timestamp under the same signature fails the signature check before the guard is asked.
 * A row is needed only while its timestamp is inside the window, so the sweep deletes by the key's
 * own prefix and the expiry column and its index are gone.
 *
 * The signatures seen in the last minutes before this migration are not carried over (their
 * request timestamps were never stored): a copy of a request signed before the upgrade and sent
 * within five minutes after it would be accepted once. Decision 0068 says why that was accepted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seen_requests').execute();
  await db.schema
    .createTable('seen_requests')
    .addColumn('request_ts', 'bigint', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('seen_requests_pk', ['request_ts', 'signature'])
    // SQLite only: the key's B-tree is the table (PostgreSQL's primary key is its one index anyway).
    .$call((table) => (isPostgres(db) ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seen_requests').execute();
  await db.schema
    .createTable('seen_requests')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seen_requests_expiry').on('seen_requests').column('expires_at').execute();
}
