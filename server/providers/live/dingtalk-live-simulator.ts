import type { FastifyInstance } from 'fastify';
import { signToken, verifyToken } from '../../lib/signed-token';
import { registerSimStream } from './sim-stream';

export const DINGTALK_LIVE_SIM_PREFIX = '/__sim/dingtalk-live';

export interface DingtalkLiveSimOptions {
  prefix: string;
  apps: Array<{ appKey: string; appSecret: string }>;
  streamSecret: string;
  now: () => number;
}

const TOKEN_SECONDS = 7200;
const refuse = (code: string, message: string) => ({ code, message, requestid: 'sim' });

/**
 * Loopback DingTalk live (development and tests): the v1.0 access-token exchange and the live's
 * watch information with DingTalk's v1.0 error shape (`{code, message}` with an HTTP status),
 * and the HLS stream. Tokens are sealed with the stream secret, so any process accepts them.
 */
export function registerDingtalkLiveSimulator(app: FastifyInstance, options: DingtalkLiveSimOptions) {
  const stream = registerSimStream(app, { prefix: options.prefix, secret: options.streamSecret, now: options.now });
  const purpose = 'dingtalk-live-sim-token';
  app.post(`${options.prefix}/v1.0/oauth2/accessToken`, async (request, reply) => {
    const body = (request.body ?? {}) as { appKey?: unknown; appSecret?: unknown };
    const known = options.apps.find((a) => a.appKey === body.appKey && a.appSecret === body.appSecret);
    if (!known) return reply.status(400).send(refuse('invalidClientIdOrSecret', 'appKey or appSecret is wrong'));
    const accessToken = signToken(
      options.streamSecret,
      purpose,
      { k: known.appKey },
      options.now() + TOKEN_SECONDS * 1000,
    );
    return { accessToken, expireIn: TOKEN_SECONDS };
  });
  app.get(`${options.prefix}/v1.0/live/lives/watch`, async (request, reply) => {
    const token = request.headers['x-acs-dingtalk-access-token'];
    if (typeof token !== 'string' || !verifyToken(options.streamSecret, purpose, token, options.now()).ok)
      return reply.status(401).send(refuse('InvalidAuthentication', 'token is not authorized'));
    const query = request.query as { liveId?: string; viewerId?: string };
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(query.liveId ?? ''))
      return reply.status(400).send(refuse('InvalidParameter', 'liveId'));
    const liveId = query.liveId!;
    return {
      result: {
        liveInfo: {
          liveId,
          liveUrl: `${options.prefix}/watch/${liveId}`,
          liveUrlHls: stream.playUrl(liveId, query.viewerId ?? '', 'live'),
          playbackUrl: stream.playUrl(liveId, query.viewerId ?? '', 'playback'),
        },
      },
    };
  });
}
