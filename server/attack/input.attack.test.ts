import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENVELOPE_KEYS, ErrorCode, type Params } from '../../protocol';
import type { CallDefinition } from '../pipeline/call-registry';
import { buildRegistry } from '../routes';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { newCounts, report } from './attack-report';
import { fingerprint } from './db-fingerprint';
import { fieldsOf } from './schema-fields';

/**
 * Hostile input on every field of every registered call, sent by a signed-in member (an
 * administrator on administrator calls): over-long text is refused by the schema and changes
 * nothing; SQL-ish, numeric-overflow, path and markup strings never make the server fail.
 */
const HOSTILE_VALUES = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '" UNION SELECT password_hash FROM users --',
  '99999999999999999999999999',
  '-1',
  '1e308',
  'NaN',
  '0x7fffffff',
  '../../../../etc/passwd',
  '\u0000',
  '%00',
  '<script>alert(1)</script>',
  '{"$gt":""}',
  '[]',
  '💥'.repeat(8),
] as const;

const counts = newCounts();
let t: TestApp;
let member: { token: string; userid: string };
let admin: { token: string; userid: string };

beforeAll(async () => {
  t = await createTestApp();
  member = await t.login('learner');
  admin = await t.login('admin');
});

afterAll(async () => {
  report('input', counts);
  expect(counts.leaks).toEqual([]);
  await t.close();
});

const registered = () => buildRegistry(t.config).all();
/** Fields a request can carry (a parameter named like an envelope key is read from the envelope). */
const paramFields = (call: CallDefinition) =>
  fieldsOf(call.input).filter((field) => !ENVELOPE_KEYS.includes(field.name));

function send(call: CallDefinition, params: Params) {
  const identity = call.access === 'admin' ? admin : member;
  counts.endpoints.add(call.name);
  counts.attempts += 1;
  return t.call(call.name, params, { method: call.method, ...identity });
}

describe('hostile input on every registered call', () => {
  it('refuses text one character over its limit and changes nothing', async () => {
    let probes = 0;
    for (const call of registered()) {
      for (const field of paramFields(call)) {
        if (field.kind !== 'string' || field.maxLength === null) continue;
        probes += 1;
        const before = await fingerprint(t.db);
        const { status, body } = await send(call, { [field.name]: 'x'.repeat(field.maxLength + 1) });
        const unchanged = before === (await fingerprint(t.db));
        if (body.status === 'N' && body.code !== ErrorCode.INTERNAL && status < 500 && unchanged) counts.refusals += 1;
        else
          counts.leaks.push(
            `${call.name} ${field.name} over ${field.maxLength}: status ${body.status} code ${body.code}${unchanged ? '' : ' (data changed)'}`,
          );
      }
    }
    expect(probes).toBeGreaterThan(40);
  }, 300_000);

  it('never fails on SQL-ish, overflowing, path or markup strings in any field', async () => {
    for (const call of registered()) {
      const fields = paramFields(call);
      for (const value of HOSTILE_VALUES) {
        const everyField = Object.fromEntries(fields.map((field) => [field.name, value]));
        const { status, body } = await send(call, everyField);
        // A search may accept these as plain text; what counts is that nothing breaks.
        if (status >= 500 || body.code === ErrorCode.INTERNAL)
          counts.leaks.push(`${call.name} all fields = ${JSON.stringify(value)}: HTTP ${status} code ${body.code}`);
      }
    }
    // The tables are still there and the learner can still sign in.
    const again = await t.login('learner');
    expect(again.token).not.toBe('');
  }, 300_000);

  it('stores SQL-ish text verbatim and returns it unchanged', async () => {
    const text = { username: 'Ro\'bert"; --', nickname: "1' OR '1'='1", post: 'x); DROP TABLE users; --' };
    // A fresh session: the probes above included signing out.
    const learner = await t.login('learner');
    // Aurora requires an e-mail and a save sends every field (issue 18 item 6): the learner's own.
    const saved = await t.call(
      '/v1/user/profile/save',
      { ...text, email: 'learner@example.com' },
      { ...learner, method: 'POST' },
    );
    expect(saved.body).toMatchObject({ status: 'Y' });
    const { body } = await t.call('/v1/user/profile', {}, learner);
    expect(body.data).toMatchObject(text);
  });
});
