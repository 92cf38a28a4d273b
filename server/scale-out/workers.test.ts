import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptJson, DEFAULT_APP_KEY, type ResponseEnvelope, type UserInfo } from '../../protocol';
import { openDatabase } from '../db/database';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { copyOfTemplate, isPostgresUrl } from '../test-support/postgres-test-db';
import { signedRequest, type SignedRequest } from '../test-support/signed-request';

/**
 * Issue 21 item 3 for real: `WORKERS=2 tsx server/main.ts` over a SQLite file (an empty PostgreSQL
 * database under DATABASE_URL=postgres://…, which the primary migrates and seeds). Requests on fresh
 * connections are answered by both worker processes (x-served-by, outside production only), a
 * session made at one works at the other, a killed worker is replaced, and SIGTERM stops them all.
 */
const PORTS = [8420, 8421, 8422, 8423, 8424, 8425, 8426, 8427, 8428, 8429];
const STARTUP_MS = 90_000;

let dir = '';
let server: ChildProcess | undefined;
let port = 0;
let output = '';
let dropDatabase = async () => {};
let databaseUrl = '';

function portFree(candidate: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(candidate, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** One request on a connection of its own, so the cluster's round-robin picks a worker for each. */
function send(
  request: SignedRequest | { method: 'GET'; url: string; headers?: Record<string, string>; body?: undefined },
) {
  return new Promise<{ status: number; pid: number; body: ResponseEnvelope }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers: request.headers, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let body = {} as ResponseEnvelope;
          try {
            body = JSON.parse(text) as ResponseEnvelope;
          } catch {
            // Not an envelope (a page or a script): only the status and the pid matter.
          }
          if (body.encryptFields?.includes('data') && typeof body.data === 'string')
            body.data = decryptJson(body.data, DEFAULT_APP_KEY);
          resolve({ status: res.statusCode ?? 0, pid: Number(res.headers['x-served-by']), body });
        });
      },
    );
    req.on('error', reject);
    // A connection handed to a worker in the moment it was killed is never answered: give up on it.
    req.setTimeout(5000, () => req.destroy(new Error('no answer within 5 s')));
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

async function until<T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const pidsOf = async (count: number) => {
  const pids = new Set<number>();
  for (let i = 0; i < count; i++) pids.add((await send({ method: 'GET', url: '/runtime-config.js' })).pid);
  return pids;
};

beforeAll(async () => {
  for (const candidate of PORTS) if (await portFree(candidate)) port ||= candidate;
  if (!port) throw new Error(`no free port in ${PORTS.join(', ')}`);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-workers-'));
  databaseUrl = `sqlite:${path.join(dir, 'portal.db')}`;
  if (isPostgresUrl(process.env.DATABASE_URL)) {
    const empty = await copyOfTemplate(process.env.DATABASE_URL, 'empty');
    databaseUrl = empty.url;
    dropDatabase = empty.drop;
  }
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      WORKERS: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: path.join(dir, 'media'),
      PORTAL_DIR: path.join(dir, 'no-portal'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until('the banner', async () => (output.includes('2 worker processes') ? true : undefined), STARTUP_MS);
}, STARTUP_MS + 10_000);

afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  await dropDatabase();
});

describe('WORKERS=2', () => {
  it('serves from two processes and a session made at one works at the other', async () => {
    const pids = await pidsOf(12);
    expect(pids.size).toBe(2);
    expect(pids.has(server!.pid!)).toBe(false);

    const signIn = await send(
      signedRequest('apiSystem/login', { account: 'learner', password: DEMO_PASSWORD }, { method: 'POST' }),
    );
    expect(signIn.body.status).toBe('Y');
    const { token, userid } = signIn.body.data as UserInfo;
    // Each signed request is single-use (the replay guard), so every try is freshly signed.
    const elsewhere = await until('a read served by the other worker', async () => {
      const read = await send(signedRequest('apiSystem/getUserInfo', {}, { token, userid }));
      return read.pid !== signIn.pid ? read : undefined;
    });
    expect(elsewhere.body).toMatchObject({ status: 'Y', data: { username: 'Lin Xiao' } });
  }, 120_000);

  it('a course-media address signed by one worker opens at the other (one media secret for all)', async () => {
    const db = openDatabase(databaseUrl);
    const course = await db
      .selectFrom('courses')
      .select('id')
      .where('eid', '=', 1)
      .where('title', '=', 'Consultative selling')
      .executeTakeFirstOrThrow();
    const chapter = await db
      .selectFrom('course_chapters')
      .select('id')
      .where('course_id', '=', course.id)
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    await db.destroy();
    const signIn = await send(
      signedRequest('apiSystem/login', { account: 'sales', password: DEMO_PASSWORD }, { method: 'POST' }),
    );
    const { token, userid } = signIn.body.data as UserInfo;
    const signed = await send(
      signedRequest('apiCourse/getVideoUrlAliyun', { courseId: course.id, chapterId: chapter.id }, { token, userid }),
    );
    const { url } = signed.body.data as { url: string };
    const elsewhere = await until('the address opened by the other worker', async () => {
      const media = await send({ method: 'GET', url });
      return media.pid !== signed.pid ? media : undefined;
    });
    expect(elsewhere.status).toBe(200);
  }, 120_000);

  it(
    'replaces a worker killed with SIGKILL, and SIGTERM stops every process',
    async () => {
      const before = await pidsOf(8);
      const victim = [...before][0]!;
      process.kill(victim, 'SIGKILL');
      await until(
        'the replacement worker',
        async () => {
          const now = await pidsOf(8);
          return now.size === 2 && !now.has(victim) ? now : undefined;
        },
        STARTUP_MS,
      );
      expect(output).toContain(`worker ${victim} died (SIGKILL)`);

      const workers = await pidsOf(8);
      const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
      server!.kill('SIGTERM');
      expect(await exited).toBe(0);
      for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    },
    STARTUP_MS + 60_000,
  );
});
