import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../protocol';
import type { Database } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Code-sending limits (spec 001 §5): kept in the database so they survive restarts (decision 0004). */
export const SEND_LIMITS = {
  phoneInterval: MINUTE,
  phonePerDay: 10,
  ipPerHour: 20,
};

async function countSince(
  db: Kysely<Database>,
  scope: string,
  subject: string,
  since: number,
): Promise<{ n: number; last: number }> {
  const row = await db
    .selectFrom('send_events')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('last')])
    .where('scope', '=', scope)
    .where('subject', '=', subject)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { n: Number(row.n), last: Number(row.last ?? 0) };
}

/**
 * Refuse when this phone or address has used up its allowance; otherwise count this send.
 * Per phone: one per minute (data.retryAfter says how many seconds are left) and ten a day;
 * per address: twenty an hour.
 */
export async function takeSendAllowance(
  db: Kysely<Database>,
  input: { phone: string; ip: string; now: number; intervalMs?: number },
): Promise<void> {
  const { phone, ip, now } = input;
  const interval = input.intervalMs ?? SEND_LIMITS.phoneInterval;
  const recent = await countSince(db, 'phone', phone, now - interval);
  if (recent.n > 0) {
    const retryAfter = Math.max(1, Math.ceil((recent.last + interval - now) / 1000));
    throw new AppError(ErrorCode.CODE_SEND_TOO_FREQUENT, { data: { retryAfter } });
  }
  const daily = await countSince(db, 'phone', phone, now - DAY);
  if (daily.n >= SEND_LIMITS.phonePerDay)
    throw new AppError(ErrorCode.CODE_SEND_TOO_FREQUENT, { data: { retryAfter: 0, limit: 'daily' } });
  const byIp = await countSince(db, 'ip', ip, now - HOUR);
  if (byIp.n >= SEND_LIMITS.ipPerHour) throw new AppError(ErrorCode.RATE_LIMITED);
  await db
    .insertInto('send_events')
    .values([
      { scope: 'phone', subject: phone, created_at: now },
      { scope: 'ip', subject: ip, created_at: now },
    ])
    .execute();
  // Old counters are useless after a day; drop them as we go so the table stays small.
  await db
    .deleteFrom('send_events')
    .where('created_at', '<', now - DAY)
    .execute();
}
