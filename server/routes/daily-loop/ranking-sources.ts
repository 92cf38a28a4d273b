import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { RankingKind, RankingPeriod } from '../../../protocol';
import type { Database } from '../../db/schema';

export interface SourceFilter {
  /** Only learners of this department (the department ranking). */
  departmentId: number | null;
  week: { start: string; end: string; startMs: number; endMs: number };
}

export interface SourceRow {
  user_id: number;
  value: number;
}

// The outer queries only read `user_id` and `value`, whatever tables a source reads.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RankingSource = SelectQueryBuilder<any, any, SourceRow>;

/**
 * One ranking's figures as `SELECT user_id, value`. Built on the call's tenant-scoped handle, so
 * every table it reads is filtered to the enterprise (decision 0033). Totals read an ordered index
 * (users.score / credit, learner_totals), a week one of learner_weeks; only this week's credits
 * join the completed enrolments of the week (migration 0012).
 */
export function rankingSource(
  db: Kysely<Database>,
  kind: RankingKind,
  period: RankingPeriod,
  f: SourceFilter,
): RankingSource {
  const colleagues = () => db.selectFrom('users').select('id').where('department_id', '=', f.departmentId);
  if (period === 'total' && (kind === 'points' || kind === 'credits')) {
    const query = db
      .selectFrom('users')
      .select(['id as user_id', `${kind === 'points' ? 'score' : 'credit'} as value`]) as RankingSource;
    return f.departmentId === null ? query : query.where('department_id', '=', f.departmentId);
  }
  if (period === 'total') {
    const query = db
      .selectFrom('learner_totals')
      .select(['user_id', `${kind === 'hours' ? 'study_seconds' : 'courses_completed'} as value`]) as RankingSource;
    return f.departmentId === null ? query : query.where('user_id', 'in', colleagues());
  }
  if (kind === 'credits') {
    // Points earned this week count credits only, so spending in the mall never lowers a rank.
    const query = db
      .selectFrom('course_enrolments as e')
      .innerJoin('courses as c', 'c.id', 'e.course_id')
      .select(['e.user_id as user_id', sql<number>`SUM(c.credits)`.as('value')])
      .where('e.completed_at', '>=', f.week.startMs)
      .where('e.completed_at', '<', f.week.endMs)
      .groupBy('e.user_id') as RankingSource;
    return f.departmentId === null ? query : query.where('e.user_id', 'in', colleagues());
  }
  const column = ({ points: 'points_earned', hours: 'study_seconds', courses: 'courses_completed' } as const)[kind];
  const query = db
    .selectFrom('learner_weeks')
    .select(['user_id', `${column} as value`])
    .where('week', '=', f.week.start) as RankingSource;
  return f.departmentId === null ? query : query.where('user_id', 'in', colleagues());
}
