import { describe, expect, it } from 'vitest';
import { buildHeatWeeks, heatLevel, monthStarts } from './calendar-grid';
import { durationText, splitDuration } from './format';

describe('study calendar grid', () => {
  it('lays 90 days out in Monday-first weeks with padded edges', () => {
    // 2026-08-26 is a Wednesday, 2026-11-23 a Monday.
    const weeks = buildHeatWeeks('2026-08-26', '2026-11-23', [
      { day: '2026-09-01', seconds: 1800, coursesCompleted: 1 },
    ]);
    expect(weeks[0]![0]!.day).toBe('2026-08-24');
    expect(weeks[0]![0]!.inRange).toBe(false);
    expect(weeks[0]![2]).toMatchObject({ day: '2026-08-26', inRange: true, level: 0 });
    expect(weeks.flat().filter((c) => c.inRange)).toHaveLength(90);
    expect(weeks.flat().find((c) => c.day === '2026-09-01')).toMatchObject({
      seconds: 1800,
      coursesCompleted: 1,
      level: 3,
    });
    const lastWeek = weeks.at(-1)!;
    expect(lastWeek[0]).toMatchObject({ day: '2026-11-23', inRange: true });
    expect(lastWeek[1]!.inRange).toBe(false);
  });

  it('shades by study time and labels the week where each month begins', () => {
    expect([0, 60, 900, 1800, 3600].map(heatLevel)).toEqual([0, 1, 2, 3, 4]);
    const labels = monthStarts(buildHeatWeeks('2026-08-26', '2026-11-23', []));
    expect(labels.filter(Boolean)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(labels[0]).toBeNull();
  });

  it('writes durations as minutes or hours and minutes', () => {
    expect(splitDuration(3 * 3600 + 25 * 60 + 59)).toEqual({ hours: 3, minutes: 25 });
    const t = (key: string, values: Record<string, number>) => `${key}:${JSON.stringify(values)}`;
    expect(durationText(59 * 60, t)).toBe('daily-loop:units.minutes:{"minutes":59}');
    expect(durationText(3600, t)).toBe('daily-loop:units.hoursMinutes:{"hours":1,"minutes":0}');
  });
});
