import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, type Migration } from 'kysely';
import pg from 'pg';
import * as m0001 from './migrations/0001-shell';
import * as m0002 from './migrations/0002-auth';
import * as m0003 from './migrations/0003-profile';
import * as m0005 from './migrations/0005-accounts';
import * as m0006 from './migrations/0006-courses';
import * as m0007 from './migrations/0007-courses-library';
import * as m0008 from './migrations/0008-course-study';
import * as m0009 from './migrations/0009-course-social';
import * as m0010 from './migrations/0010-payments';
import * as m0011 from './migrations/0011-micro-courses';
import * as m0012 from './migrations/0012-daily-loop';
import * as m0013 from './migrations/0013-messages';
import * as m0014 from './migrations/0014-home';
import * as m0015 from './migrations/0015-exams';
import * as m0016 from './migrations/0016-practice';
import * as m0017 from './migrations/0017-courses-audience-index';
import * as m0018 from './migrations/0018-messages-unread-index';
import * as m0019 from './migrations/0019-child-tables-eid';
import * as m0020 from './migrations/0020-limits-and-nonces';
import * as m0024 from './migrations/0024-study-feedback';
import * as m0025 from './migrations/0025-slider-challenges';
import * as m0026 from './migrations/0026-study-resource-relation';
import * as m0027 from './migrations/0027-points-week-in-code';
import * as m0029 from './migrations/0029-host-sim-codes';
import * as m0036 from './migrations/0036-lecturers';
import * as m0030 from './migrations/0030-training';
import * as m0031 from './migrations/0031-homework';
import * as m0032 from './migrations/0032-activities';
import * as m0033 from './migrations/0033-questionnaires';
import * as m0034 from './migrations/0034-community';
import * as m0035 from './migrations/0035-mall';
import * as m0037 from './migrations/0037-live';
import * as m0038 from './migrations/0038-admin-approvals';
import * as m0041 from './migrations/0041-admin-statistics';
import * as m0039 from './migrations/0039-admin-members';
import * as m0040 from './migrations/0040-admin-assignments';
import * as m0042 from './migrations/0042-outreach';
import * as m0044 from './migrations/0044-list-counts';
import * as m0043 from './migrations/0043-task-counters';
import * as m0045 from './migrations/0045-flat-growth';
import * as m0046 from './migrations/0046-course-share-open';
import * as m0048 from './migrations/0048-list-growth-b';
import * as m0049 from './migrations/0049-task-tab-counts';
import * as m0050 from './migrations/0050-seen-requests-by-time';
import * as m0051 from './migrations/0051-rank-counts';
import * as m0052 from './migrations/0052-lecturer-search';
import { isPostgres } from './engine';
import { startWalCheckpointer } from './wal-checkpointer';
import { PortableSchemaPlugin } from './engine-schema';
import type { Database } from './schema';
import { HandOffSqliteDialect } from './sqlite-dialect';
import { withStatementCache } from './statement-cache';

/** Migrations in order; a new file is added here and never edited once released. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-shell': m0001,
  '0002-auth': m0002,
  '0003-profile': m0003,
  '0005-accounts': m0005,
  '0006-courses': m0006,
  '0007-courses-library': m0007,
  '0008-course-study': m0008,
  '0009-course-social': m0009,
  '0010-payments': m0010,
  '0011-micro-courses': m0011,
  '0012-daily-loop': m0012,
  '0013-messages': m0013,
  '0014-home': m0014,
  '0015-exams': m0015,
  '0016-practice': m0016,
  '0017-courses-audience-index': m0017,
  '0018-messages-unread-index': m0018,
  '0019-child-tables-eid': m0019,
  '0020-limits-and-nonces': m0020,
  '0024-study-feedback': m0024,
  '0025-slider-challenges': m0025,
  '0026-study-resource-relation': m0026,
  '0027-points-week-in-code': m0027,
  '0029-host-sim-codes': m0029,
  '0036-lecturers': m0036,
  '0030-training': m0030,
  '0031-homework': m0031,
  '0032-activities': m0032,
  '0033-questionnaires': m0033,
  '0034-community': m0034,
  '0035-mall': m0035,
  '0037-live': m0037,
  '0038-admin-approvals': m0038,
  '0041-admin-statistics': m0041,
  '0039-admin-members': m0039,
  '0040-admin-assignments': m0040,
  '0042-outreach': m0042,
  '0044-list-counts': m0044,
  '0043-task-counters': m0043,
  '0045-flat-growth': m0045,
  '0046-course-share-open': m0046,
  '0048-list-growth-b': m0048,
  '0049-task-tab-counts': m0049,
  '0050-seen-requests-by-time': m0050,
  '0051-rank-counts': m0051,
  '0052-lecturer-search': m0052,
};

/**
 * Open the database named by DATABASE_URL: `sqlite:<file>` (default `sqlite:./data/portal.db`),
 * `sqlite::memory:`, or PostgreSQL `postgres://user:password@host:port/database` (decision 0040).
 */
export function openDatabase(url: string): Kysely<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) return postgresDatabase(url);
  const match = /^(?:sqlite:|file:)(.+)$/.exec(url);
  if (!match) throw new Error(`DATABASE_URL must look like sqlite:./data/portal.db (got "${url}")`);
  const file = match[1]!;
  if (file === ':memory:') return databaseOver(new SQLite(file));
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // A server's database: its WAL checkpoints run off the request thread (decision 0072).
  const sqlite = new SQLite(file);
  return databaseOver(sqlite, () => startWalCheckpointer(sqlite, file));
}

/*
 * The schema's integers are 64-bit (bigint on PostgreSQL) and node-postgres returns int8 and
 * numeric as strings by default, to be safe beyond 2^53. Ids, counts, sums and millisecond times
 * stay far below that, and the code (written for SQLite) expects numbers: parse them as numbers.
 * The parsers are global to the pg module, so they are set once here for every pool.
 */
const INT8_OID = 20;
const NUMERIC_OID = 1700;
pg.types.setTypeParser(INT8_OID, (value) => Number(value));
pg.types.setTypeParser(NUMERIC_OID, (value) => Number(value));

/** Connections per process: several processes share one server (WORKERS, decision 0041). */
const DEFAULT_POOL_SIZE = 10;

/** Kysely over a PostgreSQL connection pool; `max` overrides the pool size (tests use small pools). */
export function postgresDatabase(url: string, options: { max?: number } = {}): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? DEFAULT_POOL_SIZE });
  // A dropped connection (server restart) must not crash the process: the pool replaces it and
  // the request that was using it fails with the query's own error.
  pool.on('error', () => {});
  // The pool's handler covers idle connections only: one checked out by a transaction when the
  // server goes away emits 'error' on the client itself, which unhandled ends the process (the soak
  // saw a worker die at a database restart). Its query still fails and the request answers an error.
  pool.on('connect', (client) => client.on('error', () => {}));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Kysely over an open SQLite handle, with the settings every connection gets. `background` starts
 * work that lives as long as the connection (a server's WAL checkpointer) and returns its stop.
 */
export function databaseOver(sqlite: SQLite.Database, background?: () => () => void): Kysely<Database> {
  // WAL lets readers run beside the single writer; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  // Every verified request now writes its signature (decision 0034): with WAL, NORMAL syncs at checkpoints
  // instead of at each commit (28 ms → 4 ms a call on this disk). SQLite's advice for WAL: never corrupts; a power
  // cut (not a crash of the process) may lose the last commits.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const handle = withStatementCache(sqlite);
  const stop = background?.();
  if (stop) {
    const close = handle.close;
    handle.close = () => {
      stop();
      close();
    };
  }
  // The connection passes from query to query in order, one waiter woken per release (sqlite-dialect.ts).
  return new Kysely<Database>({ dialect: new HandOffSqliteDialect({ database: handle }) });
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // The migrations are written in SQLite's types; on PostgreSQL they are read as SQLite means them.
  const target = isPostgres(db) ? db.withPlugin(new PortableSchemaPlugin()) : db;
  const migrator = new Migrator({ db: target, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
