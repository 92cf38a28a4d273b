import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, ErrorReason } from '../../protocol';
import type { CallDefinition } from '../pipeline/call-registry';
import { buildRegistry } from '../routes';
import { signedRequest } from '../test-support/signed-request';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { newCounts, report } from './attack-report';
import { fingerprint } from './db-fingerprint';

/**
 * Identity and tenancy attacks on every member-only call of the registry: no session, a forged
 * or revoked token, a member of another enterprise, a learner on administrator calls. Each is
 * refused and changes nothing.
 */
const counts = newCounts();
let t: TestApp;
type Identity = { token: string; userid: string };
let learner: Identity;
let otherTenant: Identity;
let revoked: Identity;

beforeAll(async () => {
  t = await createTestApp();
  learner = await t.login('learner');
  otherTenant = await t.login('visitor', 2);
  revoked = await t.login('sales');
  await t.call('apiSystem/loginout', {}, { ...revoked });
});

afterAll(async () => {
  report('access', counts);
  expect(counts.leaks).toEqual([]);
  await t.close();
});

async function expectRefused(
  call: CallDefinition,
  attack: string,
  identity: Partial<Identity>,
  code: number,
  reason?: string,
) {
  counts.endpoints.add(call.name);
  counts.attempts += 1;
  const before = await fingerprint(t.db);
  const { body } = await t.send(
    signedRequest(
      call.name,
      {},
      { method: call.method, now: t.clock.now(), eid: 1, flags: ['apiRequestSign'], ...identity },
    ),
  );
  const unchanged = before === (await fingerprint(t.db));
  const gotReason = (body.data as { reason?: string } | null)?.reason;
  const refused =
    body.status === 'N' && body.code === code && unchanged && (reason === undefined || gotReason === reason);
  if (refused) counts.refusals += 1;
  else
    counts.leaks.push(
      `${call.name} ${attack}: status ${body.status} code ${body.code} reason ${gotReason ?? '-'}${unchanged ? '' : ' (data changed)'}`,
    );
  expect({ status: body.status, code: body.code, unchanged }).toEqual({ status: 'N', code, unchanged: true });
}

const registered = () => buildRegistry(t.config).all();

describe('identity and tenancy attacks on every member-only call', () => {
  it('refuses visitors, forged and revoked tokens, members of another enterprise, and learners on administrator calls', async () => {
    const memberOnly = registered().filter((call) => call.access !== 'public');
    expect(memberOnly.length).toBeGreaterThan(0);
    for (const call of memberOnly) {
      await expectRefused(call, 'no session', {}, ErrorCode.UNAUTHORIZED);
      await expectRefused(
        call,
        'forged token',
        { userid: learner.userid, token: 'f'.repeat(64) },
        ErrorCode.UNAUTHORIZED,
      );
      await expectRefused(
        call,
        'token of another user',
        { userid: learner.userid, token: otherTenant.token },
        ErrorCode.UNAUTHORIZED,
      );
      await expectRefused(call, 'revoked session', revoked, ErrorCode.UNAUTHORIZED);
      await expectRefused(
        call,
        'member of another enterprise',
        otherTenant,
        ErrorCode.FORBIDDEN,
        ErrorReason.NOT_A_MEMBER,
      );
      if (call.access === 'admin')
        await expectRefused(call, 'learner on an administrator call', learner, ErrorCode.FORBIDDEN);
    }
  });
});
