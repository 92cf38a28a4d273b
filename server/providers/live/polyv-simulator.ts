import type { FastifyInstance } from 'fastify';
import { polyvSign } from './polyv-client';
import { registerSimStream } from './sim-stream';

export const POLYV_SIM_PREFIX = '/__sim/polyv';

export interface PolyvSimOptions {
  prefix: string;
  apps: Array<{ appId: string; appSecret: string }>;
  /** Signs the stream tokens; every process derives the same (decision 0041). */
  streamSecret: string;
  now: () => number;
}

const fail = (code: number, message: string) => ({ code, status: 'error', message, data: null });

/**
 * Loopback Polyv-style provider (development and tests): the signed play-url API the real client
 * calls, with Polyv's error shape for a bad signature, an unknown app or a stale timestamp, and
 * the HLS stream itself (the committed clip as a sliding live window, or as the recording).
 */
export function registerPolyvSimulator(app: FastifyInstance, options: PolyvSimOptions) {
  const stream = registerSimStream(app, { prefix: options.prefix, secret: options.streamSecret, now: options.now });
  const stats = { requests: 0 };
  app.get(`${options.prefix}/live/v3/channel/watch/play-url`, async (request, reply) => {
    stats.requests++;
    const query = request.query as Record<string, string>;
    const appConfig = options.apps.find((a) => a.appId === query.appId);
    if (!appConfig) return reply.status(400).send(fail(400, 'appId is not exist'));
    if (!query.sign || polyvSign(query, appConfig.appSecret) !== query.sign)
      return reply.status(400).send(fail(400, 'invalid signature.'));
    // Polyv refuses timestamps more than a few minutes off.
    if (Math.abs(options.now() - Number(query.timestamp)) > 5 * 60 * 1000)
      return reply.status(400).send(fail(400, 'timestamp is expired'));
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(query.channelId ?? ''))
      return reply.status(400).send(fail(400, 'channelId is invalid'));
    if (query.type !== 'live' && query.type !== 'playback') return reply.status(400).send(fail(400, 'type is invalid'));
    return {
      code: 200,
      status: 'success',
      message: '',
      data: { url: stream.playUrl(query.channelId!, query.viewerId ?? '', query.type) },
    };
  });
  return stats;
}
