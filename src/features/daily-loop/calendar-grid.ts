import dayjs from 'dayjs';
import type { StudyDay } from '../../../protocol';

export interface HeatCell {
  day: string;
  /** Outside the requested range: drawn as a blank square so weeks stay aligned. */
  inRange: boolean;
  seconds: number;
  coursesCompleted: number;
  /** 0 = not studied … 4 = an hour or more. */
  level: 0 | 1 | 2 | 3 | 4;
}

/** Minutes at which a day moves to the next shade: read at a glance, not to the minute. */
const LEVEL_MINUTES = [15, 30, 60] as const;

export function heatLevel(seconds: number): HeatCell['level'] {
  if (seconds <= 0) return 0;
  const minutes = seconds / 60;
  if (minutes < LEVEL_MINUTES[0]) return 1;
  if (minutes < LEVEL_MINUTES[1]) return 2;
  if (minutes < LEVEL_MINUTES[2]) return 3;
  return 4;
}

/**
 * Columns of weeks (Monday first) covering start..end, like a contribution grid: the first and
 * last weeks are padded with out-of-range cells.
 */
export function buildHeatWeeks(start: string, end: string, days: readonly StudyDay[]): HeatCell[][] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const first = dayjs(start, 'YYYY-MM-DD');
  const last = dayjs(end, 'YYYY-MM-DD');
  // dayjs: Sunday = 0; weeks here start on Monday.
  let cursor = first.subtract((first.day() + 6) % 7, 'day');
  const weeks: HeatCell[][] = [];
  while (!cursor.isAfter(last)) {
    const week: HeatCell[] = [];
    for (let i = 0; i < 7; i++) {
      const day = cursor.format('YYYY-MM-DD');
      const inRange = day >= start && day <= end;
      const studied = inRange ? byDay.get(day) : undefined;
      const seconds = studied?.seconds ?? 0;
      week.push({ day, inRange, seconds, coursesCompleted: studied?.coursesCompleted ?? 0, level: heatLevel(seconds) });
      cursor = cursor.add(1, 'day');
    }
    weeks.push(week);
  }
  return weeks;
}

/**
 * The month label above each week column: the first column names its month, later columns the
 * month whose 1st they hold. A first-column label right before another one is dropped (no overlap).
 */
export function monthStarts(weeks: readonly HeatCell[][]): (string | null)[] {
  const labels = weeks.map((week, index) => {
    if (index === 0) return week.find((c) => c.inRange)?.day.slice(0, 7) ?? null;
    const first = week.find((c) => c.inRange && c.day.endsWith('-01'));
    return first ? first.day.slice(0, 7) : null;
  });
  if (labels.length > 1 && labels[1]) labels[0] = null;
  return labels;
}
