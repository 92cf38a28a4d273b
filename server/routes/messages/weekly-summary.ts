import { localDay } from '../../lib/local-day';
import { deliverMessage } from './deliver-message';
import type { MessageScope } from './message-scope';

const DAY = 86_400_000;

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}

/** Monday..Sunday of the last finished week in the reader's time zone. */
export function lastFinishedWeek(now: number, offsetMinutes: number): { start: string; end: string } {
  const today = localDay(now, offsetMinutes);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  const start = addDays(today, -weekday - 7);
  return { start, end: addDays(start, 6) };
}

/**
 * Computed when the learner reads their counts: one summary per learner per finished week
 * (its key is the week), made only when the week had study, so a quiet week sends no noise.
 */
export async function ensureWeeklySummary(scope: MessageScope): Promise<void> {
  const week = lastFinishedWeek(scope.now, scope.offsetMinutes);
  const key = `summary:${week.start}`;
  const existing = await scope.db
    .selectFrom('messages')
    .select('id')
    .where('user_id', '=', scope.userId)
    .where('dedupe_key', '=', key)
    .executeTakeFirst();
  if (existing) return;
  const totals = await scope.db
    .selectFrom('study_days')
    .where('user_id', '=', scope.userId)
    .where('day', '>=', week.start)
    .where('day', '<=', week.end)
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('seconds'), eb.lit(0)).as('seconds'),
      eb.fn.coalesce(eb.fn.sum<number>('courses_completed'), eb.lit(0)).as('completed'),
      eb.fn.count<number>('day').filterWhere('seconds', '>', 0).as('days'),
    ])
    .executeTakeFirstOrThrow();
  const seconds = Number(totals.seconds);
  const completed = Number(totals.completed);
  if (seconds <= 0 && completed <= 0) return;
  await deliverMessage(scope.db, {
    eid: scope.eid,
    userId: scope.userId,
    category: 'own',
    kind: 'weekly_summary',
    params: {
      weekStart: week.start,
      weekEnd: week.end,
      minutes: Math.round(seconds / 60),
      days: Number(totals.days),
      coursesCompleted: completed,
    },
    link: '/my/studycalendar',
    sourceType: 'week',
    sourceId: week.start,
    dedupeKey: key,
    at: scope.now,
  });
}
