import { sql, type Kysely } from 'kysely';
import { keysOfTableSql, type CountSource } from './count-triggers';
import type { Database } from './schema';
import { forTenant } from './tenant-scope';

/**
 * What the list_counts tests (list-counts.test.ts for migrations 0044/0045, list-counts-0048.test.ts
 * for 0048) share: the counters as stored, the same figures recounted fresh from the tables by
 * the sources' key rules, a copy of a row to write with, and the rows to pick from.
 */
export type CountRow = { eid: number; grp: string; key: string; n: number };

const sortRows = (rows: CountRow[]) =>
  rows
    .map((r) => ({ eid: Number(r.eid), grp: r.grp, key: r.key, n: Number(r.n) }))
    .filter((r) => r.n !== 0)
    .sort((a, b) => a.eid - b.eid || a.grp.localeCompare(b.grp) || a.key.localeCompare(b.key));

/** A list's counters as stored (zeros left out), in a stable order. */
export async function storedCounts(db: Kysely<Database>, list: string): Promise<CountRow[]> {
  return sortRows(
    (await sql<CountRow>`SELECT eid, grp, key, n FROM list_counts WHERE list = ${list}`.execute(db)).rows,
  );
}

/** The same list recounted: a GROUP BY over its sources' tables with the triggers' key rules. */
export async function recountedCounts(
  db: Kysely<Database>,
  sources: readonly CountSource[],
  list: string,
): Promise<CountRow[]> {
  const unions = sources.filter((s) => s.list === list && s.fill !== false).map((s) => keysOfTableSql(s));
  const rows = await sql<CountRow>`SELECT d.eid, d.g AS grp, d.k AS key, COUNT(*) AS n FROM (${sql.raw(
    unions.join(' UNION ALL '),
  )}) d WHERE d.g IS NOT NULL GROUP BY d.eid, d.g, d.k`.execute(db);
  return sortRows(rows.rows);
}

/** A copy of one row of `table` with `changes` (the id left to the database). */
export async function copyRow(
  trx: Kysely<Database>,
  table: string,
  id: number,
  changes: Record<string, unknown>,
): Promise<number> {
  const row = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} WHERE id = ${id}`.execute(trx))
    .rows[0]!;
  delete row.id;
  const values = { ...row, ...changes };
  const columns = Object.keys(values);
  const inserted = await sql<{ id: number }>`INSERT INTO ${sql.table(table)} (${sql.join(
    columns.map((c) => sql.ref(c)),
  )}) VALUES (${sql.join(columns.map((c) => values[c]))}) RETURNING id`.execute(trx);
  return Number(inserted.rows[0]!.id);
}

/** The ids of enterprise `eid`'s rows of a tenant table, in order, read through the tenant scope. */
export async function tenantRowIds(db: Kysely<Database>, table: string, eid = 1): Promise<number[]> {
  // The table is named at run time: seen as any table with an id.
  const scoped = forTenant(db, eid) as unknown as Kysely<Record<string, { id: number }>>;
  return (await scoped.selectFrom(table).select('id').orderBy('id').execute()).map((r) => Number(r.id));
}

/** The i-th item, round and round: writes spread over the rows without a random source. */
export const pick = <T>(items: readonly T[], i: number): T => items[i % items.length]!;
