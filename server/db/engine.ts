import { PostgresAdapter, sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/**
 * The two database engines the same code runs on (decision 0040). Services ask only when the
 * engines really differ: row locks, case-insensitive search, a few date functions.
 */
export type Engine = 'sqlite' | 'postgres';

/** Anything Kysely that runs queries: a Kysely instance, a transaction, a scoped or plugged copy. */
interface HasExecutor {
  getExecutor(): { adapter: unknown };
}

/** Which engine this database (or transaction) talks to. */
export function engineOf(db: HasExecutor): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export function isPostgres(db: HasExecutor): boolean {
  return engineOf(db) === 'postgres';
}

/**
 * `SELECT … FOR UPDATE` where it exists. PostgreSQL runs transactions side by side, so a read that
 * decides a write (stock, seats, an exam's saved answers) locks its rows; SQLite runs one writer at
 * a time and has no FOR UPDATE (Kysely would emit it and SQLite refuses the statement).
 * Use as `query.$call((q) => forUpdate(trx, q))`.
 */
export function forUpdate<Q extends { forUpdate(): Q }>(db: HasExecutor, query: Q): Q {
  return isPostgres(db) ? query.forUpdate() : query;
}

/** `%text%` for LIKE, with LIKE's own wildcards in the text matched literally (escape character `\`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive LIKE, the same on both engines: SQLite's LIKE folds ASCII case and PostgreSQL's
 * is case-sensitive, so both sides are lowered (lower() folds ASCII on SQLite, and on PostgreSQL
 * with the C collation the test server and decision 0040 use). `pattern` is a LIKE pattern whose
 * escape character is `\` (see containsPattern).
 *
 *   query.where(likeInsensitive(sql.ref('courses.title'), containsPattern(keyword)))
 */
export function likeInsensitive(value: Expression<string | null>, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${value}) like lower(${pattern}) escape '\\'`;
}

/**
 * The local calendar day ('YYYY-MM-DD') of a millisecond instant shifted by `offsetMs` (east of
 * UTC), computed in the database: SQLite's date(…, 'unixepoch') and PostgreSQL's to_timestamp.
 * `instantMs` is a column; a bare parameter needs a type on PostgreSQL (sql`${ms}::bigint`).
 */
export function localDay(db: HasExecutor, instantMs: Expression<number>, offsetMs: number): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`to_char(to_timestamp((${instantMs} + ${offsetMs}) / 1000.0) at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`date((${instantMs} + ${offsetMs}) / 1000, 'unixepoch')`;
}

/**
 * After rows were inserted with explicit ids (the demo seed, an installed enterprise's id, a copy
 * from SQLite), move each identity sequence past the largest id, so the next insert without an id
 * does not collide. SQLite needs nothing: its next id is always max(id) + 1.
 */
export async function resetIdentitySequences(
  db: HasExecutor & Parameters<RawBuilder<unknown>['execute']>[0],
): Promise<void> {
  if (!isPostgres(db)) return;
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'`.execute(db);
  for (const { table_name: table, column_name: column } of rows) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
      db,
    );
  }
}

/**
 * A unique index refused the write (two requests raced past a check): SQLite says
 * "UNIQUE constraint failed", PostgreSQL answers SQLSTATE 23505. Inside a PostgreSQL transaction
 * the error also ends the transaction, so only rethrow (as an AppError) after it.
 */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || /UNIQUE constraint failed/i.test(String(message ?? ''));
}
