import { ExpiringCache } from '../host-common/expiring-cache';
import { fetchJson, HostApiError, type HostFetch } from '../host-common/host-http';

/** One DingTalk app of an enterprise (credentials from configuration, decision 0015). */
export interface DingtalkApp {
  corpId: string;
  /** appKey of the old APIs = clientId of the new ones. */
  clientId: string;
  clientSecret: string;
  agentId: string;
}

export interface DingtalkClientOptions {
  /** oapi.dingtalk.com (tokens, tickets, users). */
  oapiBase: string;
  /** api.dingtalk.com (v1.0: the scan-login's user token, /contact/users/me). */
  apiBase: string;
  fetch: HostFetch;
  now: () => number;
}

/** The invalid or expired token codes: the cached token is dropped and the call repeated once. */
const TOKEN_REFUSED = new Set([40014, 42001, 88]);

/**
 * DingTalk open API client: the app token and JSAPI ticket cached until shortly before expiry,
 * the in-app code exchange (requestAuthCode) and the scan-login exchange.
 */
export class DingtalkClient {
  private readonly tokens: ExpiringCache<string>;
  private readonly tickets: ExpiringCache<string>;

  constructor(private readonly options: DingtalkClientOptions) {
    this.tokens = new ExpiringCache(options.now);
    this.tickets = new ExpiringCache(options.now);
  }

  appToken(app: DingtalkApp): Promise<string> {
    return this.tokens.get(app.clientId, async () => {
      const query = new URLSearchParams({ appkey: app.clientId, appsecret: app.clientSecret });
      const body = await this.oapi(`/gettoken?${query}`);
      return { value: String(body.access_token), expiresInSeconds: Number(body.expires_in ?? 7200) };
    });
  }

  jsapiTicket(app: DingtalkApp): Promise<string> {
    return this.tickets.get(app.clientId, async () => {
      const body = await this.withToken(app, (token) =>
        this.oapi(`/get_jsapi_ticket?access_token=${encodeURIComponent(token)}`),
      );
      return { value: String(body.ticket), expiresInSeconds: Number(body.expires_in ?? 7200) };
    });
  }

  /** In-app code (dd.requestAuthCode) → the member's userid in the corp. */
  async userIdByInAppCode(app: DingtalkApp, code: string): Promise<string> {
    const body = await this.withToken(app, (token) =>
      this.oapi(`/topapi/v2/user/getuserinfo?access_token=${encodeURIComponent(token)}`, {
        method: 'POST',
        body: { code },
      }),
    );
    const result = (body.result ?? {}) as { userid?: string };
    if (!result.userid) throw new HostApiError('dingtalk', 60121, 'no userid for this code');
    return result.userid;
  }

  /** Scan-login code → user access token → unionId → the member's userid (fails for non-members). */
  async userIdByQrCode(app: DingtalkApp, code: string): Promise<string> {
    const grant = await this.api('/v1.0/oauth2/userAccessToken', {
      method: 'POST',
      body: { clientId: app.clientId, clientSecret: app.clientSecret, code, grantType: 'authorization_code' },
    });
    const me = await this.api('/v1.0/contact/users/me', {
      headers: { 'x-acs-dingtalk-access-token': String(grant.accessToken) },
    });
    const body = await this.withToken(app, (token) =>
      this.oapi(`/topapi/user/getbyunionid?access_token=${encodeURIComponent(token)}`, {
        method: 'POST',
        body: { unionid: String(me.unionId) },
      }),
    );
    const result = (body.result ?? {}) as { userid?: string };
    if (!result.userid) throw new HostApiError('dingtalk', 60121, 'no userid for this unionid');
    return result.userid;
  }

  private async withToken(
    app: DingtalkApp,
    run: (token: string) => Promise<Record<string, unknown>>,
  ): Promise<Record<string, unknown>> {
    try {
      return await run(await this.appToken(app));
    } catch (error) {
      if (!(error instanceof HostApiError) || !TOKEN_REFUSED.has(Number(error.errcode))) throw error;
      this.tokens.drop(app.clientId);
      return run(await this.appToken(app));
    }
  }

  /** The old APIs answer HTTP 200 with `errcode` 0 or a refusal. */
  private async oapi(path: string, init: { method?: string; body?: unknown } = {}): Promise<Record<string, unknown>> {
    const { body } = await fetchJson(this.options.fetch, this.options.oapiBase + path, init);
    const errcode = Number(body.errcode ?? 0);
    if (errcode !== 0) throw new HostApiError('dingtalk', errcode, String(body.errmsg ?? ''));
    return body;
  }

  /** The v1.0 APIs answer with an HTTP error status and `{code, message}`. */
  private async api(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
  ): Promise<Record<string, unknown>> {
    const { status, body } = await fetchJson(this.options.fetch, this.options.apiBase + path, init);
    if (status >= 400) throw new HostApiError('dingtalk', String(body.code ?? status), String(body.message ?? ''));
    return body;
  }
}
