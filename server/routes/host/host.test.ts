import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type UserInfo } from '../../../protocol';
import { injectFetch } from '../../providers/host-common/host-http';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { useHostFetch } from './host-config';
import { registerHostDevRoutes, type HostDevRoutes } from './host-dev';

let t: TestApp;
let sims: HostDevRoutes;

beforeEach(async () => {
  t = await createTestApp();
  // The vendors' simulators on their own instance, reached without a socket.
  const simApp = Fastify();
  sims = registerHostDevRoutes(simApp, { config: t.config, clock: t.clock })!;
  useHostFetch(injectFetch(simApp));
});

afterEach(async () => {
  useHostFetch(null);
  await t.close();
});

const dingtalkCode = (userid: string) =>
  sims.dingtalk.codes.issue({ userid, corpId: 'dingaurora0001', flow: 'in_app' });
const wecomCode = (userid: string) => sims.wecom.codes.issue({ userid, corpId: 'wwaurora0001', flow: 'in_app' });
const sessionCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('host sign-in', () => {
  it('gives a page the public app ids of its enterprise, none where no corp is bound', async () => {
    const one = await t.call('/v1/host/login-config', {}, { eid: 1 });
    expect(one.body.data).toMatchObject({
      dingtalk: { corpId: 'dingaurora0001', clientId: 'dingsimaurora' },
      wecom: { corpId: 'wwaurora0001', agentId: '1000002' },
    });
    expect(JSON.stringify(one.body.data)).not.toContain('secret');
    expect((await t.call('/v1/host/login-config', {}, { eid: 2 })).body.data).toEqual({ dingtalk: null, wecom: null });
  });

  it('signs the bound learner in with a DingTalk in-app code, once', async () => {
    const code = dingtalkCode('dt-lin-xiao');
    const first = await t.call('/v1/dingtalk/login', { code }, { eid: 1, method: 'POST' });
    expect(first.body.status).toBe('Y');
    const info = first.body.data as UserInfo;
    expect(info.username).toBe('Lin Xiao');
    const me = await t.call('apiSystem/getUserInfo', {}, { eid: 1, token: info.token, userid: info.userid });
    expect(me.body.status).toBe('Y');

    const again = await t.call('/v1/dingtalk/login', { code }, { eid: 1, method: 'POST' });
    expect(again.body.code).toBe(ErrorCode.HOST_CODE_INVALID);
  });

  it("refuses a host user who is not in the address book, in the caller's language, creating nothing", async () => {
    const before = await sessionCount();
    const users = await t.db.selectFrom('users').select('id').execute();
    const refused = await t.call(
      '/v1/dingtalk/login',
      { code: dingtalkCode('dt-guest-tang') },
      { eid: 1, method: 'POST', language: 'zh_hant' },
    );
    expect(refused.body.code).toBe(ErrorCode.NOT_IN_ADDRESS_BOOK);
    expect((refused.body.data as { reason: string }).reason).toBe('not_in_address_book');
    expect(refused.body.msg).toBe('您不在該組織的通訊錄中，請聯絡管理員');
    expect(await sessionCount()).toBe(before);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(users.length);
  });

  it('refuses an expired code', async () => {
    const code = dingtalkCode('dt-lin-xiao');
    t.clock.set(t.clock.now() + 5 * 60 * 1000 + 1);
    expect((await t.call('/v1/dingtalk/login', { code }, { eid: 1, method: 'POST' })).body.code).toBe(
      ErrorCode.HOST_CODE_INVALID,
    );
  });

  it('signs in through the DingTalk scan login', async () => {
    const code = sims.dingtalk.codes.issue({ userid: 'dt-lin-xiao', corpId: 'dingaurora0001', flow: 'qr' });
    const result = await t.call('/v1/dingtalk/login', { code, flow: 'qr' }, { eid: 1, method: 'POST' });
    expect((result.body.data as UserInfo).username).toBe('Lin Xiao');
  });

  it('signs in with a WeCom code; an outsider (openid) or an unbound member is not in the address book', async () => {
    const ok = await t.call('/v1/wecom/login', { code: wecomCode('ww-lin-xiao') }, { eid: 1, method: 'POST' });
    expect((ok.body.data as UserInfo).username).toBe('Lin Xiao');
    expect(
      (await t.call('/v1/wecom/login', { code: wecomCode('ww-guest-tang') }, { eid: 1, method: 'POST' })).body.code,
    ).toBe(ErrorCode.NOT_IN_ADDRESS_BOOK);
    expect(
      (await t.call('/v1/wecom/login', { code: wecomCode('someone-else') }, { eid: 1, method: 'POST' })).body.code,
    ).toBe(ErrorCode.NOT_IN_ADDRESS_BOOK);
  });

  it('says so when the enterprise has no app for the host, and refuses bad input', async () => {
    expect((await t.call('/v1/wecom/login', { code: 'abc' }, { eid: 2, method: 'POST' })).body.code).toBe(
      ErrorCode.HOST_NOT_CONFIGURED,
    );
    expect((await t.call('/v1/dingtalk/login', { code: 'a b<c>' }, { eid: 1, method: 'POST' })).body.code).toBe(
      ErrorCode.INVALID_INPUT,
    );
    expect((await t.call('/v1/dingtalk/login', {}, { eid: 1, method: 'POST' })).body.code).toBe(
      ErrorCode.INVALID_INPUT,
    );
  });
});

describe('open-data signature', () => {
  it('signs a page of this portal with one cached ticket', async () => {
    const url = 'http://localhost/index?eid=1';
    const first = await t.call('/v1/wecom/open-data/signature', { url }, { eid: 1 });
    const second = await t.call('/v1/wecom/open-data/signature', { url: `${url}#/x`, type: 'agent' }, { eid: 1 });
    expect(first.body.data).toMatchObject({
      corpId: 'wwaurora0001',
      agentId: '1000002',
      signature: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    expect((first.body.data as { timestamp: number }).timestamp).toBe(Math.floor(t.clock.now() / 1000));
    expect(second.body.status).toBe('Y');
    expect(sims.wecom.counts).toMatchObject({ gettoken: 1, 'ticket/get': 1 });
  });

  it('refuses an address of another site', async () => {
    const refused = await t.call('/v1/wecom/open-data/signature', { url: 'https://evil.example/index' }, { eid: 1 });
    expect(refused.body.code).toBe(ErrorCode.HOST_URL_REFUSED);
  });
});

describe('DingTalk JSAPI signature (dd.config)', () => {
  it("signs a page of this portal for the corp's app with one cached ticket, and refuses other sites and corps without an app", async () => {
    const url = 'http://localhost/course/7?eid=1';
    const first = await t.call('/v1/dingtalk/jsapi/signature', { url }, { eid: 1 });
    const second = await t.call('/v1/dingtalk/jsapi/signature', { url: `${url}#top` }, { eid: 1 });
    expect(first.body.data).toMatchObject({
      corpId: 'dingaurora0001',
      agentId: '100001',
      signature: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    expect(second.body.status).toBe('Y');
    expect(sims.dingtalk.counts).toMatchObject({ get_jsapi_ticket: 1 });
    expect(
      (await t.call('/v1/dingtalk/jsapi/signature', { url: 'https://evil.example/course/7' }, { eid: 1 })).body.code,
    ).toBe(ErrorCode.HOST_URL_REFUSED);
    expect((await t.call('/v1/dingtalk/jsapi/signature', { url }, { eid: 2 })).body.code).toBe(
      ErrorCode.HOST_NOT_CONFIGURED,
    );
  });
});
