import { sql, type Kysely } from 'kysely';
import { isPostgres } from './engine';
import { SEARCH_INDEX_TABLES } from './search-index';

/**
 * What the copy command (copy.ts) needs to know about a database's tables, read from the engine's
 * own catalogue: Kysely's introspection gives tables and columns, but neither primary nor foreign
 * keys, so those come from SQLite's pragmas or PostgreSQL's information_schema.
 */
export interface TableShape {
  name: string;
  columns: string[];
  /** Primary-key columns in key order; empty for a table without one. */
  primaryKey: string[];
  /** Tables this one references (itself included when it does). */
  references: Set<string>;
  /** Columns referencing this same table (a tree such as departments.parent_id). */
  selfReferences: string[];
  /** PostgreSQL: identity columns declared GENERATED ALWAYS (an explicit id needs OVERRIDING SYSTEM VALUE). */
  alwaysIdentity: boolean;
}

/** Kysely's own bookkeeping: never copied (the target's migrations are its own). */
export const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

// The Kysely instances handled here are any database's, so they are untyped on purpose.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyDb = Kysely<any>;

interface KeyRow {
  table_name: string;
  column_name: string;
}
interface ForeignRow extends KeyRow {
  ref_table: string;
}

async function sqliteKeys(db: AnyDb, tables: string[]) {
  const primary: KeyRow[] = [];
  const foreign: ForeignRow[] = [];
  for (const table of tables) {
    const pk = await sql<{
      name: string;
    }>`select name from pragma_table_info(${table}) where pk > 0 order by pk`.execute(db);
    primary.push(...pk.rows.map((r) => ({ table_name: table, column_name: r.name })));
    const fk = await sql<{
      from: string;
      table: string;
    }>`select "from", "table" from pragma_foreign_key_list(${table})`.execute(db);
    foreign.push(...fk.rows.map((r) => ({ table_name: table, column_name: r.from, ref_table: r.table })));
  }
  return { primary, foreign, always: new Set<string>() };
}

async function postgresKeys(db: AnyDb) {
  const primary = await sql<KeyRow>`
    select kcu.table_name, kcu.column_name
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
    where tc.constraint_type = 'PRIMARY KEY' and tc.table_schema = current_schema()
    order by kcu.table_name, kcu.ordinal_position`.execute(db);
  const foreign = await sql<ForeignRow>`
    select kcu.table_name, kcu.column_name, ccu.table_name as ref_table
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_schema = tc.constraint_schema and ccu.constraint_name = tc.constraint_name
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()`.execute(db);
  const always = await sql<{ table_name: string }>`
    select distinct table_name from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES' and identity_generation = 'ALWAYS'`.execute(db);
  return { primary: primary.rows, foreign: foreign.rows, always: new Set(always.rows.map((r) => r.table_name)) };
}

/** Every table but Kysely's migration tables, with its columns and keys. */
export async function readShapes(db: AnyDb): Promise<Map<string, TableShape>> {
  // SQLite's search indexes (FTS5 and its shadow tables) are not copied: the copy rebuilds them.
  const tables = (await db.introspection.getTables()).filter(
    (t) => !t.isView && !MIGRATION_TABLES.has(t.name) && !SEARCH_INDEX_TABLES.includes(t.name),
  );
  const names = tables.map((t) => t.name);
  const keys = isPostgres(db) ? await postgresKeys(db) : await sqliteKeys(db, names);
  const shapes = new Map<string, TableShape>();
  for (const t of tables) {
    const foreign = keys.foreign.filter((f) => f.table_name === t.name);
    shapes.set(t.name, {
      name: t.name,
      columns: t.columns.map((c) => c.name),
      primaryKey: keys.primary.filter((k) => k.table_name === t.name).map((k) => k.column_name),
      references: new Set(foreign.map((f) => f.ref_table)),
      selfReferences: [...new Set(foreign.filter((f) => f.ref_table === t.name).map((f) => f.column_name))],
      alwaysIdentity: keys.always.has(t.name),
    });
  }
  return shapes;
}

/**
 * Tables in an order where every table comes after the tables it references (Kahn's algorithm;
 * alphabetical among equals so the printed report is stable). A cycle between tables cannot be
 * copied with immediate foreign keys, so it is refused by name.
 */
export function foreignKeyOrder(shapes: Map<string, TableShape>): string[] {
  const pending = new Map(
    [...shapes.values()].map((s) => [s.name, new Set([...s.references].filter((r) => r !== s.name && shapes.has(r)))]),
  );
  const order: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending]
      .filter(([, refs]) => refs.size === 0)
      .map(([name]) => name)
      .sort();
    if (ready.length === 0)
      throw new Error(`foreign keys form a cycle between: ${[...pending.keys()].sort().join(', ')}`);
    for (const name of ready) {
      order.push(name);
      pending.delete(name);
      for (const refs of pending.values()) refs.delete(name);
    }
  }
  return order;
}

/** Migration names applied to a database, in order (empty when it was never migrated). */
export async function appliedMigrations(db: AnyDb): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === 'kysely_migration')) return [];
  const rows = await db.selectFrom('kysely_migration').select('name').orderBy('name').execute();
  return rows.map((r: { name: string }) => r.name);
}

/**
 * Triggers keep derived tables up to date (study_days → learner_totals); a copy brings the derived
 * rows along already, so firing the triggers again would count everything twice. They are
 * switched off inside the copy's transaction and back on before it commits: SQLite drops and
 * recreates them (its DDL is transactional), PostgreSQL disables the tables' own triggers (which
 * needs only ownership, unlike session_replication_role).
 */
export async function suspendTriggers(trx: AnyDb): Promise<() => Promise<void>> {
  if (isPostgres(trx)) {
    const found = await sql<{ table: string }>`
      select distinct event_object_table as table from information_schema.triggers
      where trigger_schema = current_schema()`.execute(trx);
    const tables = found.rows.map((r) => r.table);
    for (const table of tables) await sql`alter table ${sql.table(table)} disable trigger user`.execute(trx);
    return async () => {
      for (const table of tables) await sql`alter table ${sql.table(table)} enable trigger user`.execute(trx);
    };
  }
  const found = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'trigger' order by name`.execute(trx);
  for (const trigger of found.rows) await sql`drop trigger ${sql.id(trigger.name)}`.execute(trx);
  return async () => {
    for (const trigger of found.rows) await sql.raw(trigger.sql).execute(trx);
  };
}
