import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A digest of every row of every table: equal before and after a request means the request
 * changed nothing. Reads SQLite's own catalogue, so tables added by later areas are covered
 * without being listed here.
 */
export async function fingerprint(db: Kysely<Database>): Promise<string> {
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name`.execute(db);
  const hash = createHash('sha256');
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)} order by rowid`.execute(db);
    hash.update(name);
    hash.update(JSON.stringify(rows.rows));
  }
  return hash.digest('hex');
}
