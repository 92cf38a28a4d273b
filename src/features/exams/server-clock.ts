import { toMillis } from '../../lib/date-format';

/**
 * The exam countdown follows the server's clock, never the page's load time nor the local clock
 * alone (issue 7 item 3): the remaining time is `deadline − (local now + offset)`, where the offset
 * is what the server's clock is ahead of ours. Each answer carrying `serverNow` refines it, and a
 * reload computes it afresh from the same deadline, so the countdown survives reloads.
 */

export interface ClockSample {
  /** The server's time in the answer (ms since the epoch). */
  serverNow: number;
  /** Local time when the request was sent. */
  sentAt: number;
  /** Local time when the answer arrived. */
  receivedAt: number;
}

/**
 * The server stamped `serverNow` somewhere during the round trip; the middle of it is the best
 * single guess, which bounds the error by half the round trip.
 */
export function offsetOf(sample: ClockSample): number {
  return (toMillis(sample.serverNow) ?? sample.sentAt) - (sample.sentAt + sample.receivedAt) / 2;
}

/** Samples within this much of the best round trip are as good and newer. */
const TRIP_TOLERANCE_MS = 100;

export interface ServerClock {
  /** The server's time now, by the best offset known. */
  now(): number;
  offset(): number;
  /** Refine with a new sample: the one with the shortest round trip is the most precise. */
  update(sample: ClockSample): void;
}

export function createServerClock(first: ClockSample, localNow: () => number = Date.now): ServerClock {
  let best = first;
  let offset = offsetOf(first);
  return {
    now: () => localNow() + offset,
    offset: () => offset,
    update(sample) {
      const trip = sample.receivedAt - sample.sentAt;
      const bestTrip = best.receivedAt - best.sentAt;
      // A shorter round trip pins the server's time more tightly; a newer sample about as short
      // follows a local clock that was adjusted (NTP, sleep) in the meantime.
      if (trip <= bestTrip + TRIP_TOLERANCE_MS) {
        best = sample;
        offset = offsetOf(sample);
      }
    },
  };
}

/** Milliseconds left until the deadline, never negative. */
export function remainingMs(deadline: number, serverNow: number): number {
  return Math.max(0, (toMillis(deadline) ?? 0) - serverNow);
}

/** "1:05:09" or "05:09": the countdown text. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
