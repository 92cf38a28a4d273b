import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_ENTRY, decryptJson, type ResponseEnvelope } from '../../protocol';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import type { Database } from '../db/schema';
import { signedRequest, type SignedRequest } from '../test-support/signed-request';
import { seededDatabase } from '../test-support/test-app';
import { REDACTED, redactUrl } from './log-redaction';

let app: FastifyInstance;
let db: Kysely<Database>;
let dropDatabase: () => Promise<void>;
const lines: string[] = [];
const config = { ...readConfig({ DATABASE_URL: 'sqlite::memory:' }), portalDir: '/nonexistent' };

beforeAll(async () => {
  ({ db, drop: dropDatabase } = await seededDatabase());
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  app = await buildApp({ db, config, logger: { level: 'info', stream } });
});
afterAll(async () => {
  await app.close();
  await db.destroy();
  await dropDatabase();
});

async function send(request: SignedRequest): Promise<ResponseEnvelope> {
  const response = await app.inject({
    method: request.method,
    url: request.url,
    headers: request.headers,
    ...(request.body !== undefined ? { payload: request.body } : {}),
  });
  return response.json<ResponseEnvelope>();
}

describe('secrets never reach the log (issue 17.5)', () => {
  it('a real sign-in, a GET call with the token in its query and a text-message code leave no secret in any line', async () => {
    const login = signedRequest('apiSystem/login', { account: 'learner', password: DEMO_PASSWORD }, { method: 'POST' });
    const signedIn = await send(login);
    expect(signedIn.status).toBe('Y');
    const { token, userid } = decryptJson(signedIn.data as string, config.appKey) as { token: string; userid: string };

    const get = signedRequest('apiSystem/getUserInfo', {}, { token, userid, method: 'GET' });
    expect(get.url).toContain(token);
    expect((await send(get)).status).toBe('Y');

    // The code goes to the outbox (which the demo reads); the log line about it must not carry it.
    const sent = await send(
      signedRequest('/send-message', { phone: '13800138001', purpose: 'login' }, { method: 'POST' }),
    );
    expect(sent.status).toBe('Y');
    const outbox = await db.selectFrom('message_outbox').select('body').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(outbox.body)![1]!;

    // A careless client puts a password, a ticket and a host auth code in a GET query string.
    await app.inject({
      method: 'GET',
      url: `${LEGACY_ENTRY}?r=apiSystem/login&password=Plain%23Secret9&ticket=tkt-abcdef123456&authCode=host-code-987&eid=1`,
    });

    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain(REDACTED);
    const secrets = [
      token,
      DEMO_PASSWORD,
      code,
      login.fields._requestData!,
      login.fields._requestSign!,
      get.fields._requestSign!,
      'Plain%23Secret9',
      'tkt-abcdef123456',
      'host-code-987',
      outbox.body,
    ];
    for (const secret of secrets) expect(log, `log holds ${secret.slice(0, 12)}…`).not.toContain(secret);
    // What was asked stays readable.
    expect(log).toContain(`r=apiSystem/getUserInfo&eid=1&token=${REDACTED}&userid=${userid}`);
  });

  it('censors secret fields a handler logs, keeping protocol error codes', () => {
    const before = lines.length;
    app.log.warn(
      {
        code: 40010,
        err: Object.assign(new Error('refused'), { code: 'FST_ERR_PROBE' }),
        body: 'Your code is 918273',
        recipient: '+8613800138009',
        input: { password: 'P@ssw0rd-probe', ticket: 'tkt-probe-1' },
      },
      'probe',
    );
    const line = lines.slice(before).join('');
    expect(line).toContain('"code":40010');
    expect(line).toContain('FST_ERR_PROBE');
    for (const secret of ['918273', '+8613800138009', 'P@ssw0rd-probe', 'tkt-probe-1'])
      expect(line).not.toContain(secret);
  });

  it('redacts secret query values and signed path tokens, keeping the rest of the address', () => {
    expect(redactUrl('/appapi.php/index?r=a/b&eid=1&token=abc&_requestSign=f00&userid=7')).toBe(
      `/appapi.php/index?r=a/b&eid=1&token=${REDACTED}&_requestSign=${REDACTED}&userid=7`,
    );
    expect(redactUrl('/download/eyJlIjoxNzAwMDAwMDAwfQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg?x=1')).toBe(
      `/download/${REDACTED}?x=1`,
    );
    expect(redactUrl('/v1/dingtalk/login?code=1&state=s&sig=zz')).toBe(
      `/v1/dingtalk/login?code=${REDACTED}&state=s&sig=${REDACTED}`,
    );
    expect(redactUrl('/index')).toBe('/index');
    // A page address inside the envelope keeps its own ticket out too.
    const page = encodeURIComponent('http://portal.example/loginPc?eid=1&ticket=abc123&client=pc');
    expect(redactUrl(`/appapi.php/index?r=x&_requestPageUrl=${page}`)).toBe(
      `/appapi.php/index?r=x&_requestPageUrl=${encodeURIComponent(`http://portal.example/loginPc?eid=1&ticket=${REDACTED}&client=pc`)}`,
    );
  });
});
