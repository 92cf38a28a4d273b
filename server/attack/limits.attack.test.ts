import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_APP_KEY, ErrorCode, decryptJson, type Params, type ResponseEnvelope } from '../../protocol';
import { buildApp } from '../app';
import { readConfig, type ServerConfig } from '../config';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { seedDemo } from '../db/seed/seed';
import { signedRequest, type SignedRequest } from '../test-support/signed-request';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { migratedDatabase, type TestDatabase } from '../test-support/test-database';
import { newCounts, report, type AttackCounts } from './attack-report';

/**
 * Limits under bursts (issue 18 items 1 and 4, issue 17 item 3): fifty requests at the same
 * moment, addresses rotated through X-Forwarded-For, and a request replayed after a restart or
 * on a second process. Each family prints its calls, attempts and refusals.
 */
const BURST = 50;
const families = new Map<string, AttackCounts>();
const apps: TestApp[] = [];

function family(name: string): AttackCounts {
  if (!families.has(name)) families.set(name, newCounts());
  return families.get(name)!;
}

/** One attempt of a family: `held` when the server refused what an attacker wanted. */
function tally(name: string, call: string, held: boolean, what: string) {
  const counts = family(name);
  counts.endpoints.add(call);
  counts.attempts += 1;
  if (held) counts.refusals += 1;
  else counts.leaks.push(`${call}: ${what}`);
}

/** A burst's answers: each one an attempt, refused unless it succeeded; more than `allowed` successes leak. */
function tallyBurst(name: string, call: string, answers: ResponseEnvelope[], allowed: number) {
  const counts = family(name);
  counts.endpoints.add(call);
  counts.attempts += answers.length;
  const succeeded = answers.filter((body) => body.status === 'Y').length;
  counts.refusals += answers.length - succeeded;
  if (succeeded > allowed)
    counts.leaks.push(`${call}: ${succeeded} of ${answers.length} succeeded, ${allowed} allowed`);
}

const extraServers: FastifyInstance[] = [];

afterEach(async () => {
  for (const server of extraServers.splice(0)) await server.close();
  for (const t of apps.splice(0)) await t.close();
});

afterAll(() => {
  for (const [name, counts] of families) report(`limits: ${name}`, counts);
  expect([...families.values()].flatMap((counts) => counts.leaks)).toEqual([]);
});

/** The send limits alone: no slider check in front of them (it has its own tests, decision 0037). */
const WITHOUT_SLIDER: Partial<ServerConfig> = { sliderFreeSendsPerPhone: 1000, sliderFreeSendsPerAddress: 1000 };

async function app(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const t = await createTestApp(overrides);
  apps.push(t);
  return t;
}

/** Send as a client at `from`, optionally through a proxy that claims `forwardedFor`. */
async function sendFrom(
  t: Pick<TestApp, 'app' | 'config'>,
  request: SignedRequest,
  from = '127.0.0.1',
  forwardedFor?: string,
): Promise<ResponseEnvelope> {
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...request.headers, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    remoteAddress: from,
    ...(request.body !== undefined ? { payload: request.body } : {}),
  });
  const body = response.json() as ResponseEnvelope;
  if (body.encryptFields?.includes('data') && typeof body.data === 'string')
    body.data = decryptJson(body.data, t.config.appKey ?? DEFAULT_APP_KEY);
  return body;
}

function login(t: TestApp, account: string, password: string, eid = 1): SignedRequest {
  return signedRequest('apiSystem/login', { account, password } satisfies Params, {
    eid,
    method: 'POST',
    now: t.clock.now(),
    appKey: t.config.appKey,
  });
}

describe('sign-in under 50-way bursts', () => {
  it('per account: fifty wrong passwords at once, then the right one, never sign in', async () => {
    const t = await app();
    const wrong = await Promise.all(
      Array.from({ length: BURST }, (_, i) => sendFrom(t, login(t, 'manager', `guess-${i}`), `198.51.100.${i + 1}`)),
    );
    // At most the limit's worth of passwords was even checked; the rest were refused unchecked.
    tallyBurst('password burst per account', 'apiSystem/login', wrong, 0);
    const checked = wrong.filter((body) => body.code === ErrorCode.LOGIN_FAILED).length;
    expect(checked).toBeLessThanOrEqual(t.config.loginAttemptLimit);
    const right = await sendFrom(t, login(t, 'manager', DEMO_PASSWORD), '198.51.100.200');
    tally('password burst per account', 'apiSystem/login', right.code === ErrorCode.RATE_LIMITED, 'signed in');
    expect(right.code).toBe(ErrorCode.RATE_LIMITED);
  });

  it('per address: fifty wrong passwords to fifty accounts at once, then a right one from that address', async () => {
    const t = await app({ loginAddressAttemptLimit: 20 });
    const wrong = await Promise.all(
      Array.from({ length: BURST }, (_, i) => sendFrom(t, login(t, `nobody-${i}`, 'guess'), '203.0.113.9')),
    );
    tallyBurst('password burst per address', 'apiSystem/login', wrong, 0);
    const checked = wrong.filter((body) => body.code === ErrorCode.LOGIN_FAILED).length;
    expect(checked).toBeLessThanOrEqual(20);
    const right = await sendFrom(t, login(t, 'learner', DEMO_PASSWORD), '203.0.113.9');
    tally('password burst per address', 'apiSystem/login', right.code === ErrorCode.RATE_LIMITED, 'signed in');
    expect(right.code).toBe(ErrorCode.RATE_LIMITED);
    // Another address is not held by this one's failures.
    expect((await sendFrom(t, login(t, 'learner', DEMO_PASSWORD), '203.0.113.10')).status).toBe('Y');
  });
});

/**
 * better-sqlite3 answers within the same tick, so one process never interleaves two requests'
 * queries; a networked database (PostgreSQL, or a second process on the same file) does. This
 * plugin makes every query yield before its answer arrives, as such a database would.
 */
const networkLatency: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    await new Promise((resolve) => setImmediate(resolve));
    return args.result;
  },
};

/** The test app's database and clock, served by a second app whose queries take a tick. */
async function overNetwork(t: TestApp): Promise<Pick<TestApp, 'app' | 'config' | 'clock'>> {
  const server = await buildApp({
    db: t.db.withPlugin(networkLatency),
    config: t.config,
    clock: t.clock,
    logger: false,
  });
  extraServers.push(server);
  return { app: server, config: t.config, clock: t.clock };
}

describe('verification codes under 50-way bursts', () => {
  const send = (t: Pick<TestApp, 'app' | 'config' | 'clock'>, phone: string, from: string) =>
    sendFrom(
      t,
      signedRequest('/send-message', { phone, purpose: 'register' }, { eid: 2, method: 'POST', now: t.clock.now() }),
      from,
    );

  it('fifty codes at once to one phone send one', async () => {
    const t = await overNetwork(await app(WITHOUT_SLIDER));
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => send(t, '13800138777', `192.0.2.${i}`)));
    tallyBurst('code-send burst', '/send-message', answers, 1);
    const sent = answers.filter((body) => body.status === 'Y').length;
    expect(sent).toBe(1);
    // Refused as too frequent (with the seconds left), or earlier by a check that asks for more (a slider).
    const tooFrequent = answers.filter((body) => body.code === ErrorCode.CODE_SEND_TOO_FREQUENT);
    expect(tooFrequent.length).toBeGreaterThan(0);
    expect(tooFrequent.every((body) => (body.data as { retryAfter: number }).retryAfter > 0)).toBe(true);
  });

  it('fifty codes at once to fifty phones from one address send at most twenty', async () => {
    const t = await overNetwork(await app(WITHOUT_SLIDER));
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => send(t, `137000001${String(i).padStart(2, '0')}`, '192.0.2.77')),
    );
    tallyBurst('code-send burst', '/send-message', answers, 20);
    const sent = answers.filter((body) => body.status === 'Y').length;
    // Twenty an hour per address; a check in front (a slider after a few sends) may hold back more.
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(20);
  });
});

describe('X-Forwarded-For rotation', () => {
  it('without TRUST_PROXY, twelve wrong passwords each from a "new" forwarded address are limited', async () => {
    const t = await app();
    expect(t.config.trustProxy).toEqual([]);
    const guesses: ResponseEnvelope[] = [];
    for (let i = 0; i < 12; i++)
      guesses.push(await sendFrom(t, login(t, 'learner', `guess-${i}`), '127.0.0.1', `10.9.${i}.1`));
    tallyBurst('forwarded-address rotation', 'apiSystem/login', guesses, 0);
    expect(guesses.slice(t.config.loginAttemptLimit).map((body) => body.code)).toEqual([
      ErrorCode.RATE_LIMITED,
      ErrorCode.RATE_LIMITED,
    ]);
    const right = await sendFrom(t, login(t, 'learner', DEMO_PASSWORD), '127.0.0.1', '10.9.99.1');
    tally('forwarded-address rotation', 'apiSystem/login', right.code === ErrorCode.RATE_LIMITED, 'signed in');
    expect(right.code).toBe(ErrorCode.RATE_LIMITED);
  });

  it('without TRUST_PROXY, the forwarded address does not split one address into many', async () => {
    const t = await app({ loginAddressAttemptLimit: 5 });
    for (let i = 0; i < 5; i++) await sendFrom(t, login(t, `nobody-${i}`, 'guess'), '127.0.0.1', `10.8.${i}.1`);
    const right = await sendFrom(t, login(t, 'learner', DEMO_PASSWORD), '127.0.0.1', '10.8.99.1');
    tally('forwarded-address rotation', 'apiSystem/login', right.code === ErrorCode.RATE_LIMITED, 'new address');
    expect(right.code).toBe(ErrorCode.RATE_LIMITED);
  });

  it('with TRUST_PROXY naming the proxy, the forwarded address is the one limited', async () => {
    const t = await app({ loginAddressAttemptLimit: 5, trustProxy: ['127.0.0.1'] });
    for (let i = 0; i < 5; i++) await sendFrom(t, login(t, `nobody-${i}`, 'guess'), '127.0.0.1', '10.7.0.1');
    const same = await sendFrom(t, login(t, 'learner', DEMO_PASSWORD), '127.0.0.1', '10.7.0.1');
    tally('forwarded-address rotation', 'apiSystem/login', same.code === ErrorCode.RATE_LIMITED, 'same client');
    expect(same.code).toBe(ErrorCode.RATE_LIMITED);
    expect((await sendFrom(t, login(t, 'learner', DEMO_PASSWORD), '127.0.0.1', '10.7.0.2')).status).toBe('Y');
    // A client that is not the named proxy cannot claim an address.
    const spoofed = await sendFrom(t, login(t, 'learner', DEMO_PASSWORD), '198.51.100.7', '10.7.0.1');
    expect(spoofed.status).toBe('Y');
  });
});

describe('replay after a restart and on a second process', () => {
  let shared: TestDatabase | undefined;
  afterEach(async () => {
    await shared?.close();
    shared = undefined;
  });

  it('refuses a request replayed on a new server over the same database, and on a second one beside it', async () => {
    // A SQLite file, or a PostgreSQL database under DATABASE_URL; each start() is another connection.
    shared = await migratedDatabase();
    await seedDemo(shared.db);

    const config = { ...readConfig({}), portalDir: '/nonexistent' };
    const start = async () => {
      const db = shared!.connect();
      const server = await buildApp({ db, config, logger: false });
      return { app: server, config, db };
    };
    const first = await start();
    const signIn = signedRequest(
      'apiSystem/login',
      { account: 'learner', password: DEMO_PASSWORD },
      { method: 'POST' },
    );
    const signedIn = await sendFrom(first, signIn);
    expect(signedIn.status).toBe('Y');
    const { token, userid } = signedIn.data as { token: string; userid: string };
    const read = signedRequest('apiSystem/getUserInfo', {}, { token, userid });
    expect((await sendFrom(first, read)).status).toBe('Y');

    // A second process beside the first (its own connection to the same file).
    const second = await start();
    const beside = await sendFrom(second, read);
    tally(
      'replay after restart',
      'apiSystem/getUserInfo',
      beside.code === ErrorCode.REQUEST_REPLAYED,
      'second process',
    );

    // The first one restarts.
    await first.app.close();
    const restarted = await start();
    for (const request of [read, signIn]) {
      const again = await sendFrom(restarted, request);
      tally('replay after restart', 'apiSystem/*', again.code === ErrorCode.REQUEST_REPLAYED, 'accepted again');
      expect(again.code).toBe(ErrorCode.REQUEST_REPLAYED);
    }
    expect(beside.code).toBe(ErrorCode.REQUEST_REPLAYED);
    for (const server of [second, restarted]) await server.app.close();
  });
});
