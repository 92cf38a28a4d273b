import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Text columns a screen shows; marking them makes any leak of the row visible in an answer. */
const DISPLAY_COLUMNS = ['title', 'name', 'username', 'nickname', 'description', 'summary', 'intro'];
const IDS_PER_TABLE = 3;

interface TenantTable {
  name: string;
  columns: { name: string; type: string }[];
}

/** Every table with an `eid` column (read from SQLite's catalogue, so later areas are covered). */
async function tenantTables(db: Kysely<Database>): Promise<TenantTable[]> {
  const tables = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name`.execute(
    db,
  );
  const result: TenantTable[] = [];
  for (const { name } of tables.rows) {
    const info = await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${name})`.execute(
      db,
    );
    if (info.rows.some((column) => column.name === 'eid')) result.push({ name, columns: info.rows });
  }
  return result;
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

/** A few ids of the enterprise's rows from every table that has ids. */
export async function tenantIds(db: Kysely<Database>, eid: number): Promise<number[]> {
  const ids = new Set<number>();
  for (const table of await tenantTables(db)) {
    if (!table.columns.some((c) => c.name === 'id')) continue;
    const rows = await sql<{
      id: number;
    }>`select id from ${sql.table(table.name)} where eid = ${eid} order by id limit ${IDS_PER_TABLE}`.execute(db);
    for (const row of rows.rows) ids.add(Number(row.id));
  }
  return [...ids].sort((a, b) => a - b);
}

/** A digest of every row the enterprise owns: equal before and after means nothing of it changed. */
export async function tenantFingerprint(db: Kysely<Database>, eid: number): Promise<string> {
  const hash = createHash('sha256');
  for (const table of await tenantTables(db)) {
    const rows = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(table.name)} where eid = ${eid} order by rowid`.execute(db);
    hash.update(table.name);
    hash.update(JSON.stringify(rows.rows));
  }
  return hash.digest('hex');
}
