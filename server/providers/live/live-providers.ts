import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { injectFetch, type HostFetch } from '../host-common/host-http';
import { DingtalkLiveClient } from './dingtalk-live-client';
import { DINGTALK_LIVE_SIM_PREFIX, registerDingtalkLiveSimulator } from './dingtalk-live-simulator';
import type { LiveProvider } from './live-provider';
import { PolyvClient } from './polyv-client';
import { POLYV_SIM_PREFIX, registerPolyvSimulator } from './polyv-simulator';

/**
 * The live providers' settings (decision 0052), read from the environment here because they
 * belong to this area alone (README lists them):
 * LIVE_POLYV_BASE_URL, LIVE_POLYV_APP_ID, LIVE_POLYV_APP_SECRET — the Polyv-style provider;
 * LIVE_DINGTALK_API_BASE, LIVE_DINGTALK_APP_KEY, LIVE_DINGTALK_APP_SECRET — DingTalk live.
 * A provider without a base URL uses the loopback simulator on this server (never in production).
 */
export interface LiveProviderSettings {
  polyv: { baseUrl: string; appId: string; appSecret: string };
  dingtalk: { apiBase: string; appKey: string; appSecret: string };
}

export function readLiveSettings(env: Record<string, string | undefined>): LiveProviderSettings {
  return {
    polyv: {
      baseUrl: (env.LIVE_POLYV_BASE_URL ?? '').replace(/\/+$/, ''),
      appId: env.LIVE_POLYV_APP_ID ?? '',
      appSecret: env.LIVE_POLYV_APP_SECRET ?? '',
    },
    dingtalk: {
      apiBase: (env.LIVE_DINGTALK_API_BASE ?? '').replace(/\/+$/, ''),
      appKey: env.LIVE_DINGTALK_APP_KEY ?? '',
      appSecret: env.LIVE_DINGTALK_APP_SECRET ?? '',
    },
  };
}

export type LiveProviders = Partial<Record<'polyv' | 'dingtalk', LiveProvider>>;

const SIM_POLYV = { appId: 'sim-polyv-app', appSecret: 'sim-polyv-secret' };
const SIM_DINGTALK = { appKey: 'sim-dingtalk-live', appSecret: 'sim-dingtalk-live-secret' };

/** The providers of each app (keyed by its config object: tests build several apps in one process). */
const byConfig = new WeakMap<ServerConfig, LiveProviders>();

export function liveProvidersFor(config: ServerConfig): LiveProviders {
  return byConfig.get(config) ?? {};
}

/**
 * Mount the simulators a provider without a base URL needs, and build both clients. The
 * simulators' secret is derived from PROTOCOL_APP_KEY, which every process shares, so a stream
 * address signed by one process plays from another (decision 0041).
 */
export function setUpLiveProviders(
  app: FastifyInstance,
  deps: { config: ServerConfig; clock: Clock; env?: Record<string, string | undefined>; fetch?: HostFetch },
): LiveProviders {
  const settings = readLiveSettings(deps.env ?? process.env);
  const now = () => deps.clock.now();
  const simulate = !deps.config.production;
  const streamSecret = createHmac('sha256', deps.config.appKey || 'live')
    .update('live-simulators')
    .digest('hex');
  const loopback = injectFetch(app);
  const providers: LiveProviders = {};

  if (settings.polyv.baseUrl) {
    providers.polyv = new PolyvClient({ ...settings.polyv, fetch: deps.fetch ?? globalFetch, now });
  } else if (simulate) {
    registerPolyvSimulator(app, { prefix: POLYV_SIM_PREFIX, apps: [SIM_POLYV], streamSecret, now });
    providers.polyv = new PolyvClient({ baseUrl: `http://sim${POLYV_SIM_PREFIX}`, ...SIM_POLYV, fetch: loopback, now });
  }
  if (settings.dingtalk.apiBase) {
    providers.dingtalk = new DingtalkLiveClient({ ...settings.dingtalk, fetch: deps.fetch ?? globalFetch, now });
  } else if (simulate) {
    registerDingtalkLiveSimulator(app, { prefix: DINGTALK_LIVE_SIM_PREFIX, apps: [SIM_DINGTALK], streamSecret, now });
    providers.dingtalk = new DingtalkLiveClient({
      apiBase: `http://sim${DINGTALK_LIVE_SIM_PREFIX}`,
      ...SIM_DINGTALK,
      fetch: loopback,
      now,
    });
  }
  byConfig.set(deps.config, providers);
  return providers;
}

const globalFetch: HostFetch = async (url, init) => {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, json: () => response.json() as Promise<unknown> };
};
