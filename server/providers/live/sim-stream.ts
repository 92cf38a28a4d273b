import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { signToken, verifyToken } from '../../lib/signed-token';
import { livePlaylist, playlistEpoch, segmentFile, vodPlaylist } from './hls-clip';

/** How long a simulator's play address stays valid (a real provider's signed URL lives about as long). */
export const SIM_PLAY_TTL_MS = 6 * 60 * 60 * 1000;

/**
 * The HLS side both simulators share: `<prefix>/hls/<channel>/live.m3u8` (sliding window),
 * `<prefix>/hls/<channel>/vod.m3u8` (the recording) and their segments, each behind a token the
 * simulator signed for one channel and kind, as a provider's CDN checks its own signed URLs.
 */
export function registerSimStream(
  app: FastifyInstance,
  options: { prefix: string; secret: string; now: () => number },
): { playUrl(channelId: string, viewerId: string, what: 'live' | 'playback'): string } {
  const purpose = `live-sim-play:${options.prefix}`;
  const channelPattern = /^[A-Za-z0-9_-]{1,64}$/;
  const check = (channel: string, what: 'live' | 'playback', token: unknown) => {
    if (!channelPattern.test(channel) || typeof token !== 'string') return false;
    const result = verifyToken(options.secret, purpose, token, options.now());
    if (!result.ok) return false;
    const payload = result.payload as { c?: unknown; w?: unknown; e?: unknown };
    if (payload.c !== channel || payload.w !== what) return false;
    return { epoch: typeof payload.e === 'number' && Number.isSafeInteger(payload.e) ? payload.e : 0 };
  };
  const kindOf = (file: string) => (file === 'live.m3u8' ? 'live' : file === 'vod.m3u8' ? 'playback' : null);

  app.get(`${options.prefix}/hls/:channel/:file`, async (request, reply) => {
    const { channel, file } = request.params as { channel: string; file: string };
    const token = (request.query as { t?: unknown }).t;
    const what = kindOf(file);
    const checked = what ? check(channel, what, token) : false;
    if (!what || !checked) return reply.status(403).type('text/plain').send('Forbidden');
    const segment = (sequence: number, index: number) =>
      `seg/${index}.ts?t=${encodeURIComponent(String(token))}&w=${what}&s=${sequence}`;
    const body = what === 'live' ? livePlaylist(options.now(), segment, checked.epoch) : vodPlaylist(segment);
    return reply
      .type('application/vnd.apple.mpegurl')
      .header('cache-control', what === 'live' ? 'no-store' : 'private, max-age=60')
      .send(body);
  });

  app.get(`${options.prefix}/hls/:channel/seg/:segment`, async (request, reply) => {
    const { channel, segment } = request.params as { channel: string; segment: string };
    const query = request.query as { t?: unknown; w?: unknown };
    const what = query.w === 'live' || query.w === 'playback' ? query.w : null;
    const match = /^(\d{1,3})\.ts$/.exec(segment);
    const file = match ? segmentFile(Number(match[1])) : null;
    if (!what || !file || !check(channel, what, query.t)) return reply.status(403).type('text/plain').send('Forbidden');
    return reply.type('video/mp2t').header('cache-control', 'private, max-age=3600').send(fs.createReadStream(file));
  });

  return {
    playUrl: (channelId, viewerId, what) => {
      const token = signToken(
        options.secret,
        purpose,
        { c: channelId, w: what, v: viewerId, e: playlistEpoch(options.now()) },
        options.now() + SIM_PLAY_TTL_MS,
      );
      return `${options.prefix}/hls/${encodeURIComponent(channelId)}/${what === 'live' ? 'live' : 'vod'}.m3u8?t=${encodeURIComponent(token)}`;
    },
  };
}
