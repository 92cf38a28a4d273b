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
