import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_APP_KEY, decryptJson, type Params, type ResponseEnvelope } from '../../protocol';
import { buildApp } from '../app';
import { readConfig, type ServerConfig } from '../config';
import { databaseOver, migrateToLatest, postgresDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { seedDemo } from '../db/seed/seed';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import type { Clock } from '../lib/clock';
import { copyOfTemplate, isPostgresUrl } from './postgres-test-db';
import { signedRequest, type SignedRequest, type SignedRequestOptions } from './signed-request';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: ServerConfig;
  clock: Clock & { set(ms: number): void };
  /** Sign and send a call; returns the HTTP status and the (opened) envelope. */
  call(
    call: string,
    params?: Params,
    options?: SignedRequestOptions,
  ): Promise<{ status: number; body: ResponseEnvelope }>;
  send(request: SignedRequest): Promise<{ status: number; body: ResponseEnvelope }>;
  login(account: string, eid?: number): Promise<{ token: string; userid: string }>;
  close(): Promise<void>;
}

/*
 * Migrating and seeding takes about a second, and test files create an app per test: the seeded
 * database is built once per test file and every app gets its own in-memory copy of it.
 * With DATABASE_URL=postgres://… (npm run test:pg) the seeded template is built once per run by the
 * globalSetup (postgres-global-setup.ts) and every app gets its own database copied from it,
 * dropped when the app closes.
 */
let seededImage: Promise<Buffer> | undefined;

interface TestDatabase {
  db: Kysely<Database>;
  /** Releases what the copy holds beyond the handle (the PostgreSQL database). */
  drop(): Promise<void>;
}

export async function seededDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (isPostgresUrl(url)) {
    const copy = await copyOfTemplate(url);
    // Small pools: many apps (one database each) may be open at once across the workers.
    return { db: postgresDatabase(copy.url, { max: 4 }), drop: copy.drop };
  }
  seededImage ??= (async () => {
    const sqlite = new SQLite(':memory:');
    const db = databaseOver(sqlite);
    await migrateToLatest(db);
    await seedDemo(db);
    const image = sqlite.serialize();
    await db.destroy();
    return image;
  })();
  return { db: databaseOver(new SQLite(await seededImage)), drop: async () => {} };
}

/** A freshly migrated and seeded in-memory server (its own copy), driven through the real HTTP stack. */
export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const config = { ...readConfig({}), portalDir: '/nonexistent', ...overrides };
  const { db, drop } = await seededDatabase();
  let nowMs = Date.now();
  const clock = { now: () => nowMs, set: (ms: number) => (nowMs = ms) };
  const app = await buildApp({ db, config, clock, logger: false });

  async function send(request: SignedRequest) {
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.body !== undefined ? { payload: request.body } : {}),
    });
    const body = response.json() as ResponseEnvelope;
    if (body.encryptFields?.includes('data') && typeof body.data === 'string')
      body.data = decryptJson(body.data, config.appKey ?? DEFAULT_APP_KEY);
    return { status: response.statusCode, body };
  }

  return {
    app,
    db,
    config,
    clock,
    send,
    call: (call, params = {}, options = {}) =>
      send(signedRequest(call, params, { now: clock.now(), appKey: config.appKey, ...options })),
    async login(account, eid = 1) {
      const result = await send(
        signedRequest(
          'apiSystem/login',
          { account, password: DEMO_PASSWORD },
          { eid, method: 'POST', now: clock.now(), appKey: config.appKey },
        ),
      );
      if (result.body.status !== 'Y') throw new Error(`login ${account} failed: ${result.body.msg}`);
      const data = result.body.data as { token: string; userid: string };
      return { token: data.token, userid: data.userid };
    },
    async close() {
      await app.close();
      await db.destroy();
      await drop();
    },
  };
}
