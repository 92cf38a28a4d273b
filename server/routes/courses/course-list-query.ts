import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { courseListParamsSchema } from '../../../protocol';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { visibleToMember } from '../admin-members';
import type { CourseViewer } from './course-viewer';

type Sort = z.infer<typeof courseListParamsSchema>['sort'];
export type CourseQuery = SelectQueryBuilder<Database, 'courses', object>;

/** The rating sort's key; identical to the expression of index courses_rating (migration 0007). */
export const RATING_AVERAGE_SQL = sql`(case when rating_count > 0 then rating_sum * 1.0 / rating_count else 0 end)`;

/**
 * The course (`courses` in the caller's query) is for everyone or lists the member in
 * course_audience: the one audience rule of every course list and count.
 */
export function audienceIncludes<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  userId: number,
): Expression<SqlBool> {
  const b = eb as unknown as ExpressionBuilder<Database, 'courses'>;
  return b.or([
    b('courses.audience', '=', 'all'),
    b.exists(
      b
        .selectFrom('course_audience')
        .select('course_audience.user_id')
        .whereRef('course_audience.course_id', '=', 'courses.id')
        .where('course_audience.user_id', '=', userId),
    ),
  ]);
}

/** Courses the viewer may see at all: on the shelf, and for 'listed' courses, named in course_audience. */
export function visibleCourses(viewer: CourseViewer, options: { ignoreAudience?: boolean } = {}): CourseQuery {
  let query = viewer.db.selectFrom('courses').where('courses.status', '=', 'published');
  if (options.ignoreAudience) return query;
  const userId = viewer.user?.id ?? null;
  query = query.where((eb: ExpressionBuilder<Database, 'courses'>) =>
    userId === null ? eb('courses.audience', '=', 'all') : audienceIncludes(eb, userId),
  );
  // Decision 0054: a course an administrator hid from this member is in none of their lists.
  if (userId !== null) query = query.where((eb) => visibleToMember(eb, 'course', userId, 'courses.id'));
  return query;
}

/** A page's order: each sort has an index of its own (migrations 0006, 0007), the id breaking ties. */
export function sortedCourses<O>(
  query: SelectQueryBuilder<Database, 'courses', O>,
  sort: Sort,
): SelectQueryBuilder<Database, 'courses', O> {
  if (sort === 'popular') return query.orderBy('courses.learner_count', 'desc').orderBy('courses.id', 'desc');
  if (sort === 'rating') return query.orderBy(RATING_AVERAGE_SQL, 'desc').orderBy('courses.id', 'desc');
  return query.orderBy('courses.published_at', 'desc').orderBy('courses.id', 'desc');
}
