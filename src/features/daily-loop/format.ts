import dayjs from 'dayjs';

/** Whole hours and the remaining minutes of a number of seconds (study time is shown as "1 h 20 min"). */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const totalMinutes = Math.floor(Math.max(0, seconds) / 60);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** The i18n key and values of a duration: minutes alone under an hour, hours and minutes beyond. */
export function durationText(seconds: number, t: (key: string, values: Record<string, number>) => string): string {
  const { hours, minutes } = splitDuration(seconds);
  return hours > 0
    ? t('daily-loop:units.hoursMinutes', { hours, minutes })
    : t('daily-loop:units.minutes', { minutes });
}

/** The learner's local day, as the server counts it from the envelope's _timeZone. */
export function localToday(now: number = Date.now()): string {
  return dayjs(now).format('YYYY-MM-DD');
}

export function shiftDay(day: string, delta: number): string {
  return dayjs(day, 'YYYY-MM-DD').add(delta, 'day').format('YYYY-MM-DD');
}

/** Credits may be halves; show at most one decimal without trailing zeros. */
export function formatCredits(value: number): string {
  return String(Math.round(value * 10) / 10);
}
