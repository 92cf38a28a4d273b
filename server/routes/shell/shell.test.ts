import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, enterpriseConfigSchema, userInfoSchema } from '../../../protocol';
import { signedRequest } from '../../test-support/signed-request';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('apiHomePage/Enterprise', () => {
  it('returns the private enterprise with its own colours and no userinfo when signed out', async () => {
    const { status, body } = await t.call('apiHomePage/Enterprise', {}, { eid: 1 });
    expect(status).toBe(200);
    expect(body.status).toBe('Y');
    const config = enterpriseConfigSchema.parse(body.data);
    expect(config).toMatchObject({
      eid: 1,
      enterpriseName: 'Aurora Learning Academy',
      theme_color: '#1d6fe0',
      hover_color: '#1558b0',
      puborg: '0',
      expireStatus: 'Y',
      islock: 'Y',
      isdelete: 0,
      is_jion: 'Y',
    });
    expect(config.is_alpha).toContain('apiRequestSign');
    expect(body.userinfo).toBeNull();
  });

  it('returns the public enterprise without branding, so the default brand applies', async () => {
    const config = enterpriseConfigSchema.parse((await t.call('apiHomePage/Enterprise', {}, { eid: 2 })).body.data);
    expect(config).toMatchObject({ puborg: '1', theme_color: '', hover_color: '', showUserRegister: 'Y' });
  });

  it('reports the expired enterprise through expireStatus N', async () => {
    const config = enterpriseConfigSchema.parse((await t.call('apiHomePage/Enterprise', {}, { eid: 3 })).body.data);
    expect(config.expireStatus).toBe('N');
  });

  it('resolves eid 0 by custom domain, then by the default enterprise', async () => {
    const request = signedRequest('apiHomePage/Enterprise', {}, { eid: 0, now: t.clock.now() });
    const byHost = await t.app.inject({
      method: 'GET',
      url: request.url,
      headers: { ...request.headers, host: 'open.localhost:8080' },
    });
    expect(byHost.json().data.eid).toBe(2);
    expect((await t.call('apiHomePage/Enterprise', {}, { eid: 0 })).body.data).toMatchObject({ eid: 1 });
  });

  it('answers status N with url and uid for an unknown enterprise', async () => {
    const { status, body } = await t.call('apiHomePage/Enterprise', {}, { eid: 999 });
    expect(status).toBe(404);
    expect(body).toMatchObject({
      status: 'N',
      code: ErrorCode.ENTERPRISE_NOT_FOUND,
      data: { url: 'http://localhost/test', uid: '' },
    });
    expect(body.msg).toMatch(/not found/i);
  });

  it('applies the user portal the user saved, and the one the envelope names', async () => {
    const sales = await t.login('sales');
    const config = enterpriseConfigSchema.parse((await t.call('apiHomePage/Enterprise', {}, sales)).body.data);
    expect(config.userPortal).toMatchObject({ portalID: 1, themeColor: '#0f9d58', hoverColor: '#0b7a44' });
    const learner = await t.login('learner');
    const plain = enterpriseConfigSchema.parse((await t.call('apiHomePage/Enterprise', {}, learner)).body.data);
    expect(plain.userPortal).toBeNull();
  });

  it('tells a signed-in user of another enterprise that they are not a member', async () => {
    const visitor = await t.login('visitor', 2);
    const config = enterpriseConfigSchema.parse(
      (await t.call('apiHomePage/Enterprise', {}, { ...visitor, eid: 1 })).body.data,
    );
    expect(config.is_jion).toBe('N');
    const refused = await t.call('apiSystem/getUserInfo', {}, { ...visitor, eid: 1 });
    expect(refused.body).toMatchObject({ status: 'N', code: ErrorCode.FORBIDDEN, data: { reason: 'not_a_member' } });
  });
});

describe('sign-in, user info and sign-out', () => {
  it('signs in with a sealed password, returns user info and a working session', async () => {
    const request = signedRequest(
      'apiSystem/login',
      { account: 'learner', password: 'Learn#2026' },
      { method: 'POST', now: t.clock.now() },
    );
    expect(request.body).not.toContain('Learn');
    const raw = await t.app.inject({
      method: 'POST',
      url: request.url,
      headers: request.headers,
      payload: request.body!,
    });
    const sealedBody = raw.json();
    expect(typeof sealedBody.data).toBe('string');
    expect(sealedBody.encryptFields).toEqual(['data']);

    const { token, userid } = await t.login('learner');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const info = await t.call('apiSystem/getUserInfo', {}, { token, userid });
    const { score } = await t.db
      .selectFrom('users')
      .select('score')
      .where('id', '=', Number(userid))
      .executeTakeFirstOrThrow();
    expect(userInfoSchema.parse(info.body.data)).toMatchObject({ userid, username: 'Lin Xiao', type: 1, score });
    expect(info.body.userinfo).toMatchObject({ userid });
    const stored = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
  });

  it('refuses a wrong password with a clear message', async () => {
    const result = await t.call('apiSystem/login', { account: 'learner', password: 'wrong-pass' }, { method: 'POST' });
    expect(result.body).toMatchObject({ status: 'N', code: ErrorCode.LOGIN_FAILED });
    expect(result.body.msg).toMatch(/incorrect/);
    const unknown = await t.call('apiSystem/login', { account: 'nobody', password: 'x' }, { method: 'POST' });
    expect(unknown.body.msg).toBe(result.body.msg);
  });

  it('rate-limits repeated failures per account, even for the right password afterwards', async () => {
    for (let i = 0; i < t.config.loginAttemptLimit; i++) {
      expect(
        (await t.call('apiSystem/login', { account: 'learner', password: `bad${i}` }, { method: 'POST' })).body.code,
      ).toBe(ErrorCode.LOGIN_FAILED);
    }
    const blocked = await t.call('apiSystem/login', { account: 'learner', password: 'Learn#2026' }, { method: 'POST' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(ErrorCode.RATE_LIMITED);
    t.clock.set(t.clock.now() + t.config.loginAttemptWindowMs + 1);
    await expect(t.login('learner')).resolves.toMatchObject({ userid: expect.any(String) });
  });

  it('refuses a locked account with the locked reason', async () => {
    const result = await t.call('apiSystem/login', { account: 'locked', password: 'Learn#2026' }, { method: 'POST' });
    expect(result.body).toMatchObject({
      status: 'N',
      code: ErrorCode.UNAUTHORIZED,
      data: { reason: 'account_locked' },
    });
    expect(result.body.msg).toMatch(/locked by the enterprise administrator/);
  });

  it('refuses sign-in to the expired enterprise', async () => {
    const result = await t.call(
      'apiSystem/login',
      { account: 'northwind', password: 'Learn#2026' },
      { method: 'POST', eid: 3 },
    );
    expect(result.body).toMatchObject({ status: 'N', data: { reason: 'enterprise_expired' } });
  });

  it('does not accept one enterprise account on another enterprise', async () => {
    const result = await t.call(
      'apiSystem/login',
      { account: 'visitor', password: 'Learn#2026' },
      { method: 'POST', eid: 1 },
    );
    expect(result.body.code).toBe(ErrorCode.LOGIN_FAILED);
  });

  it('signs out by revoking the session, and repeating it is harmless', async () => {
    const session = await t.login('learner');
    expect((await t.call('apiSystem/loginout', {}, session)).body.status).toBe('Y');
    expect((await t.call('apiSystem/getUserInfo', {}, session)).body.code).toBe(ErrorCode.UNAUTHORIZED);
    expect((await t.call('apiSystem/loginout', {}, session)).body.status).toBe('Y');
  });

  it('rejects a forged token', async () => {
    const session = await t.login('learner');
    const forged = { token: 'f'.repeat(64), userid: session.userid };
    expect((await t.call('apiSystem/getUserInfo', {}, forged)).body.code).toBe(ErrorCode.UNAUTHORIZED);
  });

  it('validates input with a clear message and changes nothing', async () => {
    const result = await t.call('apiSystem/login', { account: '', password: 'x' }, { method: 'POST' });
    expect(result.body).toMatchObject({ status: 'N', code: ErrorCode.INVALID_INPUT });
    expect(result.body.msg).toMatch(/account/);
  });
});
