import type { Kysely } from 'kysely';
import type { Language } from '../../../protocol';
import type { Database, User } from '../../db/schema';
import { callerOffsetMinutes, localDay } from '../../lib/local-day';
import type { MemberContext } from '../../pipeline/call-registry';

/** What every daily-loop service needs: the tenant, the learner, the server's now and their local day. */
export interface DailyLoopScope {
  db: Kysely<Database>;
  eid: number;
  user: User;
  now: number;
  /** The learner's offset east of UTC in minutes (envelope _timeZone). */
  offset: number;
  /** The learner's local 'YYYY-MM-DD' at `now`. */
  today: string;
  language: Language;
}

/** Every `user` call has a signed-in member of the resolved enterprise (pipeline/access.ts). */
export function scopeOf(ctx: MemberContext): DailyLoopScope {
  const now = ctx.clock.now();
  const offset = callerOffsetMinutes(ctx);
  return {
    db: ctx.db,
    eid: ctx.enterprise.id,
    user: ctx.user,
    now,
    offset,
    today: localDay(now, offset),
    language: ctx.language,
  };
}

/** 'YYYY-MM-DD' n days after (or before, n < 0) a day. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (to − from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Monday..Sunday of the week holding `day`, and the UTC instants bounding it in the learner's zone. */
export function localWeek(day: string, offset: number): { start: string; end: string; startMs: number; endMs: number } {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const start = addDays(day, -weekday);
  const startMs = Date.parse(`${start}T00:00:00Z`) - offset * 60_000;
  return { start, end: addDays(start, 6), startMs, endMs: startMs + 7 * 86_400_000 };
}
