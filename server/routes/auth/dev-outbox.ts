import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { crossTenant } from '../../db/tenant-scope';
import { latestOutboxMessages } from '../../lib/outbox';

/**
 * GET /__dev/outbox?phone=… — the latest text messages sent to a number, newest first. A
 * plain development route (not a protocol call, not in the registry), registered only when
 * config.exposeOutbox is on (never in production), so demos and e2e tests can read codes.
 */
export function registerDevOutbox(app: FastifyInstance, db: Kysely<Database>): void {
  app.get('/__dev/outbox', async (request, reply) => {
    const phone = String((request.query as Record<string, unknown>).phone ?? '');
    if (!/\d{5,}/.test(phone)) return reply.status(400).send({ error: 'phone query parameter required' });
    // A development tool over every enterprise's outbox (never in production; decision 0033).
    return { messages: await latestOutboxMessages(crossTenant(db), phone) };
  });
}
