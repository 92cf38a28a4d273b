import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { decryptJson, type Params, type ResponseEnvelope } from '../../protocol';
import { buildApp } from '../app';
import { readConfig, type ServerConfig } from '../config';
import { databaseOver, migrateToLatest, postgresDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { seedDemo } from '../db/seed/seed';
import { signedRequest, type SignedRequest, type SignedRequestOptions } from '../test-support/signed-request';
import { copyOfTemplate, isPostgresUrl } from '../test-support/postgres-test-db';

/** One server process's worth of state: its own app, its own connection, the shared database behind it. */
export interface Instance {
  name: string;
  app: FastifyInstance;
  db: Kysely<Database>;
  send(request: SignedRequest): Promise<{ status: number; body: ResponseEnvelope }>;
  call(
    call: string,
    params?: Params,
    options?: SignedRequestOptions,
  ): Promise<{ status: number; body: ResponseEnvelope }>;
}

export interface Pair {
  a: Instance;
  b: Instance;
  config: ServerConfig;
  close(): Promise<void>;
}

/** Where the shared database lives: a PostgreSQL database when DATABASE_URL names one, else a SQLite file. */
interface SharedDatabase {
  open(): Kysely<Database>;
  drop(): Promise<void>;
}

/** A migrated and seeded SQLite file; every open() is another connection, as another process has. */
async function sqliteFile(dir: string): Promise<SharedDatabase> {
  const file = path.join(dir, 'portal.db');
  const seeding = databaseOver(new SQLite(file));
  await migrateToLatest(seeding);
  await seedDemo(seeding);
  await seeding.destroy();
  return { open: () => databaseOver(new SQLite(file)), drop: async () => {} };
}

/** A copy of the run's seeded template (test-support/postgres-test-db.ts); every open() is another pool. */
async function postgresCopy(url: string): Promise<SharedDatabase> {
  const copy = await copyOfTemplate(url);
  return { open: () => postgresDatabase(copy.url, { max: 4 }), drop: copy.drop };
}

/**
 * Two apps as two server processes would be (decision 0041): each with its own database
 * connection (pool) over the same migrated and seeded database, the same configuration and media
 * folder, and nothing else in common. Whatever one process keeps in memory the other does not see.
 */
export async function twoApps(overrides: Partial<ServerConfig> = {}): Promise<Pair> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-scale-out-'));
  const url = process.env.DATABASE_URL;
  const shared = isPostgresUrl(url) ? await postgresCopy(url) : await sqliteFile(dir);

  const config: ServerConfig = {
    ...readConfig({}),
    portalDir: '/nonexistent',
    mediaDir: path.join(dir, 'media'),
    mediaSigningSecret: 'one-secret-for-every-process',
    ...overrides,
  };
  const start = async (name: string): Promise<Instance> => {
    const db = shared.open();
    const app = await buildApp({ db, config, logger: false });
    const send = async (request: SignedRequest) => {
      const response = await app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        ...(request.body !== undefined ? { payload: request.body } : {}),
      });
      const body = response.json() as ResponseEnvelope;
      if (body.encryptFields?.includes('data') && typeof body.data === 'string')
        body.data = decryptJson(body.data, config.appKey);
      return { status: response.statusCode, body };
    };
    return {
      name,
      app,
      db,
      send,
      call: (call, params = {}, options = {}) =>
        send(signedRequest(call, params, { appKey: config.appKey, ...options })),
    };
  };
  const a = await start('A');
  const b = await start('B');
  return {
    a,
    b,
    config,
    async close() {
      for (const instance of [a, b]) {
        await instance.app.close();
        await instance.db.destroy();
      }
      await shared.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
