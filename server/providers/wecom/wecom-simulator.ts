import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WECOM_PANEL_HANDSHAKE, wecomPanelDonePage } from '../host-common/sim-panels';
import {
  scanPage,
  SimCodes,
  SimSeal,
  SimTokens,
  usedCodesInMemory,
  type HostSimulator,
  type HostSimulatorOptions,
} from '../host-common/sim-support';
import type { WecomApp } from './wecom-client';

export type WecomSimulatorOptions = HostSimulatorOptions<WecomApp>;
export type WecomSimulator = HostSimulator;

type Query = Record<string, string | undefined>;

/** The cookie the page-side WeCom fake sets: who is "signed in to the WeCom client". */
export const WECOM_SIM_USER_COOKIE = 'lp_sim_wecom_user';

/**
 * Loopback simulator of the WeCom APIs the client calls (gettoken, both JSAPI tickets,
 * auth/getuserinfo) with `errcode`/`errmsg`, 7200 s tokens and single-use 5-minute codes; the
 * in-client OAuth redirect (open.weixin.qq.com/connect/oauth2/authorize) and the scan-login page.
 */
export function registerWecomSimulator(app: FastifyInstance, options: WecomSimulatorOptions): WecomSimulator {
  const { prefix, now } = options;
  const counts: Record<string, number> = {};
  // Codes and tokens carry their state sealed with a key every process derives alike (sim-support.ts).
  const seal = new SimSeal(`wecom|${prefix}|${JSON.stringify(options.apps)}`);
  const codes = new SimCodes(now, seal, options.usedCodes ?? usedCodesInMemory(now));
  const tokens = new SimTokens(now, seal, 'app-token');
  const tickets = new SimTokens(now, seal, 'ticket');
  const count = (name: string) => (counts[name] = (counts[name] ?? 0) + 1);
  const refuse = (errcode: number, errmsg: string) => ({ errcode, errmsg: `${errmsg}, hint: [sim]` });
  const tokenCorp = (token: string | undefined) => (token ? tokens.owner(token) : null);
  const findApp = (corpId: string | undefined, agentId?: string) =>
    options.apps.find((a) => a.corpId === corpId && (agentId === undefined || a.agentId === agentId));

  app.get(`${prefix}/cgi-bin/gettoken`, async (request) => {
    count('gettoken');
    const q = request.query as Query;
    const found = options.apps.find((a) => a.corpId === q.corpid && a.corpSecret === q.corpsecret);
    if (!found) return refuse(40001, 'invalid credential');
    return { errcode: 0, errmsg: 'ok', access_token: tokens.issue(found.corpId), expires_in: tokens.lifetimeSeconds };
  });

  const ticket = (name: string) => async (request: FastifyRequest) => {
    count(name);
    if (!tokenCorp((request.query as Query).access_token)) return refuse(42001, 'access_token expired');
    return { errcode: 0, errmsg: 'ok', ticket: tickets.issue(name), expires_in: tickets.lifetimeSeconds };
  };
  app.get(`${prefix}/cgi-bin/get_jsapi_ticket`, ticket('get_jsapi_ticket'));
  app.get(`${prefix}/cgi-bin/ticket/get`, ticket('ticket/get'));

  app.get(`${prefix}/cgi-bin/auth/getuserinfo`, async (request) => {
    count('getuserinfo');
    const q = request.query as Query;
    const corpId = tokenCorp(q.access_token);
    if (!corpId) return refuse(42001, 'access_token expired');
    const issued = await codes.consume(q.code ?? '');
    if (typeof issued === 'string' || issued.corpId !== corpId) return refuse(40029, 'invalid code');
    const isMember = (options.members[corpId] ?? []).some((m) => m.userid === issued.userid);
    return isMember
      ? { errcode: 0, errmsg: 'ok', userid: issued.userid, user_ticket: '' }
      : { errcode: 0, errmsg: 'ok', openid: `o-${issued.userid}` };
  });

  // In-client OAuth: the WeCom client knows its user (the fake's cookie) and redirects straight back.
  app.get(`${prefix}/connect/oauth2/authorize`, async (request, reply) => {
    const q = request.query as Query;
    const found = findApp(q.appid);
    if (!found || !q.redirect_uri) return reply.status(400).type('text/plain').send('invalid appid or redirect_uri');
    const userid = cookieValue(request.headers.cookie, WECOM_SIM_USER_COOKIE);
    if (!userid) {
      const approve = (id: string) =>
        `${prefix}/sso/approve?${new URLSearchParams({ appid: found.corpId, redirect_uri: q.redirect_uri!, state: q.state ?? '', userid: id })}`;
      return reply
        .type('text/html')
        .send(scanPage('WeCom (simulated client): who is signed in?', options.members[found.corpId] ?? [], approve));
    }
    return reply.redirect(
      backTo(q.redirect_uri, codes.issue({ userid, corpId: found.corpId, flow: 'in_app' }), q.state ?? ''),
    );
  });

  app.get(`${prefix}/wwlogin/sso/login`, async (request, reply) => {
    const q = request.query as Query;
    const found = findApp(q.appid);
    if (!found || !q.redirect_uri) return reply.status(400).type('text/plain').send('invalid appid or redirect_uri');
    // redirect_type=callback: framed by ww.createWWLoginPanel, which gets the code through its iframe protocol.
    const panel = q.redirect_type === 'callback';
    const approve = (id: string) =>
      `${prefix}/sso/approve?${new URLSearchParams({ appid: found.corpId, redirect_uri: q.redirect_uri!, state: q.state ?? '', userid: id, ...(panel ? { redirect_type: 'callback' } : {}) })}`;
    return reply
      .type('text/html')
      .send(
        scanPage('WeCom scan login', options.members[found.corpId] ?? [], approve, panel ? WECOM_PANEL_HANDSHAKE : ''),
      );
  });

  app.get(`${prefix}/sso/approve`, async (request, reply) => {
    const q = request.query as Query;
    const found = findApp(q.appid);
    if (!found || !q.redirect_uri || !q.userid) return reply.status(400).type('text/plain').send('invalid request');
    const code = codes.issue({ userid: q.userid, corpId: found.corpId, flow: 'qr' });
    if (q.redirect_type === 'callback') return reply.type('text/html').send(wecomPanelDonePage(code));
    return reply.redirect(backTo(q.redirect_uri, code, q.state ?? ''));
  });

  // Test hook: a code as the WeCom client would produce for a user (members or outsiders alike).
  app.post(`${prefix}/__test/code`, async (request, reply) => {
    const body = (request.body ?? {}) as { corpId?: string; userid?: string };
    if (!findApp(body.corpId) || !body.userid) return reply.status(400).send(refuse(40013, 'invalid corpid'));
    return { code: codes.issue({ userid: body.userid, corpId: body.corpId!, flow: 'in_app' }) };
  });

  return { counts, codes };
}

function backTo(redirectUri: string, code: string, state: string): string {
  const target = new URL(redirectUri, 'http://placeholder');
  target.searchParams.set('code', code);
  target.searchParams.set('state', state);
  return redirectUri.startsWith('/') ? target.pathname + target.search : target.toString();
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  const match = (header ?? '').split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}
