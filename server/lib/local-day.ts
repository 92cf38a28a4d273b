import { parseTimeZoneField } from '../../protocol';
import type { CallContext } from '../pipeline/call-registry';

/** The caller's offset east of UTC in minutes, from the envelope's _timeZone (missing = +480). */
export function callerOffsetMinutes(ctx: Pick<CallContext, 'envelope'>): number {
  return parseTimeZoneField(ctx.envelope._timeZone)?.offsetMinutes ?? 480;
}

/** 'YYYY-MM-DD' of the instant `at` (ms) in a zone `offsetMinutes` east of UTC. */
export function localDay(at: number, offsetMinutes: number): string {
  return new Date(at + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The day before a 'YYYY-MM-DD' day. */
export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The Monday ('YYYY-MM-DD') of the week holding a 'YYYY-MM-DD' day: a learner's week key (learner_weeks). */
export function mondayOf(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(at).getUTCDay() + 6) % 7;
  return new Date(at - weekday * 86_400_000).toISOString().slice(0, 10);
}

/** The platform's zone (+08:00, spec 000): points earned are bucketed into its weeks. */
export const PLATFORM_OFFSET_MINUTES = 480;
