import type { Kysely, SelectQueryBuilder } from 'kysely';
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
 * (users.score / credit, learner_totals), a week one of learner_weeks (migrations 0012, 0044).
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
  // Every weekly board is a per-week aggregate kept on write (learner_weeks): credits earned by
  // courses completed in the week follow each completion (a trigger, migration 0044, decision 0059),
  // so a board reads one week's index in order instead of summing the week's completions.
  const column = (
    {
      points: 'points_earned',
      hours: 'study_seconds',
      courses: 'courses_completed',
      credits: 'credits_earned',
    } as const
  )[kind];
  const query = db
    .selectFrom('learner_weeks')
    .select(['user_id', `${column} as value`])
    .where('week', '=', f.week.start) as RankingSource;
  return f.departmentId === null ? query : query.where('user_id', 'in', colleagues());
}
