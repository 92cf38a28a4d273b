import type { DingtalkApp } from '../../providers/dingtalk/dingtalk-client';
import type { HostFetch } from '../../providers/host-common/host-http';
import type { WecomApp } from '../../providers/wecom/wecom-client';

/**
 * Where the DingTalk and WeCom APIs live and which app each corp uses (decision 0015). Read once
 * from the environment. Outside production every address defaults to the loopback simulators
 * this server mounts under /__sim/, and the demo corps get the simulators' demo apps, so
 * `npm start` works with no vendor account. In production nothing defaults to a simulator.
 */
export interface HostConfig {
  /** Simulators and the /__dev/hosts launcher are mounted (never in production). */
  simulators: boolean;
  dingtalk: {
    /** Server → oapi.dingtalk.com */
    oapiBase: string;
    /** Server → api.dingtalk.com */
    apiBase: string;
    /** Page → the full-page scan login (login.dingtalk.com/oauth2/auth). */
    qrLoginUrl: string;
    /** Page → the script of the embedded scan panel (DTFrameLogin). */
    frameLoginScriptUrl: string;
    apps: DingtalkApp[];
  };
  wecom: {
    /** Server → qyapi.weixin.qq.com */
    apiBase: string;
    /** Page → the in-client OAuth address. */
    oauthUrl: string;
    /** Page → the full-page scan login. */
    qrLoginUrl: string;
    /** Offer the SDK's embedded scan panel (it frames login.work.weixin.qq.com). */
    loginPanel: boolean;
    apps: WecomApp[];
  };
}

export const DINGTALK_SIM_PREFIX = '/__sim/dingtalk';
/** DingTalk's own script of the embedded scan panel (host-integration.md). */
export const DINGTALK_LOGIN_SCRIPT = 'https://g.alicdn.com/dingding/h5-dingtalk-login/0.21.0/ddlogin.js';
export const WECOM_SIM_PREFIX = '/__sim/wecom';

/** The simulators' demo apps, bound to the demo enterprise's corps (eid 1). Not secrets. */
export const SIM_DINGTALK_APPS: DingtalkApp[] = [
  { corpId: 'dingaurora0001', clientId: 'dingsimaurora', clientSecret: 'sim-dingtalk-secret', agentId: '100001' },
];
export const SIM_WECOM_APPS: WecomApp[] = [
  { corpId: 'wwaurora0001', corpSecret: 'sim-wecom-secret', agentId: '1000002' },
];

export function readHostConfig(env: NodeJS.ProcessEnv, port: number): HostConfig {
  const simulators = env.NODE_ENV !== 'production' && env.HOST_SIMULATORS !== 'false';
  const loopback = `http://127.0.0.1:${port}`;
  const dingtalkBase = env.DINGTALK_BASE_URL ?? (simulators ? loopback + DINGTALK_SIM_PREFIX : '');
  const wecomBase = env.WECOM_BASE_URL ?? (simulators ? loopback + WECOM_SIM_PREFIX : '');
  // A page reaches the simulators on its own origin, so their page-facing addresses are relative.
  const dingtalkPage = env.DINGTALK_BASE_URL ?? (simulators ? DINGTALK_SIM_PREFIX : '');
  const wecomPage = env.WECOM_BASE_URL ?? (simulators ? WECOM_SIM_PREFIX : '');
  return {
    simulators,
    dingtalk: {
      oapiBase: dingtalkBase || 'https://oapi.dingtalk.com',
      apiBase: dingtalkBase || 'https://api.dingtalk.com',
      qrLoginUrl: dingtalkPage ? `${dingtalkPage}/oauth2/auth` : 'https://login.dingtalk.com/oauth2/auth',
      frameLoginScriptUrl:
        env.DINGTALK_LOGIN_SCRIPT_URL ??
        (simulators && !env.DINGTALK_BASE_URL ? `${DINGTALK_SIM_PREFIX}/ddlogin.js` : DINGTALK_LOGIN_SCRIPT),
      apps:
        parseApps<DingtalkApp>(env.DINGTALK_APPS, ['corpId', 'clientId', 'clientSecret', 'agentId']) ??
        (simulators ? SIM_DINGTALK_APPS : []),
    },
    wecom: {
      apiBase: wecomBase || 'https://qyapi.weixin.qq.com',
      oauthUrl: wecomPage
        ? `${wecomPage}/connect/oauth2/authorize`
        : 'https://open.weixin.qq.com/connect/oauth2/authorize',
      qrLoginUrl: wecomPage ? `${wecomPage}/wwlogin/sso/login` : 'https://login.work.weixin.qq.com/wwlogin/sso/login',
      loginPanel: env.WECOM_LOGIN_PANEL !== undefined ? env.WECOM_LOGIN_PANEL === 'true' : !simulators,
      apps:
        parseApps<WecomApp>(env.WECOM_APPS, ['corpId', 'corpSecret', 'agentId']) ?? (simulators ? SIM_WECOM_APPS : []),
    },
  };
}

/** `DINGTALK_APPS` / `WECOM_APPS`: a JSON list of apps; a malformed value stops start-up loudly. */
function parseApps<T>(text: string | undefined, keys: Array<keyof T & string>): T[] | null {
  if (text === undefined || text.trim() === '') return null;
  const parsed = JSON.parse(text) as unknown;
  if (!Array.isArray(parsed)) throw new Error('host apps must be a JSON list');
  for (const app of parsed) {
    for (const key of keys) {
      if (typeof (app as Record<string, unknown>)[key] !== 'string') throw new Error(`host app is missing "${key}"`);
    }
  }
  return parsed as T[];
}

let fetchOverride: HostFetch | null = null;

/** Tests route the vendor clients into an in-process simulator (no socket). */
export function useHostFetch(fetchImpl: HostFetch | null): void {
  fetchOverride = fetchImpl;
}

export function hostFetch(): HostFetch {
  return fetchOverride ?? ((url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(10_000) }));
}
