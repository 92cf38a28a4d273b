import { ExpiringCache } from '../host-common/expiring-cache';
import type { HostFetch } from '../host-common/host-http';
import { LiveProviderError, type LiveProvider, type LiveViewer } from './live-provider';

export interface DingtalkLiveOptions {
  /** api.dingtalk.com (v1.0 APIs); the loopback simulator's in development. */
  apiBase: string;
  appKey: string;
  appSecret: string;
  fetch: HostFetch;
  now: () => number;
}

/**
 * DingTalk live: the app's access token (`POST /v1.0/oauth2/accessToken`, cached until shortly
 * before it expires), then the live's watch information (`GET /v1.0/live/lives/watch`), which
 * holds the HLS address (`liveUrlHls` or `playbackUrl`) and the address DingTalk's own live view
 * opens (`liveUrl`).
 */
export class DingtalkLiveClient implements LiveProvider {
  readonly kind = 'dingtalk' as const;
  private readonly tokens: ExpiringCache<string>;
  constructor(private readonly options: DingtalkLiveOptions) {
    this.tokens = new ExpiringCache(options.now);
  }

  private async request(url: string, init: { method: string; headers?: Record<string, string>; body?: string }) {
    try {
      const response = await this.options.fetch(url, init);
      return {
        status: response.status,
        body: ((await response.json().catch(() => ({}))) ?? {}) as Record<string, unknown>,
      };
    } catch (error) {
      throw new LiveProviderError('dingtalk', 'network', error instanceof Error ? error.message : String(error));
    }
  }

  private token(): Promise<string> {
    return this.tokens.get(this.options.appKey, async () => {
      const { status, body } = await this.request(`${this.options.apiBase}/v1.0/oauth2/accessToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ appKey: this.options.appKey, appSecret: this.options.appSecret }),
      });
      if (status !== 200 || typeof body.accessToken !== 'string')
        throw new LiveProviderError('dingtalk', String(body.code ?? status), String(body.message ?? 'token refused'));
      return { value: body.accessToken, expiresInSeconds: Number(body.expireIn ?? 7200) };
    });
  }

  async play(channelId: string, viewer: LiveViewer, what: 'live' | 'playback') {
    const query = new URLSearchParams({ liveId: channelId, viewerId: viewer.id });
    const { status, body } = await this.request(`${this.options.apiBase}/v1.0/live/lives/watch?${query}`, {
      method: 'GET',
      headers: { 'x-acs-dingtalk-access-token': await this.token() },
    });
    const info = ((body.result ?? {}) as { liveInfo?: Record<string, unknown> }).liveInfo ?? {};
    const url = what === 'live' ? info.liveUrlHls : info.playbackUrl;
    if (status !== 200 || typeof url !== 'string' || !url)
      throw new LiveProviderError('dingtalk', String(body.code ?? status), String(body.message ?? 'no address'));
    return { url, openUrl: typeof info.liveUrl === 'string' ? info.liveUrl : '' };
  }
}
