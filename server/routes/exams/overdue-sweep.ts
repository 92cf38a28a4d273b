import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { closeOverdueAttempts } from './attempt-finalize';

/** How often the server looks for attempts left open past deadline + grace (decision 0026). */
export const OVERDUE_SWEEP_MS = 60_000;

/**
 * The periodic half of the overdue close (reads close what they touch; this closes what nobody
 * touches, e.g. a learner who closed the laptop). Unref'd so it never keeps the process alive,
 * stopped when the server closes; a failed sweep is logged and the next one tries again.
 */
export function registerExamSweep(app: FastifyInstance, deps: { db: Kysely<Database>; clock: Clock }): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    closeOverdueAttempts(deps.db, deps.clock.now())
      .then((closed) => {
        if (closed > 0) app.log.info({ closed }, 'overdue exam attempts closed');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'overdue exam sweep failed'))
      .finally(() => {
        running = false;
      });
  }, OVERDUE_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
