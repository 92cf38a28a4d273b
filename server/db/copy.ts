import { sql, type Kysely, type Transaction } from 'kysely';
import { migrateToLatest } from './database';
import { resetIdentitySequences } from './engine';
import { rebuildSearchIndexes } from './search-index';
import { appliedMigrations, foreignKeyOrder, readShapes, suspendTriggers, type TableShape } from './copy-schema';

/**
 * `npm run db:copy` (issue 21): move every table of one database into another — typically the
 * demo's SQLite file into a fresh PostgreSQL database — with the same code on both engines.
 * The target is migrated to the latest schema first; the rows then go in, table by table in
 * foreign-key order and in batches, inside ONE transaction that also checks the row counts, so
 * the target ends either a full copy or exactly as it was.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- any database's rows, whatever their tables */
type AnyDb = Kysely<any>;
type Row = Record<string, unknown>;

export interface CopyOptions {
  /** Empty a target that already holds rows (else it is refused and left as it is). */
  replace?: boolean;
  /** Migrate a source that is behind the latest schema (else it is refused and left as it is). */
  migrateSource?: boolean;
  /** Rows per INSERT at most; fewer for wide tables so one statement stays under the engines' parameter limits. */
  batchRows?: number;
  /** Progress lines (one per table). */
  log?: (line: string) => void;
}

export interface TableCount {
  table: string;
  source: number;
  target: number;
}

/** A refusal the command prints as it is (no stack): the target was not changed. */
export class CopyRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CopyRefusal';
  }
}

// PostgreSQL allows 65 535 parameters a statement, SQLite 32 766 (since 3.32): stay well below both.
const MAX_PARAMETERS = 30_000;

async function countRows(db: AnyDb, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Rows of a table in primary-key order, a batch at a time (keyset paging on a one-column key). */
async function* readBatches(db: AnyDb, shape: TableShape, size: number): AsyncGenerator<Row[]> {
  const order = shape.primaryKey.length > 0 ? shape.primaryKey : shape.columns;
  const [key] = shape.primaryKey;
  let after: unknown = undefined;
  for (let offset = 0; ; offset += size) {
    let query = db.selectFrom(shape.name).select(shape.columns.map((c) => sql.ref(c).as(c)));
    for (const column of order) query = query.orderBy(sql.ref(column));
    if (shape.primaryKey.length === 1) {
      if (after !== undefined) query = query.where(sql.ref(key!), '>', after);
    } else {
      query = query.offset(offset);
    }
    const rows = (await query.limit(size).execute()) as Row[];
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]![key!];
  }
}

/**
 * A table that references itself (departments.parent_id) is written parents first: its rows are
 * few, so they are read whole and ordered so every referenced row precedes the rows naming it.
 */
function parentsFirst(shape: TableShape, rows: Row[]): Row[] {
  const key = shape.primaryKey[0]!;
  const placed = new Set<unknown>();
  const present = new Set(rows.map((r) => r[key]));
  const ordered: Row[] = [];
  let rest = rows;
  while (rest.length > 0) {
    const waiting: Row[] = [];
    for (const row of rest) {
      const ready = shape.selfReferences.every((c) => row[c] == null || placed.has(row[c]) || !present.has(row[c]));
      if (ready) {
        ordered.push(row);
        placed.add(row[key]);
      } else waiting.push(row);
    }
    if (waiting.length === rest.length) throw new CopyRefusal(`${shape.name}: rows reference each other in a cycle`);
    rest = waiting;
  }
  return ordered;
}

async function insertRows(trx: Transaction<any>, shape: TableShape, rows: Row[]): Promise<void> {
  const columns = sql.join(shape.columns.map((c) => sql.ref(c)));
  const values = sql.join(rows.map((row) => sql`(${sql.join(shape.columns.map((c) => row[c] ?? null))})`));
  // Explicit ids are the point of a copy; GENERATED ALWAYS identity columns only take them this way.
  const overriding = shape.alwaysIdentity ? sql`overriding system value` : sql``;
  await sql`insert into ${sql.table(shape.name)} (${columns}) ${overriding} values ${values}`.execute(trx);
}

/** Same tables and columns on both sides, or a refusal naming the differences. */
function checkSameSchema(source: Map<string, TableShape>, target: Map<string, TableShape>): void {
  const problems: string[] = [];
  for (const name of source.keys()) if (!target.has(name)) problems.push(`table ${name} is missing in the target`);
  for (const [name, shape] of target) {
    const from = source.get(name);
    if (!from) {
      problems.push(`table ${name} is missing in the source`);
      continue;
    }
    const missing = shape.columns.filter((c) => !from.columns.includes(c));
    const extra = from.columns.filter((c) => !shape.columns.includes(c));
    if (missing.length) problems.push(`${name}: source lacks ${missing.join(', ')}`);
    if (extra.length) problems.push(`${name}: target lacks ${extra.join(', ')}`);
  }
  if (problems.length) throw new CopyRefusal(`source and target schemas differ:\n  ${problems.join('\n  ')}`);
}

/** Make sure both databases are at the same, latest schema before a row moves. */
async function prepareSchemas(source: AnyDb, target: AnyDb, options: CopyOptions) {
  await migrateToLatest(target);
  const latest = await appliedMigrations(target);
  let applied = await appliedMigrations(source);
  if (applied.join() !== latest.join()) {
    if (!options.migrateSource) {
      const at = applied.length ? `at migration ${applied[applied.length - 1]}` : 'not migrated at all';
      throw new CopyRefusal(
        `the source is ${at}; the latest is ${latest[latest.length - 1]}. Start the portal on it once, or pass --migrate-source.`,
      );
    }
    await migrateToLatest(source);
    applied = await appliedMigrations(source);
  }
  const shapes = await readShapes(target);
  checkSameSchema(await readShapes(source), shapes);
  return shapes;
}

/** Copy every table of `source` into `target`; answers each table's row count on both sides. */
export async function copyDatabase(source: AnyDb, target: AnyDb, options: CopyOptions = {}): Promise<TableCount[]> {
  const log = options.log ?? (() => {});
  const shapes = await prepareSchemas(source, target, options);
  const order = foreignKeyOrder(shapes);

  const filled: string[] = [];
  for (const table of order) if ((await countRows(target, table)) > 0) filled.push(table);
  if (filled.length > 0 && !options.replace)
    throw new CopyRefusal(
      `the target already holds data (${filled.slice(0, 5).join(', ')}${filled.length > 5 ? ', …' : ''}); pass --replace to empty it first.`,
    );

  const counts: TableCount[] = [];
  await target.transaction().execute(async (trx) => {
    // Triggers off first: emptying a counted table would otherwise write counters (list_counts,
    // learner_weeks) that the copy of those very tables then collides with.
    const resumeTriggers = await suspendTriggers(trx);
    // Emptied in reverse order (children before parents) inside the same transaction: a failed copy keeps the old rows.
    for (const table of [...order].reverse()) if (filled.includes(table)) await trx.deleteFrom(table).execute();
    for (const table of order) {
      const shape = shapes.get(table)!;
      const size = Math.max(1, Math.min(options.batchRows ?? 500, Math.floor(MAX_PARAMETERS / shape.columns.length)));
      let copied = 0;
      if (shape.selfReferences.length > 0 && shape.primaryKey.length === 1) {
        const all: Row[] = [];
        for await (const rows of readBatches(source, shape, size)) all.push(...rows);
        const ordered = parentsFirst(shape, all);
        for (let i = 0; i < ordered.length; i += size) await insertRows(trx, shape, ordered.slice(i, i + size));
        copied = ordered.length;
      } else {
        for await (const rows of readBatches(source, shape, size)) {
          await insertRows(trx, shape, rows);
          copied += rows.length;
        }
      }
      log(`  ${table}: ${copied} rows`);
    }
    await resumeTriggers();
    // The search indexes were left out of the copy and their triggers were off: build them from the rows.
    await rebuildSearchIndexes(trx);
    // After explicit ids PostgreSQL's identity sequences still start at 1 (SQLite follows max(id) by itself).
    await resetIdentitySequences(trx);
    for (const table of order)
      counts.push({ table, source: await countRows(source, table), target: await countRows(trx, table) });
    const wrong = counts.filter((c) => c.source !== c.target);
    // Throwing here rolls the whole copy back: a target with missing rows is never committed.
    if (wrong.length > 0)
      throw new Error(
        `row counts differ after the copy: ${wrong.map((c) => `${c.table} ${c.source}→${c.target}`).join(', ')}`,
      );
  });
  return counts;
}

/** The per-table count check as a printed table. */
export function formatCounts(counts: TableCount[]): string {
  const width = Math.max(5, ...counts.map((c) => c.table.length));
  const line = (a: string, b: string, c: string, d: string) =>
    `${a.padEnd(width)}  ${b.padStart(8)}  ${c.padStart(8)}  ${d}`;
  const rows = counts.map((c) =>
    line(c.table, String(c.source), String(c.target), c.source === c.target ? 'ok' : 'DIFFERS'),
  );
  const total = (k: 'source' | 'target') => String(counts.reduce((n, c) => n + c[k], 0));
  return [line('table', 'source', 'target', ''), ...rows, line('total', total('source'), total('target'), '')].join(
    '\n',
  );
}
