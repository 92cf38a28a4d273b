import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../protocol';
import type { Database } from '../../db/schema';
import { takeAllowance, type LimitRule } from '../../lib/limits';
import { AppError } from '../../pipeline/app-error';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Code-sending limits (spec 001 §5), counted in the database (decisions 0004 and 0034). */
export const SEND_LIMITS = {
  phoneInterval: MINUTE,
  phonePerDay: 10,
  ipPerHour: 20,
};

const PHONE_DAY: LimitRule = { scope: 'send:phone-day', limit: SEND_LIMITS.phonePerDay, windowMs: DAY };
const ADDRESS_HOUR: LimitRule = { scope: 'send:address-hour', limit: SEND_LIMITS.ipPerHour, windowMs: HOUR };

/**
 * Refuse when this phone or address has used up its allowance; otherwise count this send.
 * Per phone: one per interval (data.retryAfter says how many seconds are left) and ten a day;
 * per address: twenty an hour. The phone is the whole number (country code included) across
 * enterprises, as the text messages go to it whichever enterprise asks. All three units are
 * taken at once or not at all (lib/limits.ts), so a burst sends exactly what the limits allow.
 */
export async function takeSendAllowance(
  db: Kysely<Database>,
  input: { phone: string; ip: string; now: number; intervalMs?: number },
): Promise<void> {
  const { phone, ip, now } = input;
  const interval: LimitRule = {
    scope: 'send:phone-interval',
    limit: 1,
    windowMs: input.intervalMs ?? SEND_LIMITS.phoneInterval,
  };
  const allowance = await takeAllowance(
    db,
    [
      { rule: interval, subject: phone },
      { rule: PHONE_DAY, subject: phone },
      { rule: ADDRESS_HOUR, subject: ip },
    ],
    now,
  );
  if (allowance.ok) return;
  if (allowance.refusedBy.rule === interval) {
    const retryAfter = Math.max(1, Math.ceil((allowance.retryAt - now) / 1000));
    throw new AppError(ErrorCode.CODE_SEND_TOO_FREQUENT, { data: { retryAfter } });
  }
  if (allowance.refusedBy.rule === PHONE_DAY)
    throw new AppError(ErrorCode.CODE_SEND_TOO_FREQUENT, { data: { retryAfter: 0, limit: 'daily' } });
  throw new AppError(ErrorCode.RATE_LIMITED);
}
