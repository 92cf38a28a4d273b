import { ExpiringCache } from '../host-common/expiring-cache';
import { fetchJson, HostApiError, type HostFetch } from '../host-common/host-http';

/** One WeCom self-built app of an enterprise (credentials from configuration, decision 0015). */
export interface WecomApp {
  corpId: string;
  corpSecret: string;
  agentId: string;
}

export interface WecomClientOptions {
  /** qyapi.weixin.qq.com */
  qyapiBase: string;
  fetch: HostFetch;
  now: () => number;
}

export type WecomTicketType = 'corp' | 'agent';

/** A code's owner: a member of the corp (`userid`) or someone outside it (`openid` / `external_userid`). */
export type WecomIdentity = { userid: string } | { outsider: string };

const TOKEN_REFUSED = new Set([40014, 42001]);

/** WeCom open API client: corp token and both JSAPI tickets cached until shortly before expiry, and the OAuth code exchange. */
export class WecomClient {
  private readonly tokens: ExpiringCache<string>;
  private readonly tickets: ExpiringCache<string>;

  constructor(private readonly options: WecomClientOptions) {
    this.tokens = new ExpiringCache(options.now);
    this.tickets = new ExpiringCache(options.now);
  }

  accessToken(app: WecomApp): Promise<string> {
    return this.tokens.get(tokenKey(app), async () => {
      const body = await this.get(
        `/cgi-bin/gettoken?${new URLSearchParams({ corpid: app.corpId, corpsecret: app.corpSecret })}`,
      );
      return { value: String(body.access_token), expiresInSeconds: Number(body.expires_in ?? 7200) };
    });
  }

  /** corp: `get_jsapi_ticket` (ww.register's getConfigSignature); agent: `ticket/get?type=agent_config`. */
  jsapiTicket(app: WecomApp, type: WecomTicketType): Promise<string> {
    return this.tickets.get(`${tokenKey(app)}|${type}`, async () => {
      const body = await this.withToken(app, (token) =>
        this.get(
          type === 'corp'
            ? `/cgi-bin/get_jsapi_ticket?access_token=${encodeURIComponent(token)}`
            : `/cgi-bin/ticket/get?access_token=${encodeURIComponent(token)}&type=agent_config`,
        ),
      );
      return { value: String(body.ticket), expiresInSeconds: Number(body.expires_in ?? 7200) };
    });
  }

  /** OAuth / login-panel code → who opened the app. */
  async identityByCode(app: WecomApp, code: string): Promise<WecomIdentity> {
    const body = await this.withToken(app, (token) =>
      this.get(`/cgi-bin/auth/getuserinfo?${new URLSearchParams({ access_token: token, code })}`),
    );
    if (typeof body.userid === 'string' && body.userid) return { userid: body.userid };
    return { outsider: String(body.openid ?? body.external_userid ?? '') };
  }

  private async withToken(
    app: WecomApp,
    run: (token: string) => Promise<Record<string, unknown>>,
  ): Promise<Record<string, unknown>> {
    try {
      return await run(await this.accessToken(app));
    } catch (error) {
      if (!(error instanceof HostApiError) || !TOKEN_REFUSED.has(Number(error.errcode))) throw error;
      this.tokens.drop(tokenKey(app));
      return run(await this.accessToken(app));
    }
  }

  private async get(path: string): Promise<Record<string, unknown>> {
    const { body } = await fetchJson(this.options.fetch, this.options.qyapiBase + path);
    const errcode = Number(body.errcode ?? 0);
    if (errcode !== 0) throw new HostApiError('wecom', errcode, String(body.errmsg ?? ''));
    return body;
  }
}

/** A corp token belongs to one app's secret (each app of a corp has its own). */
const tokenKey = (app: WecomApp) => `${app.corpId}|${app.agentId}`;
