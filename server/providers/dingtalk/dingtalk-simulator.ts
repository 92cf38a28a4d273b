import type { FastifyInstance } from 'fastify';
import { dingtalkFrameDonePage, dingtalkFrameLoginScript } from '../host-common/sim-panels';
import {
  scanPage,
  SimCodes,
  SimSeal,
  SimTokens,
  usedCodesInMemory,
  type HostSimulator,
  type HostSimulatorOptions,
  type SimMember,
} from '../host-common/sim-support';
import type { DingtalkApp } from './dingtalk-client';

export type DingtalkSimulatorOptions = HostSimulatorOptions<DingtalkApp>;
export type DingtalkSimulator = HostSimulator;

type Query = Record<string, string | undefined>;

/**
 * Loopback simulator of the DingTalk open APIs the client calls, with their field names, 7200 s
 * tokens, single-use 5-minute codes and `errcode`/`errmsg` refusals. Also the scan-login page
 * (login.dingtalk.com/oauth2/auth) and a code-minting hook for the page-side fakes.
 */
export function registerDingtalkSimulator(app: FastifyInstance, options: DingtalkSimulatorOptions): DingtalkSimulator {
  const { prefix, now } = options;
  const counts: Record<string, number> = {};
  // Codes and tokens carry their state sealed with a key every process derives alike (sim-support.ts).
  const seal = new SimSeal(`dingtalk|${prefix}|${JSON.stringify(options.apps)}`);
  const codes = new SimCodes(now, seal, options.usedCodes ?? usedCodesInMemory(now));
  const appTokens = new SimTokens(now, seal, 'app-token');
  const userTokens = new SimTokens(now, seal, 'user-token');
  const tickets = new SimTokens(now, seal, 'ticket');
  const count = (name: string) => (counts[name] = (counts[name] ?? 0) + 1);
  const appByKey = (key: string | undefined) => options.apps.find((a) => a.clientId === key);
  const member = (corpId: string, test: (m: SimMember) => boolean) => (options.members[corpId] ?? []).find(test);
  const refuse = (errcode: number, errmsg: string) => ({ errcode, errmsg, request_id: 'sim' });
  const tokenCorp = (token: string | undefined) => {
    const key = token ? appTokens.owner(token) : null;
    return key ? (appByKey(key)?.corpId ?? null) : null;
  };

  app.get(`${prefix}/gettoken`, async (request) => {
    count('gettoken');
    const q = request.query as Query;
    const found = appByKey(q.appkey);
    if (!found || found.clientSecret !== q.appsecret) return refuse(40089, '不合法的corpid或corpsecret');
    return {
      errcode: 0,
      errmsg: 'ok',
      access_token: appTokens.issue(found.clientId),
      expires_in: appTokens.lifetimeSeconds,
    };
  });

  app.get(`${prefix}/get_jsapi_ticket`, async (request) => {
    count('get_jsapi_ticket');
    if (!tokenCorp((request.query as Query).access_token)) return refuse(40014, '不合法的access_token');
    return { errcode: 0, errmsg: 'ok', ticket: tickets.issue('ticket'), expires_in: tickets.lifetimeSeconds };
  });

  app.post(`${prefix}/topapi/v2/user/getuserinfo`, async (request) => {
    count('getuserinfo');
    const corpId = tokenCorp((request.query as Query).access_token);
    if (!corpId) return refuse(40014, '不合法的access_token');
    const issued = await codes.consume(String((request.body as { code?: string } | null)?.code ?? ''));
    if (typeof issued === 'string' || issued.corpId !== corpId || issued.flow !== 'in_app')
      return refuse(40078, '不存在的临时授权码');
    const m = member(corpId, (x) => x.userid === issued.userid)!;
    return {
      errcode: 0,
      errmsg: 'ok',
      result: { userid: m.userid, unionid: m.unionid, name: m.name, device_id: 'sim-device', sys: false },
    };
  });

  app.post(`${prefix}/v1.0/oauth2/userAccessToken`, async (request, reply) => {
    count('userAccessToken');
    const body = (request.body ?? {}) as {
      clientId?: string;
      clientSecret?: string;
      code?: string;
      grantType?: string;
    };
    const found = appByKey(body.clientId);
    if (!found || found.clientSecret !== body.clientSecret)
      return reply.status(400).send({ code: 'invalidClientIdOrSecret', message: '无效的clientId或者clientSecret' });
    const issued = await codes.consume(String(body.code ?? ''));
    if (typeof issued === 'string' || issued.corpId !== found.corpId || issued.flow !== 'qr')
      return reply.status(400).send({ code: 'invalidAuthCode', message: '不合法的临时授权码' });
    return {
      accessToken: userTokens.issue(`${found.corpId}|${issued.userid}`),
      refreshToken: 'sim-refresh',
      expireIn: userTokens.lifetimeSeconds,
      corpId: found.corpId,
    };
  });

  app.get(`${prefix}/v1.0/contact/users/me`, async (request, reply) => {
    count('users/me');
    const owner = userTokens.owner(String(request.headers['x-acs-dingtalk-access-token'] ?? ''));
    if (!owner) return reply.status(401).send({ code: 'InvalidAuthentication', message: '不合法的access_token' });
    const [corpId, userid] = owner.split('|') as [string, string];
    const m = member(corpId, (x) => x.userid === userid)!;
    return { nick: m.name, unionId: m.unionid, openId: `open-${m.userid}`, avatarUrl: '', stateCode: '86' };
  });

  app.post(`${prefix}/topapi/user/getbyunionid`, async (request) => {
    count('getbyunionid');
    const corpId = tokenCorp((request.query as Query).access_token);
    if (!corpId) return refuse(40014, '不合法的access_token');
    const unionid = String((request.body as { unionid?: string } | null)?.unionid ?? '');
    const m = member(corpId, (x) => x.unionid === unionid);
    if (!m) return refuse(60121, '找不到该用户');
    return { errcode: 0, errmsg: 'ok', result: { contact_type: 0, userid: m.userid } };
  });

  // The full-page scan login: the simulated phone picks who scans, then DingTalk redirects back.
  app.get(`${prefix}/oauth2/auth`, async (request, reply) => {
    const q = request.query as Query;
    const found = appByKey(q.client_id);
    if (!found || !q.redirect_uri)
      return reply.status(400).type('text/plain').send('invalid client_id or redirect_uri');
    // embed=1: framed by DTFrameLogin (the simulator's ddlogin.js), which gets the result by postMessage.
    const embed: Record<string, string> = q.embed === '1' ? { embed: '1' } : {};
    const approve = (userid: string) =>
      `${prefix}/oauth2/approve?${new URLSearchParams({ client_id: found.clientId, redirect_uri: q.redirect_uri!, state: q.state ?? '', userid, ...embed })}`;
    return reply.type('text/html').send(scanPage('DingTalk scan login', options.members[found.corpId] ?? [], approve));
  });

  // The embedded panel's script, standing in for DingTalk's ddlogin.js (DTFrameLogin).
  app.get(`${prefix}/ddlogin.js`, async (_request, reply) =>
    reply.type('application/javascript').send(dingtalkFrameLoginScript(prefix)),
  );

  app.get(`${prefix}/oauth2/approve`, async (request, reply) => {
    const q = request.query as Query;
    const found = appByKey(q.client_id);
    if (!found || !q.redirect_uri || !member(found.corpId, (m) => m.userid === q.userid))
      return reply.status(400).type('text/plain').send('invalid request');
    const target = new URL(q.redirect_uri, 'http://placeholder');
    const code = codes.issue({ userid: q.userid!, corpId: found.corpId, flow: 'qr' });
    target.searchParams.set('authCode', code);
    target.searchParams.set('code', code);
    target.searchParams.set('state', q.state ?? '');
    const redirectUrl = q.redirect_uri.startsWith('/') ? target.pathname + target.search : target.toString();
    if (q.embed === '1')
      return reply.type('text/html').send(dingtalkFrameDonePage({ redirectUrl, authCode: code, state: q.state ?? '' }));
    return reply.redirect(q.redirect_uri.startsWith('/') ? target.pathname + target.search : target.toString());
  });

  // Test hook for the page-side container fakes: what the DingTalk client would mint for its user.
  app.post(`${prefix}/__test/code`, async (request, reply) => {
    const body = (request.body ?? {}) as { corpId?: string; userid?: string };
    if (!body.corpId || !member(body.corpId, (m) => m.userid === body.userid))
      return reply.status(400).send(refuse(1002, 'corpId不合法 or unknown user'));
    return { code: codes.issue({ userid: body.userid!, corpId: body.corpId, flow: 'in_app' }) };
  });

  return { counts, codes };
}
