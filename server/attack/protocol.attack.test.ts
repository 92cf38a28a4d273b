import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, encryptJson, requestIsEncrypted, type ResponseEnvelope } from '../../protocol';
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

function wellFormed(call: CallDefinition, overrides: Parameters<typeof signedRequest>[2] = {}): SignedRequest {
  return signedRequest(
    call.name,
    {},
    { method: call.method, now: t.clock.now(), ...learner, flags: ['apiRequestSign'], ...overrides },
  );
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

function envelopeOf(request: SignedRequest) {
  return {
    token: request.fields.token ?? '',
    userid: request.fields.userid ?? '',
    eid: Number(request.fields.eid),
    requestTimestamp: Number(request.fields.requestTimestamp),
  };
}
