import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  ErrorReason,
  type AdminMemberChange,
  type AdminMemberDetail,
  type AdminMemberList,
  type AdminMemberReset,
} from '../../../protocol';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { signedRequest } from '../../test-support/signed-request';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { accountUserId } from '../../test-support/lookups';

type Auth = { token: string; userid: string };
let t: TestApp;
let admin: Auth;
let learner: Auth;

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  learner = await t.login('learner');
});
afterEach(async () => {
  await t.close();
});

const get = async (call: string, params: Record<string, string>, auth: Auth = admin) =>
  (await t.call(call, params, auth)).body;
const post = async (call: string, params: Record<string, string>, auth: Auth = admin) =>
  (await t.call(call, params, { method: 'POST', ...auth })).body;
const status = (userId: string, action: string, auth: Auth = admin) =>
  post('/v1/admin/members/status', { userId, action, reason: 'Policy review' }, auth);
const auditRows = (userId: string) =>
  t.db.selectFrom('member_admin_actions').selectAll().where('user_id', '=', Number(userId)).execute();
/** Any member-only call: what the learner's portal does next after the administrator acted. */
const learnerCall = (auth: Auth) => get('/v1/certificate/mine', {}, auth);
const signIn = async (account: string, password = DEMO_PASSWORD) =>
  (
    await t.send(
      signedRequest(
        'apiSystem/login',
        { account, password },
        { eid: 1, method: 'POST', now: t.clock.now(), appKey: t.config.appKey },
      ),
    )
  ).body;

describe('admin members: who may call', () => {
  it('refuses a learner every call', async () => {
    const list = await get('/v1/admin/members/list', {}, learner);
    expect(list).toMatchObject({ status: 'N', code: ErrorCode.FORBIDDEN });
    const block = await status(learner.userid, 'block', learner);
    expect(block).toMatchObject({ status: 'N', code: ErrorCode.FORBIDDEN });
    expect(await auditRows(learner.userid)).toHaveLength(0);
  });

  it("refuses another enterprise's member and never lists them", async () => {
    const other = { id: await accountUserId(t.db, 2, 'visitor') };
    const detail = await get('/v1/admin/members/detail', { userId: String(other.id) });
    expect(detail).toMatchObject({ status: 'N', code: ErrorCode.ADMIN_MEMBER_NOT_FOUND });
    const block = await status(String(other.id), 'block');
    expect(block).toMatchObject({ status: 'N', code: ErrorCode.ADMIN_MEMBER_NOT_FOUND });
    const row = await t.db.selectFrom('users').select('blocked').where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(row.blocked).toBe(0);
    const list = (await get('/v1/admin/members/list', { keyword: 'Alex Morgan' })).data as AdminMemberList;
    expect(list.total).toBe(0);
  });

  it('refuses an administrator acting on their own account', async () => {
    expect(await status(admin.userid, 'lock')).toMatchObject({ code: ErrorCode.ADMIN_MEMBER_SELF });
  });
});

describe('admin members: list', () => {
  it('pages, searches by keyword and filters by department (with sub-departments)', async () => {
    const all = (await get('/v1/admin/members/list', { pageSize: '5' })).data as AdminMemberList;
    expect(all.items).toHaveLength(5);
    expect(all.total).toBeGreaterThan(5);
    const second = (await get('/v1/admin/members/list', { pageSize: '5', page: '2' })).data as AdminMemberList;
    expect(second.items[0]!.userId).toBeGreaterThan(all.items[4]!.userId);
    const found = (await get('/v1/admin/members/list', { keyword: 'learner' })).data as AdminMemberList;
    expect(found.items.map((m) => m.account)).toContain('learner');
    const learnerRow = found.items.find((m) => m.account === 'learner')!;
    expect(learnerRow.department).not.toBe('');
    const dept = all.departments.find((d) => d.name === learnerRow.department)!;
    const inDept = (await get('/v1/admin/members/list', { departmentId: String(dept.id), pageSize: '50' }))
      .data as AdminMemberList;
    expect(inDept.items.map((m) => m.account)).toContain('learner');
    expect(inDept.items.every((m) => m.account !== 'admin' || m.department === dept.name)).toBe(true);
    const wild = (await get('/v1/admin/members/list', { keyword: '%' })).data as AdminMemberList;
    expect(wild.total).toBe(0);
    expect(await get('/v1/admin/members/list', { pageSize: '500' })).toMatchObject({ status: 'N' });
  });
});

describe('admin members: lock and block', () => {
  it("blocks once: the learner's open session is refused at once with blocked_by_admin; unblock lets them sign in", async () => {
    const [first, second] = await Promise.all([status(learner.userid, 'block'), status(learner.userid, 'block')]);
    const changes = [first.data as AdminMemberChange, second.data as AdminMemberChange];
    expect(changes.filter((c) => c.changed)).toHaveLength(1);
    expect(changes.every((c) => c.member.blocked)).toBe(true);
    expect(await auditRows(learner.userid)).toHaveLength(1);

    const refused = await learnerCall(learner);
    expect(refused).toMatchObject({
      status: 'N',
      code: ErrorCode.UNAUTHORIZED,
      data: { reason: ErrorReason.BLOCKED_BY_ADMIN },
    });
    expect(refused.msg).toMatch(/blocked|禁用/);
    await expect(t.login('learner')).rejects.toThrow();

    const again = (await status(learner.userid, 'block')).data as AdminMemberChange;
    expect(again.changed).toBe(false);
    expect(await auditRows(learner.userid)).toHaveLength(1);

    expect(((await status(learner.userid, 'unblock')).data as AdminMemberChange).changed).toBe(true);
    // The ended session stays ended (now a plain "not signed in"); a new sign-in works.
    expect((await learnerCall(learner)).data).not.toMatchObject({ reason: ErrorReason.BLOCKED_BY_ADMIN });
    const back = await t.login('learner');
    expect((await learnerCall(back)).status).toBe('Y');
    const detail = (await get('/v1/admin/members/detail', { userId: learner.userid })).data as AdminMemberDetail;
    expect(detail.actions.map((a) => a.action)).toEqual(['unblock', 'block']);
    expect(detail.actions[0]!.adminName).toBe('Chen Jing');
    expect(detail.actions[1]!.detail).toBe('Policy review');
  });

  it('locks: the open session answers account_locked (the portal shows /prompt errorMsg 5); unlock', async () => {
    const locked = (await status(learner.userid, 'lock')).data as AdminMemberChange;
    expect(locked).toMatchObject({ changed: true, member: { locked: true } });
    const refused = await learnerCall(learner);
    expect(refused).toMatchObject({ code: ErrorCode.UNAUTHORIZED, data: { reason: ErrorReason.ACCOUNT_LOCKED } });
    await expect(t.login('learner')).rejects.toThrow();
    expect(((await status(learner.userid, 'unlock')).data as AdminMemberChange).changed).toBe(true);
    expect(((await status(learner.userid, 'unlock')).data as AdminMemberChange).changed).toBe(false);
    expect((await learnerCall(await t.login('learner'))).status).toBe('Y');
  });
});

describe('admin members: reset password', () => {
  it('sets an initial password the member must change (42228) and ends their session', async () => {
    const reset = (await post('/v1/admin/members/reset-password', { userId: learner.userid })).data as AdminMemberReset;
    expect(reset.initialPassword).toMatch(/^.{10}$/);
    expect(reset.member.mustChangePassword).toBe(true);
    expect((await learnerCall(learner)).code).toBe(ErrorCode.UNAUTHORIZED);
    expect((await signIn('learner')).status).toBe('N');
    const login = await signIn('learner', reset.initialPassword);
    expect(login.status).toBe('Y');
    const fresh = login.data as Auth;
    expect((await learnerCall(fresh)).code).toBe(ErrorCode.INITIAL_PASSWORD_REQUIRED);
    expect((await auditRows(learner.userid)).map((r) => r.action)).toEqual(['reset_password']);
  });
});
