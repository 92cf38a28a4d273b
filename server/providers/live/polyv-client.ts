import { createHash } from 'node:crypto';
import type { HostFetch } from '../host-common/host-http';
import { LiveProviderError, type LiveProvider, type LiveViewer } from './live-provider';

export interface PolyvOptions {
  /** The provider's API base (e.g. https://api.polyv.net); the loopback simulator's in development. */
  baseUrl: string;
  appId: string;
  appSecret: string;
  fetch: HostFetch;
  now: () => number;
}

/**
 * Polyv's request signature: MD5 of secret + the parameters sorted by name as `keyvalue` pairs
 * + secret, upper-case hex (their v3 API's scheme).
 */
export function polyvSign(params: Record<string, string>, secret: string): string {
  const joined = Object.keys(params)
    .filter((key) => key !== 'sign')
    .sort()
    .map((key) => `${key}${params[key]}`)
    .join('');
  return createHash('md5').update(`${secret}${joined}${secret}`).digest('hex').toUpperCase();
}

/**
 * The Polyv-style live client: one signed GET asks for a viewer's play address of a channel's
 * stream or recording. Answers are `{code, status, message, data}`; anything but code 200 is a
 * refusal.
 */
export class PolyvClient implements LiveProvider {
  readonly kind = 'polyv' as const;
  constructor(private readonly options: PolyvOptions) {}

  async play(channelId: string, viewer: LiveViewer, what: 'live' | 'playback') {
    const params: Record<string, string> = {
      appId: this.options.appId,
      timestamp: String(this.options.now()),
      channelId,
      viewerId: viewer.id,
      viewerName: viewer.name,
      type: what,
    };
    params.sign = polyvSign(params, this.options.appSecret);
    const url = `${this.options.baseUrl}/live/v3/channel/watch/play-url?${new URLSearchParams(params)}`;
    let status: number;
    let body: { code?: unknown; message?: unknown; data?: { url?: unknown } };
    try {
      const response = await this.options.fetch(url, { method: 'GET', headers: { accept: 'application/json' } });
      status = response.status;
      body = ((await response.json().catch(() => ({}))) ?? {}) as typeof body;
    } catch (error) {
      throw new LiveProviderError('polyv', 'network', error instanceof Error ? error.message : String(error));
    }
    if (status !== 200 || body.code !== 200 || typeof body.data?.url !== 'string')
      throw new LiveProviderError('polyv', Number(body.code ?? status), String(body.message ?? 'refused'));
    return { url: body.data.url, openUrl: '' };
  }
}
