import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A marker of every write: SQLite's count of rows inserted, updated or deleted through the
 * connection since it opened (the test app and its server share one connection). Equal before
 * and after a request means the request wrote nothing at all — stricter than comparing the
 * rows (a write that puts back the same value still counts), and cheap enough to take around
 * every one of the suite's thousands of attacks.
 */
export async function fingerprint(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ n: number }>`select total_changes() as n`.execute(db);
  return String(rows[0]!.n);
}
