import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, encryptJson, requestIsEncrypted, type Params, type ResponseEnvelope } from '../../protocol';
import type { CallDefinition } from '../pipeline/call-registry';
import { buildRegistry } from '../routes';
import { signedRequest, toRequest, type SignedRequest } from '../test-support/signed-request';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { newCounts, report } from './attack-report';
import { fingerprint } from './db-fingerprint';

/**
 * Protocol attacks against every registered call (CallRegistry.all(), so a new call is covered
 * the day it is registered): each is refused with its protocol code and changes nothing.
 */
const counts = newCounts();
let t: TestApp;
let learner: { token: string; userid: string };
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  learner = await t.login('learner');
});

afterAll(async () => {
  report('protocol', counts);
  expect(counts.leaks).toEqual([]);
  await t.close();
});

/** Send an attack and check it is refused with `code` and leaves every table as it was. */
async function expectRefused(
  call: CallDefinition,
  attack: string,
  request: SignedRequest,
  code: number,
): Promise<ResponseEnvelope> {
  counts.endpoints.add(call.name);
  counts.attempts += 1;
  const before = await fingerprint(t.db);
  const { body } = await t.send(request);
  const after = await fingerprint(t.db);
  if (body.status === 'N' && body.code === code && before === after) counts.refusals += 1;
  else
    counts.leaks.push(
      `${call.name} ${attack}: status ${body.status} code ${body.code}${before === after ? '' : ' (data changed)'}`,
    );
  expect({ status: body.status, code: body.code, unchanged: before === after }).toEqual({
    status: 'N',
    code,
    unchanged: true,
  });
  return body;
}

function wellFormed(
  call: CallDefinition,
  overrides: Parameters<typeof signedRequest>[2] = {},
  params: Params = {},
): SignedRequest {
  return signedRequest(call.name, params, {
    method: call.method,
    now: t.clock.now(),
    ...learner,
    flags: ['apiRequestSign'],
    ...overrides,
  });
}

function calls(): [string, CallDefinition][] {
  return buildRegistry(t.config)
    .all()
    .map((call) => [call.name, call]);
}

describe('protocol attacks on every registered call', () => {
  it('covers every call of the registry', () => {
    expect(buildRegistry(t.config).all().length).toBeGreaterThan(3);
  });

  it('refuses tampered signatures, stale and future timestamps, replays, malformed envelopes and broken AES', async () => {
    for (const [, call] of calls()) {
      const tampered = wellFormed(call);
      const sign = tampered.fields._requestSign!;
      const flipped = { ...tampered.fields, _requestSign: (sign[0] === 'a' ? 'b' : 'a') + sign.slice(1) };
      await expectRefused(
        call,
        'tampered signature',
        toRequest(call.name, call.method, flipped, envelopeOf(tampered)),
        ErrorCode.SIGNATURE_INVALID,
      );

      await expectRefused(
        call,
        'stale timestamp',
        wellFormed(call, { now: t.clock.now() - 6 * MINUTE }),
        ErrorCode.TIMESTAMP_OUT_OF_WINDOW,
      );
      await expectRefused(
        call,
        'future timestamp',
        wellFormed(call, { now: t.clock.now() + 6 * MINUTE }),
        ErrorCode.TIMESTAMP_OUT_OF_WINDOW,
      );

      const { version: _version, ...noVersion } = wellFormed(call).fields;
      await expectRefused(
        call,
        'envelope without version',
        toRequest(call.name, call.method, noVersion, envelopeOf(wellFormed(call))),
        ErrorCode.ENVELOPE_MALFORMED,
      );

      const forged = wellFormed(call);
      forged.headers.token = forged.headers.token!.replace(/\.[^.]*$/, '.999999');
      await expectRefused(call, 'header token of another user', forged, ErrorCode.ENVELOPE_MALFORMED);

      if (requestIsEncrypted(call.name, ['apiRequestSign'])) {
        const broken = wellFormed(call);
        const garbage = { ...broken.fields, _requestData: encryptJson({ a: 1 }, 'another key').slice(0, -4) + 'AAAA' };
        // Re-signing is impossible without the key; the signature check or decryption refuses it.
        const { body } = await t.send(toRequest(call.name, call.method, garbage, envelopeOf(broken)));
        counts.attempts += 1;
        expect([ErrorCode.SIGNATURE_INVALID, ErrorCode.PAYLOAD_UNDECRYPTABLE]).toContain(body.code);
        counts.refusals += 1;
      }
    }
  });

  it('refuses a replayed request, whatever the first answer was', async () => {
    for (const [, call] of calls()) {
      const request = wellFormed(call);
      await t.send(request);
      await expectRefused(call, 'replay', request, ErrorCode.REQUEST_REPLAYED);
    }
  });
});

/**
 * Canonicalisation tampering: a request signed for one set of parameters, sent as another whose
 * text a naive `k=v&k=v` join cannot tell apart (a value re-split into two parameters or two
 * merged into one, the `=` moved between key and value, an empty parameter added or removed),
 * or re-ordered, duplicated or percent-encoded differently. Sent in clear so the signature is
 * the only check between the tampered text and the handler.
 */
const canonical = newCounts();
const TAMPERINGS: Array<[string, Params, (fields: Record<string, string>) => Record<string, string>]> = [
  ['value re-split into two parameters', { zzA: 'x&zzB=1' }, (f) => ({ ...f, zzA: 'x', zzB: '1' })],
  ['two parameters merged into one', { zzA: 'x', zzB: '1' }, ({ zzB: _b, ...f }) => ({ ...f, zzA: 'x&zzB=1' })],
  ['= moved from value to key', { zzA: 'b=1' }, ({ zzA: _a, ...f }) => ({ ...f, 'zzA=b': '1' })],
  ['values re-ordered between keys', { zzA: '1', zzB: '2' }, (f) => ({ ...f, zzA: '2', zzB: '1' })],
  ['empty parameter added', {}, (f) => ({ ...f, zzE: '' })],
  ['empty parameter removed', { zzE: '' }, ({ zzE: _e, ...f }) => f],
  ['empty envelope field removed', {}, ({ userPortalID: _p, ...f }) => f],
  ['percent text sent decoded', { zzA: 'x%26zzB%3D1' }, (f) => ({ ...f, zzA: 'x&zzB=1' })],
  ['decoded text sent as percent text', { zzA: 'A&B' }, (f) => ({ ...f, zzA: '%41%26B' })],
];

async function expectCanonicalRefusal(call: CallDefinition, attack: string, request: SignedRequest): Promise<void> {
  canonical.endpoints.add(call.name);
  canonical.attempts += 1;
  const before = await fingerprint(t.db);
  const { body } = await t.send(request);
  const unchanged = before === (await fingerprint(t.db));
  const refused = body.code === ErrorCode.SIGNATURE_INVALID || body.code === ErrorCode.ENVELOPE_MALFORMED;
  if (refused && unchanged) canonical.refusals += 1;
  else canonical.leaks.push(`${call.name} ${attack}: code ${body.code}${unchanged ? '' : ' (data changed)'}`);
}

describe('canonicalisation tampering on every registered call', () => {
  afterAll(() => report('canonicalisation tampering', canonical));

  it('refuses every re-split, merged, re-ordered, duplicated, re-encoded or emptied parameter set', async () => {
    for (const [, call] of calls()) {
      for (const [attack, params, tamper] of TAMPERINGS) {
        const signed = wellFormed(call, { encrypt: false }, params);
        const request = toRequest(call.name, call.method, tamper(signed.fields), envelopeOf(signed));
        await expectCanonicalRefusal(call, attack, request);
      }
      // A parameter sent twice (in the query and again in the query or body) is one key with two values.
      const once = wellFormed(call, { encrypt: false }, { zzA: '1' });
      const twice = { ...once, url: `${once.url}${once.url.includes('?') ? '&' : '?'}zzA=1` };
      await expectCanonicalRefusal(call, 'parameter duplicated', twice);
    }
    expect(canonical.leaks).toEqual([]);
  });

  it('accepts the same parameters untampered (the refusals are the tampering, not the parameters)', async () => {
    for (const [, call] of calls()) {
      for (const [, params] of TAMPERINGS) {
        const { body } = await t.send(wellFormed(call, { encrypt: false }, params));
        expect([ErrorCode.SIGNATURE_INVALID, ErrorCode.ENVELOPE_MALFORMED]).not.toContain(body.code);
      }
    }
  });
});

function envelopeOf(request: SignedRequest) {
  return {
    token: request.fields.token ?? '',
    userid: request.fields.userid ?? '',
    eid: Number(request.fields.eid),
    requestTimestamp: Number(request.fields.requestTimestamp),
  };
}
