import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, userInfoSchema } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { sendCode } from './auth-test-helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const NEW_PHONE = '13912345678';
const GOOD = 'Mia#2046pk';

function registration(code: string, overrides: Record<string, string> = {}) {
  return { phone: NEW_PHONE, code, username: 'Mia Park', password: GOOD, confirm: GOOD, agree: 'Y', ...overrides };
}
const registerCall = (params: Record<string, string>, eid = 2, language = 'en_us') =>
  t.call('apiSystem/register', params, { method: 'POST', eid, language });

describe('apiSystem/register', () => {
  it('creates the account on the public enterprise and signs it in', async () => {
    const code = await sendCode(t, NEW_PHONE, 'register', 2);
    const result = await registerCall(registration(code));
    expect(result.body.status).toBe('Y');
    const info = userInfoSchema.parse(result.body.data);
    expect(info).toMatchObject({ username: 'Mia Park', type: 1 });
    expect(
      (await t.call('apiSystem/getUserInfo', {}, { token: info.token, userid: info.userid, eid: 2 })).body.status,
    ).toBe('Y');
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', Number(info.userid))
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ eid: 2, phone: NEW_PHONE, account: NEW_PHONE });
    expect(user.password_hash).toMatch(/^scrypt\$/);
    // The new password works for sign-in by password too.
    const byPassword = await t.call(
      'apiSystem/login',
      { account: NEW_PHONE, password: GOOD },
      { method: 'POST', eid: 2 },
    );
    expect(byPassword.body.status).toBe('Y');
  });

  it('refuses each broken password rule with its own message, without using the code', async () => {
    const code = await sendCode(t, NEW_PHONE, 'register', 2);
    const cases: Array<[string, string, RegExp]> = [
      ['Ab#1', 'length', /8-15 characters/],
      ['studyhardnow', 'kinds', /at least two of digits, letters and symbols/],
      ['Learn#123x', 'sequence', /consecutive/],
      ['Leaaarn#26', 'repeat', /same character 3 or more times/],
    ];
    for (const [password, rule, message] of cases) {
      const result = await registerCall(registration(code, { password, confirm: password }));
      expect(result.body).toMatchObject({ status: 'N', code: ErrorCode.PASSWORD_REJECTED, data: { rule } });
      expect(result.body.msg).toMatch(message);
    }
    const mismatch = await registerCall(registration(code, { confirm: 'Other#2026x' }));
    expect(mismatch.body).toMatchObject({ code: ErrorCode.PASSWORD_REJECTED, data: { rule: 'mismatch' } });
    const zh = await registerCall(registration(code, { password: 'Ab#1', confirm: 'Ab#1' }), 2, 'zh_hant');
    expect(zh.body.msg).toBe('密碼長度須為 8-15 位');
    expect(await t.db.selectFrom('users').select('id').where('phone', '=', NEW_PHONE).execute()).toHaveLength(0);
    expect((await registerCall(registration(code))).body.status).toBe('Y');
  });

  it('requires the agreement, an open registration and a code for this purpose and enterprise', async () => {
    const code = await sendCode(t, NEW_PHONE, 'register', 2);
    expect((await registerCall(registration(code, { agree: 'N' }))).body.code).toBe(ErrorCode.AGREEMENT_NOT_ACCEPTED);
    expect((await registerCall(registration(code), 1)).body.code).toBe(ErrorCode.REGISTRATION_CLOSED);
    expect((await registerCall(registration('000000'))).body.code).toBe(ErrorCode.VERIFICATION_CODE_INVALID);
    expect(await t.db.selectFrom('users').select('id').where('phone', '=', NEW_PHONE).execute()).toHaveLength(0);
  });

  it('refuses a phone already registered in the enterprise', async () => {
    const code = await sendCode(t, '13900139002', 'register', 2);
    const result = await registerCall(registration(code, { phone: '13900139002' }));
    expect(result.body).toMatchObject({ status: 'N', code: ErrorCode.PHONE_ALREADY_REGISTERED });
  });

  it('creates one user under a double submit', async () => {
    const code = await sendCode(t, NEW_PHONE, 'register', 2);
    const [a, b] = await Promise.all([registerCall(registration(code)), registerCall(registration(code))]);
    expect([a.body.status, b.body.status].sort()).toEqual(['N', 'Y']);
    expect(
      await t.db.selectFrom('users').select('id').where('eid', '=', 2).where('phone', '=', NEW_PHONE).execute(),
    ).toHaveLength(1);
  });

  it('refuses when the enterprise is full', async () => {
    await t.db.updateTable('enterprises').set({ max_users: 2 }).where('id', '=', 2).execute();
    const code = await sendCode(t, NEW_PHONE, 'register', 2);
    const result = await registerCall(registration(code));
    expect(result.body).toMatchObject({ code: ErrorCode.FORBIDDEN, data: { reason: 'user_limit_reached' } });
  });
});

describe('apiSystem/resetPassword', () => {
  const reset = (params: Record<string, string>, language = 'en_us') =>
    t.call('apiSystem/resetPassword', params, { method: 'POST', eid: 1, language });

  it('sets the new password, ends every session, and the old password stops working', async () => {
    const session = await t.login('learner');
    const code = await sendCode(t, '13800138001', 'reset_password');
    const result = await reset({ phone: '13800138001', code, password: 'Fresh#2026', confirm: 'Fresh#2026' });
    expect(result.body).toMatchObject({ status: 'Y', data: { reset: true } });
    expect((await t.call('apiSystem/getUserInfo', {}, session)).body.code).toBe(ErrorCode.UNAUTHORIZED);
    expect(
      (await t.call('apiSystem/login', { account: 'learner', password: 'Learn#2026' }, { method: 'POST' })).body.code,
    ).toBe(ErrorCode.LOGIN_FAILED);
    expect(
      (await t.call('apiSystem/login', { account: 'learner', password: 'Fresh#2026' }, { method: 'POST' })).body.status,
    ).toBe('Y');
    expect((await reset({ phone: '13800138001', code, password: 'Other#2026', confirm: 'Other#2026' })).body.code).toBe(
      ErrorCode.VERIFICATION_CODE_INVALID,
    );
  });

  it('names the broken rule and keeps the code and the password', async () => {
    const code = await sendCode(t, '13800138001', 'reset_password');
    const short = await reset({ phone: '13800138001', code, password: 'a1#', confirm: 'a1#' });
    expect(short.body).toMatchObject({
      code: ErrorCode.PASSWORD_REJECTED,
      data: { rule: 'length', policy: 'any_6_15' },
    });
    expect(short.body.msg).toMatch(/6-15 characters/);
    const mismatch = await reset({ phone: '13800138001', code, password: 'Fresh#2026', confirm: 'Fresh#2027' });
    expect(mismatch.body.msg).toMatch(/do not match/);
    await expect(t.login('learner')).resolves.toBeTruthy();
    expect(
      (await reset({ phone: '13800138001', code, password: 'Fresh#2026', confirm: 'Fresh#2026' })).body.status,
    ).toBe('Y');
  });

  it('refuses a code sent for another purpose or enterprise', async () => {
    const loginCode = await sendCode(t, '13800138001', 'login');
    expect(
      (await reset({ phone: '13800138001', code: loginCode, password: 'Fresh#2026', confirm: 'Fresh#2026' })).body.code,
    ).toBe(ErrorCode.VERIFICATION_CODE_INVALID);
  });
});

describe('apiPuborg/addPuborg', () => {
  it('gives a member of eid 1 an account in the public eid 2, signed in, once', async () => {
    const sales = await t.login('sales');
    const joined = await t.call('apiPuborg/addPuborg', {}, { ...sales, eid: 2, method: 'POST' });
    expect(joined.body).toMatchObject({ status: 'Y', data: { eid: 2, username: 'Zhou Min' } });
    const info = userInfoSchema.parse(joined.body.userinfo);
    expect(
      (await t.call('apiSystem/getUserInfo', {}, { token: info.token, userid: info.userid, eid: 2 })).body.status,
    ).toBe('Y');
    const again = await t.call('apiPuborg/addPuborg', {}, { ...sales, eid: 2, method: 'POST' });
    expect(again.body.code).toBe(ErrorCode.ALREADY_A_MEMBER);
  });

  it('refuses a private enterprise, a visitor, a person without phone, and an existing member', async () => {
    const visitor = await t.login('visitor', 2);
    expect((await t.call('apiPuborg/addPuborg', {}, { ...visitor, eid: 1, method: 'POST' })).body.code).toBe(
      ErrorCode.NOT_A_PUBLIC_ORGANISATION,
    );
    expect((await t.call('apiPuborg/addPuborg', {}, { eid: 2, method: 'POST' })).body.code).toBe(
      ErrorCode.UNAUTHORIZED,
    );
    const manager = await t.login('manager');
    expect((await t.call('apiPuborg/addPuborg', {}, { ...manager, eid: 2, method: 'POST' })).body.code).toBe(
      ErrorCode.PHONE_REQUIRED,
    );
    expect((await t.call('apiPuborg/addPuborg', {}, { ...visitor, eid: 2, method: 'POST' })).body.code).toBe(
      ErrorCode.ALREADY_A_MEMBER,
    );
    const learner = await t.login('learner');
    expect((await t.call('apiPuborg/addPuborg', {}, { ...learner, eid: 2, method: 'POST' })).body.code).toBe(
      ErrorCode.ALREADY_A_MEMBER,
    );
  });
});

describe('agreement, login types, country codes and the outbox', () => {
  it('returns the agreement in the caller language, and nothing for an enterprise without one', async () => {
    const en = await t.call('apiSystem/getAgreement', {}, { eid: 2, language: 'en_us' });
    expect(en.body.data).toMatchObject({ title: 'Open Course Hub sign-up agreement', language: 'en_us' });
    expect((en.body.data as { html: string }).html).toContain('<h2>');
    const hant = await t.call('apiSystem/getAgreement', {}, { eid: 1, language: 'zh_hant' });
    expect(hant.body.data).toMatchObject({ title: 'Aurora 學習學院使用者協議' });
    expect((await t.call('apiSystem/getAgreement', {}, { eid: 3 })).body.data).toMatchObject({ title: '', html: '' });
  });

  it('tells the PC card its tabs and where register leads', async () => {
    expect((await t.call('/v1/pcweb/get-pcweb-login-type', {}, { eid: 2 })).body.data).toEqual({
      loginTypes: ['password', 'code'],
      defaultType: 'password',
      showRegister: true,
      registerMode: 'inline',
      registerUrl: '',
      passwordPolicy: 'two_8_15',
    });
    expect((await t.call('/v1/pcweb/get-pcweb-login-type', {}, { eid: 1 })).body.data).toMatchObject({
      showRegister: false,
      registerMode: 'none',
    });
    await t.db
      .updateTable('enterprises')
      .set({ show_user_register: 'Y', login_types: '["code","scan","dingtalk"]' })
      .where('id', '=', 1)
      .execute();
    expect((await t.call('/v1/pcweb/get-pcweb-login-type', {}, { eid: 1 })).body.data).toMatchObject({
      loginTypes: ['code'],
      defaultType: 'code',
      registerMode: 'external',
      registerUrl: 'https://www.example.com/aurora/join',
    });
    expect((await t.call('/v1/login/get-enterprise-login-type', {}, { eid: 1 })).body.data).toMatchObject({
      loginTypes: ['code', 'scan', 'dingtalk'],
      dingtalkCorpId: 'dingaurora0001',
      wecomCorpId: 'wwaurora0001',
    });
  });

  it('lists calling codes with names in the caller language', async () => {
    const result = await t.call('/v1/tel/country-code', {}, { method: 'POST', language: 'zh_hant' });
    const list = result.body.data as Array<{ code: string; name: string }>;
    for (const code of ['+86', '+852', '+853', '+886', '+1', '+44', '+65', '+81', '+82', '+61', '+49', '+33'])
      expect(list.map((c) => c.code)).toContain(code);
    expect(list[0]).toMatchObject({ code: '+86', name: '中國大陸' });
  });

  it('serves GET /__dev/outbox outside production only', async () => {
    await sendCode(t, '13800138001', 'login');
    const response = await t.app.inject({ method: 'GET', url: '/__dev/outbox?phone=13800138001' });
    expect(response.json().messages[0]).toMatchObject({ recipient: '+8613800138001', channel: 'sms' });
    await t.close();
    t = await createTestApp({ exposeOutbox: false });
    expect((await t.app.inject({ method: 'GET', url: '/__dev/outbox?phone=13800138001' })).statusCode).toBe(404);
  });
});
