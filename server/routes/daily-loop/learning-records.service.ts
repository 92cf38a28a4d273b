import {
  DAILY_LOOP_LIMITS,
  ErrorCode,
  type Credits,
  type Duration,
  type LearnCalendar,
  type PointsLedger,
  type StudyDay,
} from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import { addDays, daysBetween, localWeek, type DailyLoopScope } from './daily-loop-scope';
import { catchUpStudyMedals } from './medals.service';

async function studyDays(scope: DailyLoopScope, start: string, end: string): Promise<StudyDay[]> {
  const rows = await scope.db
    .selectFrom('study_days')
    .select(['day', 'seconds', 'courses_completed'])
    .where('user_id', '=', scope.user.id)
    .where('day', '>=', start)
    .where('day', '<=', end)
    .orderBy('day')
    .execute();
  return rows.map((r) => ({ day: r.day, seconds: r.seconds, coursesCompleted: r.courses_completed }));
}

/** /v1/my/learn-calendar/pc: the learner's study days between two local days, at most 90 (spec 001 §9). */
export async function learnCalendar(
  scope: DailyLoopScope,
  range: { start: string; end: string },
): Promise<LearnCalendar> {
  const span = daysBetween(range.start, range.end) + 1;
  if (Number.isNaN(span) || span < 1 || span > DAILY_LOOP_LIMITS.calendarMaxDays) {
    throw new AppError(ErrorCode.CALENDAR_RANGE_TOO_LONG, { data: { maxDays: DAILY_LOOP_LIMITS.calendarMaxDays } });
  }
  await catchUpStudyMedals(scope);
  const days = await studyDays(scope, range.start, range.end);
  return {
    start: range.start,
    end: range.end,
    today: scope.today,
    earliest: addDays(scope.today, -(DAILY_LOOP_LIMITS.calendarMaxDays - 1)),
    days,
    totalSeconds: days.reduce((sum, d) => sum + d.seconds, 0),
    studyDays: days.filter((d) => d.seconds > 0).length,
    coursesCompleted: days.reduce((sum, d) => sum + d.coursesCompleted, 0),
  };
}

/** /my/my-duration: total, this week, today and the last 30 days. */
export async function duration(scope: DailyLoopScope): Promise<Duration> {
  const total = await scope.db
    .selectFrom('learner_totals')
    .select('study_seconds')
    .where('user_id', '=', scope.user.id)
    .executeTakeFirst();
  const week = localWeek(scope.today, scope.offset);
  const first = addDays(scope.today, -(DAILY_LOOP_LIMITS.durationChartDays - 1));
  const recent = await studyDays(scope, first < week.start ? first : week.start, scope.today);
  return {
    totalSeconds: total?.study_seconds ?? 0,
    weekSeconds: recent.filter((d) => d.day >= week.start).reduce((sum, d) => sum + d.seconds, 0),
    todaySeconds: recent.find((d) => d.day === scope.today)?.seconds ?? 0,
    days: recent.filter((d) => d.day >= first),
  };
}

/** /my/my-credit: the balance and the completed courses that gave credits, newest first. */
export async function credits(scope: DailyLoopScope): Promise<Credits> {
  const rows = await scope.db
    .selectFrom('course_enrolments as e')
    .innerJoin('courses as c', (join) => join.onRef('c.id', '=', 'e.course_id'))
    .select(['c.id', 'c.title', 'c.credits', 'e.completed_at'])
    .where('e.user_id', '=', scope.user.id)
    .where('e.completed_at', 'is not', null)
    .where('c.credits', '>', 0)
    .orderBy('e.completed_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(200)
    .execute();
  return {
    credit: scope.user.credit,
    list: rows.map((r) => ({ courseId: r.id, title: r.title, credits: r.credits, completedAt: r.completed_at ?? 0 })),
  };
}

/** /my/my-integral: the balance and its history from the ledger, newest first, paged. */
export async function pointsLedger(scope: DailyLoopScope, page: number): Promise<PointsLedger> {
  const pageSize = DAILY_LOOP_LIMITS.ledgerPageSize;
  const mine = scope.db.selectFrom('point_ledger').where('user_id', '=', scope.user.id);
  const sums = await mine
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('delta', '>', 0).then(eb.ref('delta')).else(0).end()).as('earned'),
      eb.fn.sum<number>(eb.case().when('delta', '<', 0).then(eb.ref('delta')).else(0).end()).as('spent'),
    ])
    .executeTakeFirstOrThrow();
  const rows = await mine
    .select(['id', 'delta', 'balance_after', 'reason', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const user = await scope.db.selectFrom('users').select('score').where('id', '=', scope.user.id).executeTakeFirst();
  return {
    balance: user?.score ?? 0,
    earnedTotal: Number(sums.earned ?? 0),
    spentTotal: -Number(sums.spent ?? 0),
    page,
    pageSize,
    total: Number(sums.total),
    list: rows.map((r) => ({
      id: r.id,
      delta: r.delta,
      balanceAfter: r.balance_after,
      reason: r.reason,
      createdAt: r.created_at,
    })),
  };
}
