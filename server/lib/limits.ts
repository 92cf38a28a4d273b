import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Limits kept in the database (decision 0034): one counter row per (scope, subject) in
 * `limit_counters`, counting the events of a window that starts with the first of them. Taking a
 * unit is ONE statement — an upsert that adds one only while the window has room and answers the
 * new count — so fifty requests at the same moment, in one process or several, can never all
 * read "one left". The SQL is plain INSERT … ON CONFLICT … DO UPDATE … WHERE … RETURNING, which
 * SQLite (3.35+) and PostgreSQL both run as written.
 */
export interface LimitRule {
  /** What is counted: 'sign-in:account', 'send:phone-day', … */
  scope: string;
  /** Units a subject may take per window. */
  limit: number;
  windowMs: number;
}

export interface LimitKey {
  rule: LimitRule;
  /** Who is counted; enterprise-owned subjects carry the eid ("1:account:learner"). */
  subject: string;
}

/** A unit taken from one key, to give back later (an attempt that turned out not to count). */
export interface Taken {
  key: LimitKey;
  windowEndsAt: number;
}

export type Allowance =
  | { ok: true; taken: Taken[] }
  | {
      ok: false;
      /** The first key whose window was full. */
      refusedBy: LimitKey;
      /** When that window ends (epoch ms), for "try again in n seconds". */
      retryAt: number;
    };

/** Expired rows are swept at most this often per process; they are ignored anyway (see take()). */
const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

/**
 * Take one unit from a key, atomically: a new or expired row starts a window with 1; a row with
 * room counts one more; a full row is left as it is and no row comes back.
 */
async function takeOne(db: Kysely<Database>, key: LimitKey, now: number): Promise<number | null> {
  const windowEndsAt = now + key.rule.windowMs;
  // A window that ended, or one whose every unit was given back, starts again from now.
  const restart = sql<boolean>`limit_counters.window_ends_at <= ${now} OR limit_counters.hits <= 0`;
  const row = await db
    .insertInto('limit_counters')
    .values({ scope: key.rule.scope, subject: key.subject, hits: 1, window_ends_at: windowEndsAt })
    .onConflict((oc) =>
      oc
        .columns(['scope', 'subject'])
        .doUpdateSet({
          hits: sql`CASE WHEN ${restart} THEN 1 ELSE limit_counters.hits + 1 END`,
          window_ends_at: sql`CASE WHEN ${restart} THEN ${windowEndsAt} ELSE limit_counters.window_ends_at END`,
        })
        .where(sql<boolean>`${restart} OR limit_counters.hits < ${key.rule.limit}`),
    )
    .returning('window_ends_at')
    .executeTakeFirst();
  return row ? Number(row.window_ends_at) : null;
}

async function windowEnd(db: Kysely<Database>, key: LimitKey, now: number): Promise<number> {
  const row = await db
    .selectFrom('limit_counters')
    .select('window_ends_at')
    .where('scope', '=', key.rule.scope)
    .where('subject', '=', key.subject)
    .executeTakeFirst();
  return row ? Number(row.window_ends_at) : now;
}

/**
 * Take one unit from every key, or from none: when one key is full, the units already taken
 * from the others are given back and the answer names the full key. Between the take and the
 * give-back another request may see one unit fewer than there is — it errs towards refusing,
 * never towards allowing.
 */
export async function takeAllowance(db: Kysely<Database>, keys: LimitKey[], now: number): Promise<Allowance> {
  await sweep(db, now);
  const taken: Taken[] = [];
  for (const key of keys) {
    const windowEndsAt = key.rule.limit > 0 ? await takeOne(db, key, now) : null;
    if (windowEndsAt === null) {
      await giveBack(db, taken);
      return { ok: false, refusedBy: key, retryAt: await windowEnd(db, key, now) };
    }
    taken.push({ key, windowEndsAt });
  }
  return { ok: true, taken };
}

/** Give units back (the attempt did not count); a window that has since restarted is left alone. */
export async function giveBack(db: Kysely<Database>, taken: Taken[]): Promise<void> {
  for (const { key, windowEndsAt } of taken) {
    await db
      .updateTable('limit_counters')
      .set({ hits: sql`hits - 1` })
      .where('scope', '=', key.rule.scope)
      .where('subject', '=', key.subject)
      .where('window_ends_at', '=', windowEndsAt)
      .where('hits', '>', 0)
      .execute();
  }
}

/** Forget a key's count (the account's owner proved who they are). */
export async function clearAllowance(db: Kysely<Database>, key: LimitKey): Promise<void> {
  await db
    .deleteFrom('limit_counters')
    .where('scope', '=', key.rule.scope)
    .where('subject', '=', key.subject)
    .execute();
}

/** Drop rows whose window has ended, now and then, so the table holds only live counters. */
async function sweep(db: Kysely<Database>, now: number): Promise<void> {
  if (Math.abs(now - lastSweep) < SWEEP_EVERY_MS) return;
  lastSweep = now;
  await db.deleteFrom('limit_counters').where('window_ends_at', '<=', now).execute();
}
