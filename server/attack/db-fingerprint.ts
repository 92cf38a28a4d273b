import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/engine';
import type { Database } from '../db/schema';

/**
 * A marker of every write but the replay guard's. Equal before and after a request means the
 * request wrote nothing at all — stricter than comparing the rows (a write that puts back the same
 * value still counts), and cheap enough to take around every one of the suite's thousands of attacks.
 *
 * Every verified request records its signature in seen_requests (the replay guard, decision 0034):
 * one new row each, which is the request being used up, not data it changed, so those rows are
 * left out on both engines.
 */
export async function fingerprint(db: Kysely<Database>): Promise<string> {
  return isPostgres(db) ? postgresWrites(db) : sqliteWrites(db);
}

/**
 * SQLite's count of rows inserted, updated or deleted through the connection since it opened (the
 * test app and its server share one connection), less the replay guard's rows (the guard sweeps
 * only rows past their window, which the suite's fixed clock never reaches).
 */
async function sqliteWrites(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ n: number }>`select total_changes() as n`.execute(db);
  const seen = await db
    .selectFrom('seen_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return String(Number(rows[0]!.n) - Number(seen.n));
}

/** Tables whose writes are not the request's doing: the replay guard's, and the migrator's own. */
const NOT_COUNTED = new Set(['seen_requests', 'kysely_migration', 'kysely_migration_lock']);
const SEQUENCE = 'attack_write_marker';

/**
 * PostgreSQL has no per-connection change count, and the app writes through a pool of connections:
 * every table of the test's own database (a throw-away copy) gets a row trigger that takes a number
 * from one sequence. A sequence never waits for a lock (a counter row would: two requests' triggers
 * could deadlock on it) and is not rolled back, like SQLite's count. Installed once per database.
 */
async function postgresWrites(db: Kysely<Database>): Promise<string> {
  const exists = await sql<{ found: string | null }>`select to_regclass(${SEQUENCE}) as found`.execute(db);
  if (!exists.rows[0]?.found) await installWriteMarker(db);
  const { rows } = await sql<{
    last_value: number;
    is_called: boolean;
  }>`select last_value, is_called from ${sql.table(SEQUENCE)}`.execute(db);
  return `${rows[0]!.last_value}:${rows[0]!.is_called}`;
}

async function installWriteMarker(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`create sequence ${sql.table(SEQUENCE)}`.execute(trx);
    await sql`create function attack_count_write() returns trigger language plpgsql as $$
      begin perform nextval(${sql.lit(SEQUENCE)}); return null; end $$`.execute(trx);
    for (const table of await db.introspection.getTables()) {
      if (NOT_COUNTED.has(table.name)) continue;
      await sql`create trigger attack_count_write after insert or update or delete on ${sql.table(table.name)}
        for each row execute function attack_count_write()`.execute(trx);
    }
  });
}
