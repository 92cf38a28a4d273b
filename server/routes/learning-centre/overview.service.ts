import type { Kysely } from 'kysely';
import { OVERVIEW_WEEKS, type LearningOverview, type OverviewWeek } from '../../../protocol';
import type { Database } from '../../db/schema';
import { localDay, mondayOf } from '../../lib/local-day';
import { countCertificates } from '../homework';
import { studyTimePlace } from '../daily-loop';
import { tasksInProgress } from '../training';

export interface OverviewScope {
  /** Already scoped to the caller's enterprise. */
  db: Kysely<Database>;
  userId: number;
  now: number;
  offsetMinutes: number;
}

const DAY_MS = 86_400_000;

/** The Mondays of the last `count` weeks up to the one holding `today`, oldest first. */
export function lastMondays(today: string, count: number): string[] {
  const last = Date.parse(`${mondayOf(today)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(last - (count - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Seconds of study per week from study_days (the server's credited time), oldest first. */
async function studyWeeks(scope: OverviewScope): Promise<OverviewWeek[]> {
  const mondays = lastMondays(localDay(scope.now, scope.offsetMinutes), OVERVIEW_WEEKS);
  const rows = await scope.db
    .selectFrom('study_days')
    .select(['day', 'seconds'])
    .where('user_id', '=', scope.userId)
    .where('day', '>=', mondays[0]!)
    .orderBy('day')
    .execute();
  const byWeek = new Map(mondays.map((monday) => [monday, 0]));
  for (const row of rows) {
    const monday = mondayOf(row.day);
    if (byWeek.has(monday)) byWeek.set(monday, byWeek.get(monday)! + Number(row.seconds));
  }
  return mondays.map((week) => ({ week, seconds: byWeek.get(week)! }));
}

/**
 * /my/index: totals from the core tables — study time (study_days, as the home page's summary
 * counts it), credits and points (users), the place by study time among the enterprise's learners
 * who studied (ties share a place) — the weekly hours for the chart, and the certificates and
 * tasks in progress that the homework and training areas count (roster contracts).
 */
export async function learningOverview(scope: OverviewScope): Promise<LearningOverview> {
  const { db, userId } = scope;
  const user = await db
    .selectFrom('users')
    .select(['score', 'credit'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const { seconds, rank, rankTotal } = await studyTimePlace(db, userId);
  return {
    studySeconds: seconds,
    studyHours: Math.round((seconds / 3600) * 10) / 10,
    credits: user.credit,
    points: user.score,
    rank,
    rankTotal,
    certificates: await countCertificates(db, userId, scope.now),
    tasksInProgress: await tasksInProgress(db, userId, scope.now),
    weeks: await studyWeeks(scope),
  };
}
