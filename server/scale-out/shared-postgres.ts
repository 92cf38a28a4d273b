import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../db/database';
import type { Database } from '../db/schema';

/**
 * A database of its own on the PostgreSQL server DATABASE_URL names, for one scale-out test: made
 * empty, opened by each "process" with its own pool, dropped afterwards (with the connections
 * still open on it, hence FORCE).
 */
export async function sharedPostgres(serverUrl: string): Promise<{ open(): Kysely<Database>; drop(): Promise<void> }> {
  const name = `lp_scale_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    open: () => openDatabase(url.toString()),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
