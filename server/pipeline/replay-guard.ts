import { sql, type Kysely } from 'kysely';
import { REPLAY_WINDOW_MS } from '../../protocol';
import type { Database } from '../db/schema';

/** Expired signatures are swept at most this often per process; an expired row is reused anyway. */
const SWEEP_EVERY_MS = 10_000;

/**
 * Remembers every signature seen within the replay window, in the database (`seen_requests`,
 * decision 0034), and refuses a second use — after a restart and on another process sharing the
 * database as well. A request's timestamp may be up to one window off the server's clock, so a
 * signature is kept for two windows after it is first seen; after that the timestamp check alone
 * refuses it.
 */
export class ReplayGuard {
  private lastSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly windowMs: number = REPLAY_WINDOW_MS,
  ) {}

  /**
   * Returns false when the signature was already used; otherwise records it. One statement: the
   * insert either adds the signature or finds it there (a live row is left alone and nothing comes
   * back), so two copies sent at once to two processes cannot both pass.
   */
  async firstUse(signature: string, now: number): Promise<boolean> {
    await this.sweep(now);
    const row = await this.db
      .insertInto('seen_requests')
      .values({ signature, expires_at: now + this.windowMs * 2 })
      .onConflict((oc) =>
        oc
          .column('signature')
          .doUpdateSet({ expires_at: (eb) => eb.ref('excluded.expires_at') })
          .where(sql<boolean>`seen_requests.expires_at <= ${now}`),
      )
      .returning('signature')
      .executeTakeFirst();
    return row !== undefined;
  }

  private async sweep(now: number): Promise<void> {
    if (Math.abs(now - this.lastSweep) < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.db.deleteFrom('seen_requests').where('expires_at', '<=', now).execute();
  }
}
