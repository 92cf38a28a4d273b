import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A marker of every write but the replay guard's: SQLite's count of rows inserted, updated or deleted through the
 * connection since it opened (the test app and its server share one connection). Equal before
 * and after a request means the request wrote nothing at all — stricter than comparing the
 * rows (a write that puts back the same value still counts), and cheap enough to take around
 * every one of the suite's thousands of attacks.
 */
export async function fingerprint(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ n: number }>`select total_changes() as n`.execute(db);
  // Every verified request records its signature in seen_requests (the replay guard, decision
  // 0034): one new row each, which is the request being used up, not data it changed. Those rows
  // are left out by counting them off (the guard sweeps only rows past their window, which the
  // suite's fixed clock never reaches).
  const seen = await db
    .selectFrom('seen_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return String(Number(rows[0]!.n) - Number(seen.n));
}
