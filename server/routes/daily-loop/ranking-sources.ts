import { sql, type RawBuilder } from 'kysely';
import type { RankingKind, RankingPeriod } from '../../../protocol';

export interface SourceFilter {
  eid: number;
  /** Only learners of this department (the department ranking). */
  departmentId: number | null;
  week: { start: string; end: string; startMs: number; endMs: number };
}

/**
 * One ranking's figures as `SELECT user_id, value`, always within one enterprise. Totals read
 * an ordered index (users.score / credit, learner_totals), a week one of learner_weeks; only
 * this week's credits join the completed enrolments of the week (migration 0012).
 */
export function rankingSource(kind: RankingKind, period: RankingPeriod, f: SourceFilter): RawBuilder<unknown> {
  const inDepartment = (column: string) =>
    f.departmentId === null
      ? sql``
      : sql` AND ${sql.ref(column)} IN (SELECT id FROM users WHERE eid = ${f.eid} AND department_id = ${f.departmentId})`;
  const userDepartment = f.departmentId === null ? sql`` : sql` AND department_id = ${f.departmentId}`;
  if (period === 'total') {
    switch (kind) {
      case 'points':
        return sql`SELECT id AS user_id, score AS value FROM users WHERE eid = ${f.eid}${userDepartment}`;
      case 'credits':
        return sql`SELECT id AS user_id, credit AS value FROM users WHERE eid = ${f.eid}${userDepartment}`;
      case 'hours':
        return sql`SELECT user_id, study_seconds AS value FROM learner_totals WHERE eid = ${f.eid}${inDepartment('user_id')}`;
      case 'courses':
        return sql`SELECT user_id, courses_completed AS value FROM learner_totals WHERE eid = ${f.eid}${inDepartment('user_id')}`;
    }
  }
  // Points earned this week count credits only, so spending in the mall never lowers a rank.
  const weekColumn = { points: 'points_earned', hours: 'study_seconds', courses: 'courses_completed' } as const;
  switch (kind) {
    case 'points':
    case 'hours':
    case 'courses':
      return sql`SELECT user_id, ${sql.ref(weekColumn[kind])} AS value FROM learner_weeks WHERE eid = ${f.eid} AND week = ${f.week.start}${inDepartment('user_id')}`;
    case 'credits':
      return sql`SELECT e.user_id AS user_id, SUM(c.credits) AS value FROM course_enrolments e JOIN courses c ON c.id = e.course_id AND c.eid = e.eid
        WHERE e.eid = ${f.eid} AND e.completed_at >= ${f.week.startMs} AND e.completed_at < ${f.week.endMs}${inDepartment('e.user_id')} GROUP BY e.user_id`;
  }
}
