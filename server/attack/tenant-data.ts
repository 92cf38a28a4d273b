import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Text columns a screen shows; marking them makes any leak of the row visible in an answer. */
const DISPLAY_COLUMNS = [
  'title',
  'name',
  'username',
  'nickname',
  'description',
  'summary',
  'intro',
  'introduction',
  'content',
  'body',
  'stem',
  'analysis',
  'reason',
  'address',
  'department',
  'post',
];

/**
 * Numeric columns a screen shows (points, money, counts, durations): set to a mark number, so an
 * answer that carries another enterprise's figures is seen even when no text of it travels along.
 */
const NUMBER_COLUMNS = [
  'score',
  'credit',
  'credits',
  'price_cents',
  'points_price',
  'study_minutes',
  'duration_seconds',
  'duration_minutes',
  'learner_count',
  'comment_count',
  'praise_count',
  'collect_count',
  'points',
  'amount_cents',
  'study_seconds',
  'points_earned',
  'courses_completed',
  'balance_after',
  'pass_score',
  'default_score',
  'size_bytes',
];

/** The mark number as a whole value of an answer (not inside a longer number such as a timestamp). */
export function carriesNumberMark(text: string, mark: number): boolean {
  return new RegExp(`(?<![\\d.])${mark}(?![\\d])`).test(text);
}

interface TenantTable {
  name: string;
  columns: { name: string; type: string }[];
}

/**
 * Every table with an `eid` column, read from the database's own catalogue (Kysely's introspection:
 * sqlite_master on SQLite, information_schema on PostgreSQL), so later areas are covered.
 */
async function tenantTables(db: Kysely<Database>): Promise<TenantTable[]> {
  const tables = await db.introspection.getTables();
  return tables
    .filter((table) => !table.isView && table.columns.some((column) => column.name === 'eid'))
    .map((table) => ({
      name: table.name,
      columns: table.columns.map((column) => ({ name: column.name, type: column.dataType })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Prefix the display text of every row of the enterprise with `mark`; returns the rows changed. */
export async function markTenantText(db: Kysely<Database>, eid: number, mark: string): Promise<number> {
  let changed = 0;
  for (const table of await tenantTables(db)) {
    for (const column of table.columns.filter((c) => DISPLAY_COLUMNS.includes(c.name) && /text|char/i.test(c.type))) {
      const result =
        await sql`update ${sql.table(table.name)} set ${sql.ref(column.name)} = ${mark + ' '} || ${sql.ref(column.name)} where eid = ${eid}`.execute(
          db,
        );
      changed += Number(result.numAffectedRows ?? 0);
    }
  }
  return changed;
}

/** Set the shown figures of every row of the enterprise to `mark`; returns the rows changed. */
export async function markTenantNumbers(db: Kysely<Database>, eid: number, mark: number): Promise<number> {
  let changed = 0;
  for (const table of await tenantTables(db)) {
    for (const column of table.columns.filter((c) => NUMBER_COLUMNS.includes(c.name))) {
      const result =
        await sql`update ${sql.table(table.name)} set ${sql.ref(column.name)} = ${mark} where eid = ${eid}`.execute(db);
      changed += Number(result.numAffectedRows ?? 0);
    }
  }
  return changed;
}

/**
 * Every id the enterprise owns: the `id` of every row of every tenant table, and every value of
 * its rows' `*_id` columns (so the ids of child rows reached through a parent are probed too).
 */
export async function tenantIds(db: Kysely<Database>, eid: number): Promise<number[]> {
  const ids = new Set<number>();
  for (const table of await tenantTables(db)) {
    const idColumns = table.columns.filter((c) => c.name === 'id' || (/_id$/.test(c.name) && /int/i.test(c.type)));
    for (const column of idColumns) {
      const rows = await sql<{
        id: number | null;
      }>`select distinct ${sql.ref(column.name)} as id from ${sql.table(table.name)} where eid = ${eid}`.execute(db);
      for (const row of rows.rows) if (row.id !== null && Number(row.id) > 0) ids.add(Number(row.id));
    }
  }
  return [...ids].sort((a, b) => a - b);
}

/** A digest of every row the enterprise owns: equal before and after means nothing of it changed. */
export async function tenantFingerprint(db: Kysely<Database>, eid: number): Promise<string> {
  const hash = createHash('sha256');
  for (const table of await tenantTables(db)) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)} where eid = ${eid}`.execute(
      db,
    );
    // Rows in an order of their content, not of storage (PostgreSQL has no rowid; an update may move a row).
    hash.update(table.name);
    hash.update(JSON.stringify(rows.rows.map((row) => JSON.stringify(row)).sort()));
  }
  return hash.digest('hex');
}
