import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { databaseOver, migrateToLatest, postgresDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { copyOfTemplate, isPostgresUrl } from './postgres-test-db';

/**
 * A database for tests that need one without a whole app, on the engine the run uses (SQLite, or
 * PostgreSQL when DATABASE_URL=postgres://…, decision 0040). createTestApp's seeded copy is
 * `seededDatabase()` in test-app.ts.
 */
export interface TestDatabase {
  db: Kysely<Database>;
  /** Another connection to the same database, as a second server process would have. */
  connect(): Kysely<Database>;
  /** Close every handle and remove the database. */
  close(): Promise<void>;
}

/** An empty database with the whole schema (no demo data). */
export function migratedDatabase(): Promise<TestDatabase> {
  return testDatabase('migrated');
}

/** A database with nothing in it, not even the schema (what a first start finds). */
export function emptyDatabase(): Promise<TestDatabase> {
  return testDatabase('empty');
}

async function testDatabase(kind: 'empty' | 'migrated'): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  const handles: Kysely<Database>[] = [];
  if (isPostgresUrl(url)) {
    const copy = await copyOfTemplate(url, kind);
    const connect = () => {
      const handle = postgresDatabase(copy.url, { max: 4 });
      handles.push(handle);
      return handle;
    };
    return {
      db: connect(),
      connect,
      async close() {
        for (const handle of handles) await handle.destroy();
        await copy.drop();
      },
    };
  }
  // A file, not :memory:, so that a second connection sees the same database.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'learning-portal-test-'));
  const connect = () => {
    const handle = databaseOver(new SQLite(path.join(dir, 'test.db')));
    handles.push(handle);
    return handle;
  };
  const db = connect();
  if (kind === 'migrated') await migrateToLatest(db);
  return {
    db,
    connect,
    async close() {
      for (const handle of handles) await handle.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
