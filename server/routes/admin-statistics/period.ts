import { ADMIN_STATISTICS_LIMITS, ErrorCode, type StatisticsRange } from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import { localDay } from '../../lib/local-day';

const DAY_MS = 86_400_000;

/**
 * A period of whole local days in the administrator's time zone, both ends included, and the
 * instants that bound it: records kept by day (study days, check-ins) are compared by their day,
 * records kept by instant (completions, exams, sign-ins) by [startMs, endMs).
 */
export interface StatisticsPeriod {
  from: string;
  to: string;
  days: number;
  offsetMinutes: number;
  startMs: number;
  endMs: number;
}

function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** A 'YYYY-MM-DD' that names a real calendar day (2026-02-30 does not). */
function isRealDay(day: string): boolean {
  const at = dayStart(day);
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === day;
}

export function addDays(day: string, n: number): string {
  return new Date(dayStart(day) + n * DAY_MS).toISOString().slice(0, 10);
}

export function periodOf(from: string, to: string, offsetMinutes: number): StatisticsPeriod {
  const days = Math.round((dayStart(to) - dayStart(from)) / DAY_MS) + 1;
  const offsetMs = offsetMinutes * 60_000;
  return {
    from,
    to,
    days,
    offsetMinutes,
    startMs: dayStart(from) - offsetMs,
    endMs: dayStart(to) + DAY_MS - offsetMs,
  };
}

/**
 * The period a request names: a preset ends today (the caller's local day) and counts back; a
 * custom one is checked — real days, in order, not after today, at most a year long.
 */
export function resolvePeriod(
  input: { range: StatisticsRange; from?: string; to?: string },
  now: number,
  offsetMinutes: number,
): StatisticsPeriod {
  const today = localDay(now, offsetMinutes);
  if (input.range !== 'custom') {
    const days = ADMIN_STATISTICS_LIMITS.presetDays[input.range];
    return periodOf(addDays(today, -(days - 1)), today, offsetMinutes);
  }
  const { from, to } = input;
  if (!from || !to || !isRealDay(from) || !isRealDay(to) || from > to || to > today || from < '2000-01-01') {
    throw new AppError(ErrorCode.STATISTICS_PERIOD_INVALID);
  }
  const period = periodOf(from, to, offsetMinutes);
  if (period.days > ADMIN_STATISTICS_LIMITS.maxDays) throw new AppError(ErrorCode.STATISTICS_PERIOD_TOO_LONG);
  return period;
}

/** The period of the same length that ends the day before this one starts. */
export function previousPeriod(period: StatisticsPeriod): StatisticsPeriod {
  return periodOf(addDays(period.from, -period.days), addDays(period.from, -1), period.offsetMinutes);
}

/** Every day of the period, oldest first. */
export function daysOf(period: StatisticsPeriod): string[] {
  return Array.from({ length: period.days }, (_, i) => addDays(period.from, i));
}
