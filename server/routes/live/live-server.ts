import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { setUpLiveProviders } from '../../providers/live/live-providers';
import { registerLiveStream } from './live-stream.route';

/**
 * What the live area needs beside its calls (decision 0052): the providers (and, without a
 * configured provider, their loopback simulators with the HLS stream) and the rooms'
 * server-sent-events stream. app.ts calls it once.
 */
export function registerLiveServer(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; config: ServerConfig; clock: Clock },
) {
  setUpLiveProviders(app, { config: deps.config, clock: deps.clock });
  registerLiveStream(app, deps);
}
