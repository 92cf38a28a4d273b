import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, ErrorReason, INDEX_LIST_KINDS } from '../../protocol';
import type { CallDefinition } from '../pipeline/call-registry';
import { buildRegistry } from '../routes';
import { signedRequest } from '../test-support/signed-request';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { newCounts, report } from './attack-report';
import { fingerprint } from './db-fingerprint';
import { OPEN_TO_ANYONE, PUBLIC_FACES } from './expected-policy';
import { tenantFingerprint } from './tenant-data';

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

/*
 * Issue 18 item 2: a private organisation's content is for its members. Spec 000 §4 lets a visitor
 * open one item's public face (course detail, exam transition, train and activity detail,
 * questionnaire transition) and the sign-in pages; every list, pack and home module needs a
 * member's session. Each `public` call is sent to the private enterprise 1 signed out and with a
 * session of enterprise 2; the home components are asked for every module enterprise 1 has.
 */
const privateCounts = newCounts();
const PRIVATE_EID = 1;
const PUBLIC_EID = 2;

async function expectPrivate(name: string, method: 'GET' | 'POST', params: Record<string, string>) {
  const attacks: Array<[string, Partial<Identity>, number]> = [
    ['signed out', {}, ErrorCode.UNAUTHORIZED],
    ['member of another enterprise', otherTenant, ErrorCode.FORBIDDEN],
  ];
  privateCounts.endpoints.add(name);
  for (const [attack, identity, code] of attacks) {
    privateCounts.attempts += 1;
    // Rows, not total_changes(): the replay guard writes each request's signature (decision 0034).
    const before = await tenantFingerprint(t.db, PRIVATE_EID);
    const { body } = await t.call(name, params, { method, eid: PRIVATE_EID, ...identity });
    const unchanged = before === (await tenantFingerprint(t.db, PRIVATE_EID));
    const refused = body.status === 'N' && body.code === code && unchanged;
    if (refused) privateCounts.refusals += 1;
    else
      privateCounts.leaks.push(
        `${name} ${JSON.stringify(params)} ${attack}: status ${body.status} code ${body.code}${unchanged ? '' : ' (data changed)'}`,
      );
  }
}

describe("a private organisation's lists, packs and home modules (issue 18 item 2)", () => {
  afterAll(() => {
    report('private reads', privateCounts);
    expect(privateCounts.leaks).toEqual([]);
  });

  it('every public call but the start-up, sign-in and single-item faces refuses visitors and other enterprises', async () => {
    const names = new Set(registered().map((call) => call.name));
    for (const name of PUBLIC_FACES) expect(names, name).toContain(name);
    const guarded = registered().filter(
      (call) => call.access === 'public' && !OPEN_TO_ANYONE.includes(call.name) && !PUBLIC_FACES.includes(call.name),
    );
    expect(guarded.map((call) => call.name)).toEqual(
      expect.arrayContaining(['apiPortal/Components', 'apiCourse/coursePack', 'apiHomePage/GetList']),
    );
    for (const call of guarded) await expectPrivate(call.name, call.method, {});
    expect(privateCounts.leaks).toEqual([]);
  });

  it('every home module and every package of the private enterprise, on every page, needs a member', async () => {
    const modules = await t.db.selectFrom('home_modules').select('id').where('eid', '=', PRIVATE_EID).execute();
    const packages = await t.db.selectFrom('course_packages').select('id').where('eid', '=', PRIVATE_EID).execute();
    expect(modules.length).toBeGreaterThan(3);
    expect(packages.length).toBeGreaterThan(0);
    for (const { id } of modules)
      for (const page of ['1', '2']) await expectPrivate('apiPortal/Components', 'GET', { moduleId: String(id), page });
    for (const { id } of packages) await expectPrivate('apiCourse/coursePack', 'GET', { id: String(id) });
    for (const kind of INDEX_LIST_KINDS) await expectPrivate('/v1/home/index-list', 'GET', { kind, page: '1' });
    expect(privateCounts.leaks).toEqual([]);
  });

  it("a public organisation's visitors and the private one's members still read them (positive controls)", async () => {
    const open = await t.db
      .selectFrom('home_modules')
      .select('id')
      .where('eid', '=', PUBLIC_EID)
      .where('enabled', '=', 1)
      .where('audience', '=', 'all')
      .execute();
    expect(open.length).toBeGreaterThan(0);
    for (const { id } of open) {
      const { body } = await t.call('apiPortal/Components', { moduleId: String(id) }, { eid: PUBLIC_EID });
      expect(body.status, `module ${id}`).toBe('Y');
    }
    for (const name of ['apiHomePage/GetList', 'apiCourse/coursePack', 'apiCourse/recommendCourse']) {
      expect((await t.call(name, {}, { eid: PUBLIC_EID })).body.status, name).toBe('Y');
      expect((await t.call(name, {}, { eid: PRIVATE_EID, ...learner })).body.status, name).toBe('Y');
    }
  });
});
