import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { ErrorCode, isValidCatid, type CourseListResult, type courseListParamsSchema } from '../../../protocol';
import type { z } from 'zod';
import { containsPattern, likeInsensitive } from '../../db/engine';
import type { Database } from '../../db/schema';
import { QueryTemplate } from '../../lib/query-template';
import { AppError } from '../../pipeline/app-error';
import { categoryWithDescendants } from './course-categories.service';
import { SUMMARY_COLUMNS, presentCourseSummary, type CourseSummaryRow } from './course-presenter';
import { progressByCourse } from './course-progress';
import type { CourseViewer } from './course-viewer';
import { countedCourseTotal, countedTotalApplies } from './course-list-total';
import { visibleToMember } from '../admin-members';

type ListInput = z.infer<typeof courseListParamsSchema>;
type CourseQuery = SelectQueryBuilder<Database, 'courses', object>;

/** The rating sort's key; identical to the expression of index courses_rating (migration 0007). */
export const RATING_AVERAGE_SQL = sql`(case when rating_count > 0 then rating_sum * 1.0 / rating_count else 0 end)`;

/** Courses the viewer may see at all: on the shelf, and for 'listed' courses, named in course_audience. */
export function visibleCourses(viewer: CourseViewer, options: { ignoreAudience?: boolean } = {}): CourseQuery {
  let query = viewer.db.selectFrom('courses').where('courses.status', '=', 'published');
  if (options.ignoreAudience) return query;
  const userId = viewer.user?.id ?? null;
  query = query.where((eb: ExpressionBuilder<Database, 'courses'>) =>
    userId === null
      ? eb('courses.audience', '=', 'all')
      : eb.or([
          eb('courses.audience', '=', 'all'),
          eb.exists(
            eb
              .selectFrom('course_audience')
              .select('course_audience.user_id')
              .whereRef('course_audience.course_id', '=', 'courses.id')
              .where('course_audience.user_id', '=', userId),
          ),
        ]),
  );
  // Decision 0054: a course an administrator hid from this member is in none of their lists.
  if (userId !== null) query = query.where((eb) => visibleToMember(eb, 'course', userId, 'courses.id'));
  return query;
}

async function applyFilters(viewer: CourseViewer, input: ListInput, base: CourseQuery): Promise<CourseQuery | null> {
  let query = base;
  const catid = input['search[catid]'];
  if (catid !== undefined) {
    // Spec 001 §7: letters and digits only. The portal sends nothing else; anyone else is refused.
    if (!isValidCatid(catid)) throw new AppError(ErrorCode.COURSE_CATID_INVALID, { data: { catid } });
    const ids = await categoryWithDescendants(viewer.db, catid);
    if (ids.length === 0) return null;
    query = query.where('courses.category_id', 'in', ids);
  }
  const keyword = input['search[keyword]'];
  if (keyword) {
    // `%` and `_` typed by a learner are literal; case never matters, on either engine.
    const pattern = containsPattern(keyword);
    query = query.where((eb) =>
      eb.or([
        likeInsensitive(sql.ref('courses.title'), pattern),
        likeInsensitive(sql.ref('courses.lecturer_name'), pattern),
      ]),
    );
  }
  if (input.type) query = query.where('courses.media_type', '=', input.type);
  if (input.feeType) query = query.where('courses.fee_type', '=', input.feeType);
  if (input.label)
    query = query.where(likeInsensitive(sql.ref('courses.labels'), containsPattern(JSON.stringify(input.label))));
  const userId = viewer.user?.id;
  // Study state is the signed-in learner's own; a visitor has none, so the filter does not apply.
  if (input.studyState && userId !== undefined) {
    const enrolment = (eb: ExpressionBuilder<Database, 'courses'>) =>
      eb
        .selectFrom('course_enrolments')
        .select('course_enrolments.course_id')
        .whereRef('course_enrolments.course_id', '=', 'courses.id')
        .where('course_enrolments.user_id', '=', userId);
    if (input.studyState === 'not_started') query = query.where((eb) => eb.not(eb.exists(enrolment(eb))));
    else if (input.studyState === 'in_progress')
      query = query.where((eb) => eb.exists(enrolment(eb).where('course_enrolments.completed_at', 'is', null)));
    else query = query.where((eb) => eb.exists(enrolment(eb).where('course_enrolments.completed_at', 'is not', null)));
  }
  return query;
}

function sorted<O>(
  query: SelectQueryBuilder<Database, 'courses', O>,
  sort: ListInput['sort'],
): SelectQueryBuilder<Database, 'courses', O> {
  if (sort === 'popular') return query.orderBy('courses.learner_count', 'desc').orderBy('courses.id', 'desc');
  if (sort === 'rating') return query.orderBy(RATING_AVERAGE_SQL, 'desc').orderBy('courses.id', 'desc');
  return query.orderBy('courses.published_at', 'desc').orderBy('courses.id', 'desc');
}

/** The filtered, sorted query of one page (exported for the index test's EXPLAIN QUERY PLAN). */
export async function buildCourseListQuery(viewer: CourseViewer, input: ListInput) {
  const preview = input.preview === '1' && viewer.isAdmin;
  const filtered = await applyFilters(viewer, input, visibleCourses(viewer, { ignoreAudience: preview }));
  if (!filtered) return null;
  return {
    page: sorted(filtered.select(SUMMARY_COLUMNS), input.sort)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    count: filtered.select((eb) => eb.fn.countAll<number>().as('n')),
  };
}

/** A member's pages without a filter: the library as it opens, the course list's most made call. */
function plainFirstPages(viewer: CourseViewer, input: ListInput): boolean {
  return (
    viewer.user !== null &&
    input.preview !== '1' &&
    input['search[catid]'] === undefined &&
    !input['search[keyword]'] &&
    !input.type &&
    !input.feeType &&
    !input.label &&
    !input.studyState
  );
}

/**
 * Their page query per sort, compiled once per enterprise handle (issue 28: building, scoping and
 * compiling it cost more CPU than running it). Built by the same visibleCourses and sorted as any
 * page; values: the member, the page size, the offset.
 */
const PLAIN_PAGES = Object.fromEntries(
  (['newest', 'popular', 'rating'] as const).map((sort) => [
    sort,
    new QueryTemplate<[number, number, number], CourseSummaryRow>((db, [userId, limit, offset]) =>
      sorted(visibleCourses({ db, user: { id: userId } } as CourseViewer).select(SUMMARY_COLUMNS), sort)
        .limit(limit)
        .offset(offset),
    ),
  ]),
) as Record<ListInput['sort'], QueryTemplate<[number, number, number], CourseSummaryRow>>;

/** apiCourse/byCategoryCache: one page of the library and the total. */
export async function listCourses(viewer: CourseViewer, input: ListInput): Promise<CourseListResult> {
  const plain = plainFirstPages(viewer, input);
  const built = plain ? null : await buildCourseListQuery(viewer, input);
  if (!plain && !built) return { list: [], total: 0, page: input.page, pageSize: input.pageSize };
  // The total is a counter read unless a filter reads text or the learner's study (decision 0059).
  const preview = input.preview === '1' && viewer.isAdmin;
  const total = countedTotalApplies(viewer, input)
    ? countedCourseTotal(viewer, input, preview)
    : built!.count.executeTakeFirstOrThrow().then((count) => Number(count.n));
  const page = plain
    ? PLAIN_PAGES[input.sort].execute(viewer.db, viewer.db, [
        viewer.user!.id,
        input.pageSize,
        (input.page - 1) * input.pageSize,
      ])
    : built!.page.execute();
  const [rows, counted] = await Promise.all([page, total]);
  const progress = await progressByCourse(
    viewer.db,
    viewer.enterprise.id,
    viewer.user?.id ?? null,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((row) => presentCourseSummary(row, progress.get(row.id) ?? null)),
    total: counted,
    page: input.page,
    pageSize: input.pageSize,
  };
}
