import type { Kysely } from 'kysely';
import { REPLAY_WINDOW_MS } from '../../protocol';
import type { Database } from '../db/schema';
import { QueryTemplate } from '../lib/query-template';

/** Signatures past their window are swept at most this often per process. */
const SWEEP_EVERY_MS = 10_000;
/** Signatures written by one statement at most (two bound values each, far under both engines' limits). */
const MAX_BATCH = 256;

/**
 * Signatures that close a batch at once, without waiting for the end of the turn. A batch is the
 * signatures verified in one turn of the event loop (decision 0072): holding it open for 1 ms more
 * (decision 0068) gained nothing measurable under load and cost a lone request a timer's wait —
 * one connection at a time, the enterprise call answered 389 a second with it, 2,151 without.
 */
export const BATCH_SIZE = 64;

interface Waiting {
  signature: string;
  /** The request's own signed timestamp: the key's first part (migration 0050). */
  requestTs: number;
  now: number;
  resolve: (first: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * The batch's statement, compiled once per batch size (issue 28: building it with Kysely for every
 * turn was 8 % of the enterprise call's CPU): `values` holds each row's timestamp and signature.
 * A row already there is left alone and does not come back.
 */
const RECORD = new QueryTemplate<Array<string | number>, { signature: string }>((db, values) => {
  const rows: Array<{ request_ts: number; signature: string }> = [];
  for (let i = 0; i + 1 < values.length; i += 2)
    rows.push({ request_ts: values[i] as number, signature: values[i + 1] as string });
  return db
    .insertInto('seen_requests')
    .values(rows)
    .onConflict((oc) => oc.columns(['request_ts', 'signature']).doNothing())
    .returning('signature');
});

/**
 * Remembers every signature seen within the replay window, in the database (`seen_requests`,
 * decision 0034), and refuses a second use — after a restart and on another process sharing the
 * database as well. A signature is stored under its request's signed timestamp (migration 0050:
 * rows of one batch then share the table's last pages, so a commit writes few pages); a copy
 * carries the same timestamp and meets the same key. A request is refused when its timestamp is
 * more than one window off the server's clock, so a row is kept until its timestamp is two
 * windows old (one more for clocks of other processes running ahead); after that the timestamp
 * check alone refuses a copy.
 *
 * The signatures of the requests verified in one turn of the event loop (up to BATCH_SIZE) are
 * written together, by one statement (issue 28): one commit for tens of requests instead of one
 * each, which was the largest single cost of a cheap call such as the enterprise call. A request is answered only once the statement holding its signature has
 * committed, so a copy sent to another process at any moment is refused there.
 */
export class ReplayGuard {
  private lastSweep = 0;
  private waiting: Waiting[] = [];
  private scheduled: NodeJS.Immediate | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly windowMs: number = REPLAY_WINDOW_MS,
    private readonly batchSize: number = BATCH_SIZE,
  ) {}

  /** Resolves false when the signature was already used; otherwise records it and resolves true. */
  firstUse(signature: string, requestTs: number, now: number): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ signature, requestTs, now, resolve, reject });
      if (this.waiting.length >= this.batchSize) this.flush();
      // After the poll phase: every request read in this turn has been verified by then.
      else this.scheduled ??= setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    if (this.scheduled) clearImmediate(this.scheduled);
    this.scheduled = null;
    // This turn's signatures only: those arriving while it is written open the next batch.
    const open = this.waiting;
    this.waiting = [];
    // One batch at a time, in order: a later batch's copy can never be answered before the batch
    // holding its original, and on PostgreSQL one process's batches never wait on each other.
    this.writing = this.writing.then(() => this.write(open));
  }

  private async write(open: Waiting[]): Promise<void> {
    for (let start = 0; start < open.length; start += MAX_BATCH) {
      const batch = open.slice(start, start + MAX_BATCH);
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
   * One statement: each signature is either added or found there, so two copies sent at once to
   * two processes cannot both pass.
   */
  private async record(batch: Waiting[]): Promise<Set<string>> {
    // The earliest clock of the batch decides what has expired: never later than any request's own.
    let now = batch[0]!.now;
    for (const w of batch) if (w.now < now) now = w.now;
    await this.sweep(now);
    const rows = new Map<string, number>();
    for (const w of batch) if (!rows.has(w.signature)) rows.set(w.signature, w.requestTs);
    // In key order: two processes' batches holding the same keys take their locks in the same
    // order, so on PostgreSQL neither can wait for the other in a circle (a deadlock).
    const keyed = [...rows].sort(([sa, ta], [sb, tb]) => ta - tb || (sa < sb ? -1 : sa > sb ? 1 : 0));
    // Values: each row's timestamp and signature (RECORD builds the same order).
    const values: Array<string | number> = [];
    for (const [signature, requestTs] of keyed) values.push(requestTs, signature);
    const stored = await RECORD.execute(this.db, this.db, values);
    return new Set(stored.map((row) => row.signature));
  }

  private async sweep(now: number): Promise<void> {
    if (Math.abs(now - this.lastSweep) < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    // A range of the key's first part: no index of its own needed.
    await this.db
      .deleteFrom('seen_requests')
      .where('request_ts', '<', now - this.windowMs * 2)
      .execute();
  }
}
