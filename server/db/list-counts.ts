import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Reading the counters behind list totals and unread counts (issue 28, decision 0059). A total
 * used to be a COUNT(*) over every matching row — one index step per row, so 100× the rows cost
 * 20–70× the time. The counters are kept by triggers on the lists' tables (migration 0044,
 * server/db/count-sources.ts) in the writing statement's own transaction; a total is now a read
 * of one group's few keys through the primary key. Call with the tenant-scoped handle.
 */
export async function readCountRows(db: Db, list: string, grp: string): Promise<{ key: string; n: number }[]> {
  const rows = await db
    .selectFrom('list_counts')
    .select(['key', 'n'])
    .where('list', '=', list)
    .where('grp', '=', grp)
    .orderBy('key')
    .execute();
  return rows.map((row) => ({ key: row.key, n: Number(row.n) }));
}

/** A group's figure for the keys `keep` accepts (all keys when omitted). */
export async function readCount(db: Db, list: string, grp: string, keep?: (key: string) => boolean): Promise<number> {
  const rows = await readCountRows(db, list, grp);
  return rows.reduce((sum, row) => sum + (keep === undefined || keep(row.key) ? row.n : 0), 0);
}
