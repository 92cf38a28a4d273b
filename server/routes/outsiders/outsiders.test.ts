import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutsiderCode, OutsiderJoinResult, OutsiderStatusAnswer, MessagePage } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { forTenant } from '../../db/tenant-scope';
import { OUTREACH_DEMO } from '../../db/seed/outreach-demo';
import { outsiderReviewSource } from '.';

let t: TestApp;
type Who = { token: string; userid: string };
let admin: Who;
let learner: Who;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  learner = await t.login('learner');
});
afterAll(async () => t.close());

const PASSWORD = 'Guest#2026';
let accounts = 0;
function joinParams(extra: Record<string, string> = {}) {
  return {
    code: OUTREACH_DEMO.outsiderCode,
    name: 'Grace Hopper',
    account: `guest-${++accounts}`,
    password: PASSWORD,
    confirm: PASSWORD,
    organisation: 'Navy Labs',
    ...extra,
  };
}
const join = (params: Record<string, string>, eid = 1) =>
  t.call('apiSystem/outsidersCode', params, { method: 'POST', eid });
const status = async (ticket: string) =>
  (await t.call('/v1/outsiders/status', { ticket })).body.data as OutsiderStatusAnswer;
const adminDb = () => forTenant(t.db, 1);
const applicationId = async (account: string) =>
  (
    await t.db
      .selectFrom('outsider_applications')
      .select('id')
      .where('account', '=', account)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow()
  ).id;

describe('joining with the outsider code', () => {
  it('joins with the code (any case, dashes), waits, is approved once and then signs in with a welcome', async () => {
    const params = joinParams({ code: 'gues-t726' });
    const joined = await join(params);
    expect(joined.body.status).toBe('Y');
    const { ticket, status: first } = joined.body.data as OutsiderJoinResult;
    expect(first).toBe('pending');
    expect(await status(ticket)).toMatchObject({ status: 'pending', name: 'Grace Hopper', account: params.account });
    // Not a member yet: no account to sign in with.
    expect(
      (await t.call('apiSystem/login', { account: params.account, password: PASSWORD }, { method: 'POST' })).body
        .status,
    ).toBe('N');

    const id = await applicationId(params.account);
    const decided = await Promise.all([
      outsiderReviewSource.decide(adminDb(), [id, id], 'approve', null, Number(admin.userid), { now: Date.now() }),
      outsiderReviewSource.decide(adminDb(), [id], 'approve', null, Number(admin.userid), { now: Date.now() }),
    ]);
    expect(decided.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await status(ticket)).status).toBe('approved');
    const users = await t.db.selectFrom('users').select(['id', 'type']).where('account', '=', params.account).execute();
    expect(users).toEqual([expect.objectContaining({ type: 1 })]);

    const signedIn = await t.call(
      'apiSystem/login',
      { account: params.account, password: PASSWORD },
      { method: 'POST' },
    );
    expect(signedIn.body.status).toBe('Y');
    const { token, userid } = signedIn.body.data as { token: string; userid: string };
    const own = (await t.call('/v1/message/list', { category: 'own' }, { token, userid })).body.data as MessagePage;
    expect(own.list.map((m) => m.kind)).toEqual(['outsider_approved']);
  });

  it('a refused person is told the reason on their notice and gets no account', async () => {
    const params = joinParams();
    const { ticket } = (await join(params)).body.data as OutsiderJoinResult;
    const id = await applicationId(params.account);
    expect(
      await outsiderReviewSource.decide(adminDb(), [id], 'reject', 'Unknown company', Number(admin.userid), {
        now: Date.now(),
      }),
    ).toBe(1);
    expect(await status(ticket)).toMatchObject({ status: 'rejected', reason: 'Unknown company' });
    expect(await t.db.selectFrom('users').select('id').where('account', '=', params.account).execute()).toEqual([]);
  });

  it('refuses a wrong code, a regenerated old code and an expired one, and keeps nothing', async () => {
    expect((await join(joinParams({ code: 'WRONG999' }))).body.code).toBe(44220);
    const code = (await t.call('/v1/admin/outsiders/code', {}, admin)).body.data as OutsiderCode;
    expect(code.code).toBe(OUTREACH_DEMO.outsiderCode);
    expect(code.pending).toBeGreaterThanOrEqual(3);
    const fresh = (await t.call('/v1/admin/outsiders/code/regenerate', {}, { ...admin, method: 'POST' })).body
      .data as OutsiderCode;
    expect(fresh.code).not.toBe(OUTREACH_DEMO.outsiderCode);
    expect(fresh.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect((await join(joinParams())).body.code).toBe(44220);
    const ok = joinParams({ code: fresh.code });
    expect((await join(ok)).body.status).toBe('Y');

    await t.db
      .updateTable('outsider_codes')
      .set({ expires_at: t.clock.now() - 1 })
      .where('eid', '=', 1)
      .execute();
    const late = joinParams({ code: fresh.code });
    expect((await join(late)).body.code).toBe(44221);
    expect(
      await t.db.selectFrom('outsider_applications').select('id').where('account', '=', late.account).execute(),
    ).toEqual([]);
    // Another enterprise's code is not this one's.
    expect((await join(joinParams({ code: fresh.code }), 2)).body.code).toBe(44220);
  });

  it('refuses a taken account, a weak password and bad input', async () => {
    const code = (
      (await t.call('/v1/admin/outsiders/code/regenerate', {}, { ...admin, method: 'POST' })).body.data as OutsiderCode
    ).code;
    expect((await join(joinParams({ code, account: 'learner' }))).body.code).toBe(44223);
    expect((await join(joinParams({ code, account: 'wangfang-guest' }))).body.code).toBe(44223);
    expect((await join(joinParams({ code, password: 'a', confirm: 'a' }))).body.code).toBe(42208);
    expect((await join(joinParams({ code, account: 'bad account!' }))).body.code).toBe(42200);
    expect((await join(joinParams({ code, name: '' }))).body.code).toBe(42200);
    expect((await t.call('/v1/outsiders/status', { ticket: 'x'.repeat(30) })).body.code).toBe(44224);
  });

  it('only administrators see or regenerate the code', async () => {
    expect((await t.call('/v1/admin/outsiders/code', {}, learner)).body.code).toBe(40300);
    expect((await t.call('/v1/admin/outsiders/code/regenerate', {}, { ...learner, method: 'POST' })).body.code).toBe(
      40300,
    );
    expect((await t.call('/v1/admin/outsiders/code', {})).body.code).toBe(401);
  });
});

describe('the approvals source', () => {
  it('lists the pending outsiders oldest first, by keyword, and counts them', async () => {
    const db = adminDb();
    const page = await outsiderReviewSource.list(db, { status: 'pending', page: 1, pageSize: 50 });
    expect(page.items.slice(0, 3).map((item) => item.title)).toEqual(['王芳', '陳志明', 'Emma Clarke']);
    expect(page.items[0]).toMatchObject({ kind: 'outsider', excerpt: expect.stringContaining('星河物流') });
    expect(await outsiderReviewSource.pendingCount(db)).toBe(page.total);
    const found = await outsiderReviewSource.list(db, { status: 'pending', keyword: 'CLARKE', page: 1, pageSize: 10 });
    expect(found.items.map((item) => item.title)).toEqual(['Emma Clarke']);
    const refused = await outsiderReviewSource.list(db, { status: 'rejected', page: 1, pageSize: 10 });
    expect(refused.items.map((item) => item.title)).toContain('Tom Baker');
    // Another enterprise sees none of them and cannot decide them.
    const other = forTenant(t.db, 2);
    expect(await outsiderReviewSource.pendingCount(other)).toBe(0);
    expect(await outsiderReviewSource.decide(other, [page.items[0]!.id], 'approve', null, 1, { now: Date.now() })).toBe(
      0,
    );
  });
});

describe('limits', () => {
  it('refuses the eleventh wrong code from one address within the hour; right codes do not count as guesses', async () => {
    const limited = await createTestApp();
    try {
      const attempt = async (code: string) =>
        (await limited.call('apiSystem/outsidersCode', joinParams({ code }), { method: 'POST' })).body.code;
      const codes: number[] = [];
      for (let i = 0; i < 9; i++) codes.push(await attempt('WRONG999'));
      for (let i = 0; i < 3; i++) codes.push(await attempt(OUTREACH_DEMO.outsiderCode));
      codes.push(await attempt('WRONG999'), await attempt('WRONG999'));
      expect(codes).toEqual([...Array(9).fill(44220), 0, 0, 0, 44220, 44222]);
      // While guessing is barred, even the right code is refused (the guess is taken before the code is read).
      expect(await attempt(OUTREACH_DEMO.outsiderCode)).toBe(44222);
    } finally {
      await limited.close();
    }
  });
});
