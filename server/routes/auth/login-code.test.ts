import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, userInfoSchema } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { advance, sendCode } from './auth-test-helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const LEARNER_PHONE = '13800138001';
const codeLogin = (phone: string, code: string, eid = 1) =>
  t.call('apiSystem/login', { loginType: 'code', phone, code }, { method: 'POST', eid, language: 'en_us' });

describe('apiSystem/login with a login code', () => {
  it('signs in with phone and code, sealed, and the code works once', async () => {
    const code = await sendCode(t, LEARNER_PHONE, 'login');
    const result = await codeLogin(LEARNER_PHONE, code);
    expect(result.body.status).toBe('Y');
    const info = userInfoSchema.parse(result.body.data);
    expect(info.username).toBe('Lin Xiao');
    expect((await t.call('apiSystem/getUserInfo', {}, { token: info.token, userid: info.userid })).body.status).toBe(
      'Y',
    );
    const again = await codeLogin(LEARNER_PHONE, code);
    expect(again.body).toMatchObject({ status: 'N', code: ErrorCode.VERIFICATION_CODE_INVALID });
    expect(again.body.msg).toMatch(/wrong or has expired/);
  });

  it('refuses a wrong code, an unknown phone and missing fields', async () => {
    const code = await sendCode(t, LEARNER_PHONE, 'login');
    expect((await codeLogin(LEARNER_PHONE, code === '123456' ? '654321' : '123456')).body.code).toBe(
      ErrorCode.VERIFICATION_CODE_INVALID,
    );
    expect((await codeLogin('13911112222', code)).body.code).toBe(ErrorCode.VERIFICATION_CODE_INVALID);
    const missing = await t.call('apiSystem/login', { loginType: 'code', phone: LEARNER_PHONE }, { method: 'POST' });
    expect(missing.body).toMatchObject({ code: ErrorCode.INVALID_INPUT, data: { fields: ['code'] } });
  });

  it('does not accept a code of one enterprise in another', async () => {
    const code = await sendCode(t, LEARNER_PHONE, 'login', 1);
    // learner also has an account in eid 2 with the same phone (0005-accounts).
    expect((await codeLogin(LEARNER_PHONE, code, 2)).body.code).toBe(ErrorCode.VERIFICATION_CODE_INVALID);
    expect((await codeLogin(LEARNER_PHONE, code, 1)).body.status).toBe('Y');
  });

  it('rate-limits failed code sign-ins per phone and address', async () => {
    for (let i = 0; i < t.config.loginAttemptLimit; i++) await codeLogin(LEARNER_PHONE, '000000');
    const code = await sendCode(t, LEARNER_PHONE, 'login');
    const blocked = await codeLogin(LEARNER_PHONE, code);
    expect(blocked.body.code).toBe(ErrorCode.RATE_LIMITED);
  });

  it('refuses the locked, the blocked, the expired enterprise and a disabled method', async () => {
    expect((await codeLogin('13800138006', await sendCode(t, '13800138006', 'login'))).body).toMatchObject({
      code: ErrorCode.UNAUTHORIZED,
      data: { reason: 'account_locked' },
    });
    const blocked = await codeLogin('13800138007', await sendCode(t, '13800138007', 'login'));
    expect(blocked.body).toMatchObject({ code: ErrorCode.FORBIDDEN, data: { reason: 'blocked_by_admin' } });
    expect(blocked.body.msg).toMatch(/blocked by the administrator/);
    const expired = await codeLogin('13700137001', '123456', 3);
    expect(expired.body.data).toMatchObject({ reason: 'enterprise_expired' });
    await t.db.updateTable('enterprises').set({ login_types: '["password"]' }).where('id', '=', 1).execute();
    const disabled = await codeLogin(LEARNER_PHONE, '123456');
    expect(disabled.body.code).toBe(ErrorCode.LOGIN_TYPE_DISABLED);
  });

  it('refuses a learner when the enterprise is over its user limit, but not an administrator', async () => {
    await t.db.updateTable('enterprises').set({ max_users: 2 }).where('id', '=', 1).execute();
    const result = await t.call(
      'apiSystem/login',
      { account: 'learner', password: 'Learn#2026' },
      { method: 'POST', language: 'en_us' },
    );
    expect(result.body).toMatchObject({ code: ErrorCode.FORBIDDEN, data: { reason: 'user_limit_reached' } });
    expect(result.body.msg).toMatch(/more members than its plan allows/);
    await expect(t.login('admin')).resolves.toMatchObject({ userid: expect.any(String) });
  });

  it('still signs in by password (loginType omitted or password)', async () => {
    await expect(t.login('learner')).resolves.toMatchObject({ token: expect.any(String) });
    const explicit = await t.call(
      'apiSystem/login',
      { loginType: 'password', account: 'learner', password: 'Learn#2026' },
      { method: 'POST' },
    );
    expect(explicit.body.status).toBe('Y');
  });
});

describe('blocked accounts and forced offline', () => {
  it("ends a blocked user's live session with the reason", async () => {
    const learner = await t.login('learner');
    await t.db.updateTable('users').set({ blocked: 1 }).where('id', '=', Number(learner.userid)).execute();
    const refused = await t.call('apiSystem/getUserInfo', {}, learner);
    expect(refused.body).toMatchObject({
      status: 'N',
      code: ErrorCode.UNAUTHORIZED,
      data: { reason: 'blocked_by_admin' },
    });
  });

  it('signs the other session out with signed_in_elsewhere when the enterprise allows one session', async () => {
    const first = await t.login('visitor', 2);
    advance(t, 1000);
    const second = await t.login('visitor', 2);
    const old = await t.call('apiSystem/getUserInfo', {}, { ...first, eid: 2, language: 'en_us' });
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({
      status: 'N',
      code: ErrorCode.UNAUTHORIZED,
      data: { reason: 'signed_in_elsewhere' },
    });
    expect(old.body.msg).toMatch(/signed in on another device/);
    expect((await t.call('apiSystem/getUserInfo', {}, { ...second, eid: 2 })).body.status).toBe('Y');
    const row = await t.db
      .selectFrom('sessions')
      .select(['revoked_reason'])
      .where('user_id', '=', Number(first.userid))
      .where('revoked_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(row.revoked_reason).toBe('signed_in_elsewhere');
  });

  it('keeps several sessions where the enterprise allows them, and a plain sign-out gives the plain 401', async () => {
    const first = await t.login('learner');
    const second = await t.login('learner');
    expect((await t.call('apiSystem/getUserInfo', {}, first)).body.status).toBe('Y');
    await t.call('apiSystem/loginout', {}, first);
    const out = await t.call('apiSystem/getUserInfo', {}, first);
    expect(out.body.code).toBe(ErrorCode.UNAUTHORIZED);
    expect(out.body.data).not.toHaveProperty('reason');
    expect((await t.call('apiSystem/getUserInfo', {}, second)).body.status).toBe('Y');
  });

  it('treats a forced-offline token as signed out on public calls', async () => {
    const first = await t.login('visitor', 2);
    await t.login('visitor', 2);
    const init = await t.call('apiHomePage/Enterprise', {}, { ...first, eid: 2 });
    expect(init.body).toMatchObject({ status: 'Y', userinfo: null });
  });
});
