import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HostApiError, injectFetch } from '../host-common/host-http';
import { DingtalkClient, type DingtalkApp } from './dingtalk-client';
import { registerDingtalkSimulator } from './dingtalk-simulator';

const APP: DingtalkApp = { corpId: 'dingcorp', clientId: 'dingkey', clientSecret: 'secret', agentId: '1' };
const MEMBERS = { dingcorp: [{ userid: 'u1', name: 'Lin Xiao', unionid: 'union-1' }] };

function setup() {
  let now = Date.UTC(2026, 0, 1);
  const app = Fastify();
  const sim = registerDingtalkSimulator(app, { prefix: '/sim', now: () => now, apps: [APP], members: MEMBERS });
  const client = new DingtalkClient({
    oapiBase: 'http://sim/sim',
    apiBase: 'http://sim/sim',
    fetch: injectFetch(app),
    now: () => now,
  });
  return {
    sim,
    client,
    advance: (ms: number) => (now += ms),
    issue: (flow: 'in_app' | 'qr' = 'in_app') => sim.codes.issue({ userid: 'u1', corpId: 'dingcorp', flow }),
  };
}

describe('DingTalk client against the simulator', () => {
  it('caches the app token and the JSAPI ticket until shortly before they expire', async () => {
    const { sim, client, advance } = setup();
    const token = await client.appToken(APP);
    await Promise.all([client.appToken(APP), client.appToken(APP), client.jsapiTicket(APP), client.jsapiTicket(APP)]);
    expect(await client.appToken(APP)).toBe(token);
    expect(sim.counts.gettoken).toBe(1);
    expect(sim.counts.get_jsapi_ticket).toBe(1);
    advance(7200 * 1000);
    expect(await client.appToken(APP)).not.toBe(token);
    expect(sim.counts.gettoken).toBe(2);
  });

  it('exchanges an in-app code for the userid, once', async () => {
    const { client, issue } = setup();
    const code = issue();
    await expect(client.userIdByInAppCode(APP, code)).resolves.toBe('u1');
    await expect(client.userIdByInAppCode(APP, code)).rejects.toMatchObject({ errcode: 40078 });
  });

  it('refuses a code older than 5 minutes', async () => {
    const { client, issue, advance } = setup();
    const code = issue();
    advance(5 * 60 * 1000 + 1);
    await expect(client.userIdByInAppCode(APP, code)).rejects.toBeInstanceOf(HostApiError);
  });

  it('exchanges a scan-login code through unionId for the userid', async () => {
    const { client, issue } = setup();
    await expect(client.userIdByQrCode(APP, issue('qr'))).resolves.toBe('u1');
    await expect(client.userIdByQrCode(APP, 'made-up')).rejects.toMatchObject({ errcode: 'invalidAuthCode' });
  });

  it('reports wrong credentials with the vendor errcode', async () => {
    const { client } = setup();
    await expect(client.appToken({ ...APP, clientSecret: 'wrong' })).rejects.toMatchObject({ errcode: 40089 });
  });
});
