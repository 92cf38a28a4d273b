import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { injectFetch } from '../host-common/host-http';
import { WecomClient, type WecomApp } from './wecom-client';
import { registerWecomSimulator } from './wecom-simulator';

const APP: WecomApp = { corpId: 'wwcorp', corpSecret: 'secret', agentId: '1000002' };

function setup() {
  let now = Date.UTC(2026, 0, 1);
  const app = Fastify();
  const sim = registerWecomSimulator(app, {
    prefix: '/sim',
    now: () => now,
    apps: [APP],
    members: { wwcorp: [{ userid: 'ww-1', name: 'Lin Xiao', unionid: '' }] },
  });
  const client = new WecomClient({ qyapiBase: 'http://sim/sim', fetch: injectFetch(app), now: () => now });
  return {
    app,
    sim,
    client,
    advance: (ms: number) => (now += ms),
    issue: (userid = 'ww-1') => sim.codes.issue({ userid, corpId: 'wwcorp', flow: 'in_app' }),
  };
}

describe('WeCom client against the simulator', () => {
  it('caches the token and each ticket type', async () => {
    const { sim, client, advance } = setup();
    await Promise.all([
      client.jsapiTicket(APP, 'agent'),
      client.jsapiTicket(APP, 'agent'),
      client.jsapiTicket(APP, 'corp'),
    ]);
    await client.jsapiTicket(APP, 'agent');
    expect(sim.counts).toMatchObject({ gettoken: 1, 'ticket/get': 1, get_jsapi_ticket: 1 });
    advance(2 * 60 * 60 * 1000);
    await client.jsapiTicket(APP, 'agent');
    expect(sim.counts).toMatchObject({ gettoken: 2, 'ticket/get': 2 });
  });

  it('exchanges a code once: a member by userid, an outsider by openid', async () => {
    const { client, issue } = setup();
    const code = issue();
    await expect(client.identityByCode(APP, code)).resolves.toEqual({ userid: 'ww-1' });
    await expect(client.identityByCode(APP, code)).rejects.toMatchObject({ errcode: 40029 });
    await expect(client.identityByCode(APP, issue('stranger'))).resolves.toEqual({ outsider: 'o-stranger' });
  });

  it('refuses an expired code', async () => {
    const { client, issue, advance } = setup();
    const code = issue();
    advance(5 * 60 * 1000 + 1);
    await expect(client.identityByCode(APP, code)).rejects.toMatchObject({ errcode: 40029 });
  });

  it('the OAuth redirect returns to the page with a code for the client user', async () => {
    const { app, client } = setup();
    const response = await app.inject({
      url: '/sim/connect/oauth2/authorize?appid=wwcorp&redirect_uri=%2Findex%3Feid%3D1&state=s1',
      headers: { cookie: 'lp_sim_wecom_user=ww-1' },
    });
    expect(response.statusCode).toBe(302);
    const back = new URL(response.headers.location!, 'http://x');
    expect(back.pathname + back.searchParams.get('state')).toBe('/indexs1');
    await expect(client.identityByCode(APP, back.searchParams.get('code')!)).resolves.toEqual({ userid: 'ww-1' });
  });
});
