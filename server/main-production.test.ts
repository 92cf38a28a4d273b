import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { decryptJson, type ResponseEnvelope } from '../protocol';
import { buildApp } from './app';
import { readConfig, type ServerConfig } from './config';
import type { Database } from './db/schema';
import { prepareDatabase, StartupRefusal } from './startup';
import { signedRequest } from './test-support/signed-request';
import { emptyDatabase, type TestDatabase } from './test-support/test-database';

const SECRETS = { PROTOCOL_APP_KEY: 'an-app-key-of-this-install', MEDIA_SIGNING_SECRET: 'a-media-signing-secret-0123' };
const BOOTSTRAP = {
  BOOTSTRAP_ENTERPRISE_NAME: 'Example Corp',
  BOOTSTRAP_ADMIN_ACCOUNT: 'owner',
  BOOTSTRAP_ADMIN_PASSWORD: 'Chosen#Pass1',
};

let app: FastifyInstance | undefined;
let db: Kysely<Database> | undefined;
let test: TestDatabase | undefined;
afterEach(async () => {
  await app?.close();
  await test?.close();
  app = undefined;
  db = undefined;
  test = undefined;
});

/** An empty database on the engine of the run (SQLite, or PostgreSQL under npm run test:pg). */
async function freshDatabase(): Promise<Kysely<Database>> {
  test = await emptyDatabase();
  return test.db;
}

// A built portal, so its history fallback (every unknown GET path is a portal page) is in play.
const portalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-prod-portal-'));
fs.writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>portal</title>');

function productionConfig(extra: NodeJS.ProcessEnv = {}): ServerConfig {
  return {
    ...readConfig({ NODE_ENV: 'production', DATABASE_URL: 'sqlite::memory:', ...SECRETS, ...extra }),
    portalDir,
  };
}

async function count(table: 'enterprises' | 'users'): Promise<number> {
  const row = await db!
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('production mode (issue 17.4)', () => {
  it('refuses to start without its secrets, naming every missing one in one message', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      'NODE_ENV=production needs these secrets set: PROTOCOL_APP_KEY, MEDIA_SIGNING_SECRET',
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: 'sqlite::memory:', PORT: '1' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('NODE_ENV=production needs these secrets set: PROTOCOL_APP_KEY, MEDIA_SIGNING_SECRET');
  });

  it('never seeds demo data: an empty database gets only the BOOTSTRAP_* enterprise and administrator', async () => {
    db = await freshDatabase();
    await expect(prepareDatabase(db, productionConfig(), Date.now())).rejects.toThrow(StartupRefusal);
    expect(await count('enterprises')).toBe(0);

    const config = productionConfig(BOOTSTRAP);
    expect(await prepareDatabase(db, config, Date.now())).toBe('bootstrap');
    const users = await db.selectFrom('users').select(['eid', 'account', 'type']).execute();
    expect(users).toEqual([{ eid: 1, account: 'owner', type: 2 }]);
    expect(await db.selectFrom('enterprises').select(['id', 'name']).execute()).toEqual([
      { id: 1, name: 'Example Corp' },
    ]);
    // A second start leaves an installed database alone.
    expect(await prepareDatabase(db, config, Date.now())).toBeNull();
    expect(await count('users')).toBe(1);

    // The administrator signs in with the chosen password; the demo's published one opens nothing.
    app = await buildApp({ db, config, logger: false });
    const signIn = async (account: string, password: string) => {
      const request = signedRequest(
        'apiSystem/login',
        { account, password },
        { eid: 1, method: 'POST', appKey: config.appKey },
      );
      const response = await app!.inject({
        method: 'POST',
        url: request.url,
        headers: request.headers,
        payload: request.body!,
      });
      return response.json<ResponseEnvelope>();
    };
    const owner = await signIn('owner', 'Chosen#Pass1');
    expect(owner.status).toBe('Y');
    expect(decryptJson(owner.data as string, config.appKey)).toMatchObject({ userid: expect.any(String) });
    expect((await signIn('admin', 'Learn#2026')).status).toBe('N');
  });

  it('seeds the demo data only when SEED_DEMO=true', async () => {
    db = await freshDatabase();
    expect(await prepareDatabase(db, productionConfig({ SEED_DEMO: 'true' }), Date.now())).toBe('demo');
    expect(await count('enterprises')).toBeGreaterThan(1);
  });

  it('serves no development page, outbox or simulator', async () => {
    db = await freshDatabase();
    const config = productionConfig(BOOTSTRAP);
    await prepareDatabase(db, config, Date.now());
    app = await buildApp({ db, config, logger: false });
    for (const url of [
      '/__dev/outbox?phone=13800138001',
      '/__dev/hosts',
      '/__dev/hosts/fakes.js',
      '/__dev/scan-login?eid=1',
      '/__sim/dingtalk/gettoken?appkey=x&appsecret=y',
      '/__sim/wecom/cgi-bin/gettoken?corpid=x&corpsecret=y',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<title>portal</title>');
    }
    expect((await app.inject({ method: 'GET', url: '/index' })).body).toContain('<title>portal</title>');
    const ai = await app.inject({ method: 'POST', url: '/__sim/openai/v1/chat/completions', payload: {} });
    expect(ai.statusCode).toBe(404);
  });
});
