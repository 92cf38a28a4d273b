import { COOKIE_DAILY_COUNTER } from '../../protocol';
import { readCookie, writeCookie } from './cookies';

/** Counter values above this restart at 1; the envelope schema allows at most 9 digits. */
const MAX_COUNT = 999_999_999;

/** The last millisecond of the local calendar day of `now`. */
export function endOfLocalDay(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59, 999);
}

/** Today's count so far (0 when the cookie is missing, expired or garbled). */
export function currentDailyCount(): number {
  const value = Number(readCookie(COOKIE_DAILY_COUNTER));
  return Number.isInteger(value) && value > 0 && value < MAX_COUNT ? value : 0;
}

/**
 * `userNikkatsu`: incremented on every call and forgotten at the end of the local day, so
 * each day starts again at 1. It also feeds the signing key (protocol/signing.ts).
 */
export function nextDailyCount(now: Date = new Date()): number {
  const next = currentDailyCount() + 1;
  writeCookie(COOKIE_DAILY_COUNTER, String(next), endOfLocalDay(now));
  return next;
}
