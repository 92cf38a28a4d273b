import { sql, type Kysely } from 'kysely';
import { REPLAY_WINDOW_MS } from '../../protocol';
import type { Database } from '../db/schema';
import { QueryTemplate } from '../lib/query-template';

/** Expired signatures are swept at most this often per process; an expired row is reused anyway. */
const SWEEP_EVERY_MS = 10_000;
/** Signatures written by one statement at most (two bound values each, far under both engines' limits). */
const MAX_BATCH = 256;

interface Waiting {
  signature: string;
  now: number;
  resolve: (first: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * The batch's statement, compiled once per batch size (issue 28: building it with Kysely for every
 * turn was 8 % of the enterprise call's CPU): `values` holds signature, expiry per row, then now.
 */
const RECORD = new QueryTemplate<Array<string | number>, { signature: string }>((db, values) => {
  const rows: Array<{ signature: string; expires_at: number }> = [];
  for (let i = 0; i + 1 < values.length; i += 2)
    rows.push({ signature: values[i] as string, expires_at: values[i + 1] as number });
  const now = values[values.length - 1]!;
  return db
    .insertInto('seen_requests')
    .values(rows)
    .onConflict((oc) =>
      oc
        .column('signature')
        .doUpdateSet({ expires_at: (eb) => eb.ref('excluded.expires_at') })
        .where(sql<boolean>`seen_requests.expires_at <= ${now}`),
    )
    .returning('signature');
});

/**
 * Remembers every signature seen within the replay window, in the database (`seen_requests`,
 * decision 0034), and refuses a second use — after a restart and on another process sharing the
 * database as well. A request's timestamp may be up to one window off the server's clock, so a
 * signature is kept for two windows after it is first seen; after that the timestamp check alone
 * refuses it.
 *
 * The signatures of the requests verified in one turn of the event loop are written together, by
 * one statement (issue 28): under load that is one commit for tens of requests instead of one
 * each, which was the largest single cost of a cheap call such as the enterprise call. A request
 * waits at most until the end of the turn it was verified in.
 */
export class ReplayGuard {
  private lastSweep = 0;
  private waiting: Waiting[] = [];
  private scheduled = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly windowMs: number = REPLAY_WINDOW_MS,
  ) {}

  /** Resolves false when the signature was already used; otherwise records it and resolves true. */
  firstUse(signature: string, now: number): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ signature, now, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      // After the poll phase: every request read in this turn has been verified by then.
      setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      try {
        const stored = await this.record(batch);
        // Two copies in one batch: the first one is the use, the others are replays.
        const answered = new Set<string>();
        for (const w of batch) {
          const first = stored.has(w.signature) && !answered.has(w.signature);
          answered.add(w.signature);
          w.resolve(first);
        }
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
  }

  /**
   * One statement: each signature is either added or found there (a live row is left alone and
   * does not come back), so two copies sent at once to two processes cannot both pass.
   */
  private async record(batch: Waiting[]): Promise<Set<string>> {
    // The earliest clock of the batch decides what has expired: never later than any request's own.
    let now = batch[0]!.now;
    for (const w of batch) if (w.now < now) now = w.now;
    await this.sweep(now);
    const rows = new Map<string, number>();
    for (const w of batch) if (!rows.has(w.signature)) rows.set(w.signature, w.now + this.windowMs * 2);
    // Values: each row's signature and expiry, then the clock (RECORD builds the same order).
    const values: Array<string | number> = [];
    for (const [signature, expiresAt] of rows) values.push(signature, expiresAt);
    values.push(now);
    const stored = await RECORD.execute(this.db, this.db, values);
    return new Set(stored.map((row) => row.signature));
  }

  private async sweep(now: number): Promise<void> {
    if (Math.abs(now - this.lastSweep) < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.db.deleteFrom('seen_requests').where('expires_at', '<=', now).execute();
  }
}
