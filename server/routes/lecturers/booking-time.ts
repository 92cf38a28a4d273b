import { LECTURER_LIMITS } from '../../../protocol';

/** The enterprise's wall clock for open hours: China Standard Time (+8 h), as spec 000 §3 _timeZone assumes. */
export const LOCAL_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface OpenHours {
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  start_minute: number;
  end_minute: number;
}

export interface Span {
  startsAt: number;
  endsAt: number;
}

/** The lecturer's open windows from now to `bookingDaysAhead` days on, earliest first. */
export function openWindows(hours: OpenHours[], now: number): Span[] {
  const firstDay = Math.floor((now + LOCAL_OFFSET_MS) / DAY_MS) * DAY_MS - LOCAL_OFFSET_MS;
  const windows: Span[] = [];
  for (let day = 0; day <= LECTURER_LIMITS.bookingDaysAhead; day += 1) {
    const dayStart = firstDay + day * DAY_MS;
    // 1970-01-01 (local) was a Thursday: weekday 4.
    const weekday = ((Math.floor((dayStart + LOCAL_OFFSET_MS) / DAY_MS) + 3) % 7) + 1;
    for (const h of hours.filter((row) => row.weekday === weekday).sort((a, b) => a.start_minute - b.start_minute)) {
      const span = { startsAt: dayStart + h.start_minute * 60_000, endsAt: dayStart + h.end_minute * 60_000 };
      if (span.endsAt > now) windows.push(span);
    }
  }
  return windows;
}

/** On the half hour, 30 minutes to 4 hours, in the future and inside one open window. */
export function isBookableSpan(span: Span, windows: Span[], now: number): boolean {
  const step = LECTURER_LIMITS.bookingStepMs;
  const length = span.endsAt - span.startsAt;
  if (span.startsAt % step !== 0 || span.endsAt % step !== 0) return false;
  if (length < step || length > LECTURER_LIMITS.bookingMaxMs) return false;
  if (span.startsAt <= now) return false;
  return windows.some((w) => span.startsAt >= w.startsAt && span.endsAt <= w.endsAt);
}

export function overlaps(a: Span, b: Span): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}
