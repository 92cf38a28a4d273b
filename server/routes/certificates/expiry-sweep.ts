import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { CERTIFICATE_EXPIRY_NOTICE_MS } from '../../../protocol';
import type { Database } from '../../db/schema';
import type { CertificateRow } from '../../db/schema-homework';
import { crossTenant, forTenant } from '../../db/tenant-scope';
import type { Clock } from '../../lib/clock';
import { emitDomainEvent } from '../../lib/domain-events';

/**
 * The "certificate expiring" messages (decision 0046, sweep: decision 0058). A certificate that is
 * neither revoked nor expired and expires within the notice period makes one certificate.expiring
 * event. The claim is a conditional update of `expiry_notified_at` in the event's transaction: of
 * two workers (two server processes, or the sweep and a learner's read) reaching one certificate
 * at once, one moves the column and sends; the other updates nothing and sends nothing. The
 * message's dedupe key (certificate_expiring:<id>) keeps it once even if a claim were repeated.
 */
async function claimAndNotify(
  db: Kysely<Database>,
  row: Pick<CertificateRow, 'id' | 'eid' | 'user_id' | 'name' | 'expires_at'>,
  now: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('certificates')
      .set({ expiry_notified_at: now })
      .where('id', '=', row.id)
      .where('expiry_notified_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await emitDomainEvent(trx, {
      type: 'certificate.expiring',
      eid: row.eid,
      at: now,
      certificateId: row.id,
      userId: row.user_id,
      name: row.name,
      expiresAt: row.expires_at ?? now,
    });
    return true;
  });
}

/** When the learner opens their certificates or assignments: theirs, at once. `db`: their enterprise's scope. */
export async function notifyExpiringCertificates(
  db: Kysely<Database>,
  input: { eid: number; userId: number; now: number },
): Promise<number> {
  const due = await db
    .selectFrom('certificates')
    .select(['id', 'eid', 'user_id', 'name', 'expires_at'])
    .where('user_id', '=', input.userId)
    .where('expires_at', '>', input.now)
    .where('expires_at', '<=', input.now + CERTIFICATE_EXPIRY_NOTICE_MS)
    .where('revoked_at', 'is', null)
    .where('expiry_notified_at', 'is', null)
    .orderBy('expires_at')
    .orderBy('id')
    .limit(100)
    .execute();
  let sent = 0;
  for (const row of due) if (await claimAndNotify(db, row, input.now)) sent += 1;
  return sent;
}

/**
 * The periodic half: every enterprise's certificates entering the notice period, found on the
 * expiry index (expires_at, id) — a range of those expiring soon, not a scan — and each claimed in
 * its own enterprise's scope. Answers how many messages it sent.
 */
export async function sweepExpiringCertificates(db: Kysely<Database>, now: number, limit = 500): Promise<number> {
  const due = await crossTenant(db)
    .selectFrom('certificates')
    .select(['id', 'eid', 'user_id', 'name', 'expires_at'])
    .where('expires_at', '>', now)
    .where('expires_at', '<=', now + CERTIFICATE_EXPIRY_NOTICE_MS)
    .where('revoked_at', 'is', null)
    .where('expiry_notified_at', 'is', null)
    .orderBy('expires_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  let sent = 0;
  for (const row of due) if (await claimAndNotify(forTenant(db, row.eid), row, now)) sent += 1;
  return sent;
}

/** How often the server looks for certificates entering the notice period. */
export const CERTIFICATE_SWEEP_MS = 5 * 60_000;

/**
 * Started with the server (server/app.ts), like the exam overdue sweep: unref'd so it never keeps
 * the process alive, stopped when the server closes, one run at a time per process; a failed run
 * is logged and the next one tries again. Several processes may sweep at once: the claim decides.
 */
export function registerCertificateSweep(app: FastifyInstance, deps: { db: Kysely<Database>; clock: Clock }): void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    sweepExpiringCertificates(deps.db, deps.clock.now())
      .then((sent) => {
        if (sent > 0) app.log.info({ sent }, 'certificate expiry messages sent');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'certificate expiry sweep failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(run, CERTIFICATE_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
