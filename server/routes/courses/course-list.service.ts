import { sql, type ExpressionBuilder } from 'kysely';
import { ErrorCode, isValidCatid, type CourseListResult, type courseListParamsSchema } from '../../../protocol';
import type { z } from 'zod';
import { containsPattern, likeInsensitive } from '../../db/engine';
import type { Database } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';
import { categoryWithDescendants } from './course-categories.service';
import { SUMMARY_COLUMNS, presentCourseSummary } from './course-presenter';
import { progressByCourse } from './course-progress';
import type { CourseViewer } from './course-viewer';
import { countedCourseTotal, countedTotalApplies } from './course-list-total';
import { plainLibraryPage } from './course-list-plain';
import { sortedCourses, visibleCourses, type CourseQuery } from './course-list-query';

export { RATING_AVERAGE_SQL, visibleCourses } from './course-list-query';

type ListInput = z.infer<typeof courseListParamsSchema>;

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

/** The filtered, sorted query of one page (exported for the index test's EXPLAIN QUERY PLAN). */
export async function buildCourseListQuery(viewer: CourseViewer, input: ListInput) {
  const preview = input.preview === '1' && viewer.isAdmin;
  const filtered = await applyFilters(viewer, input, visibleCourses(viewer, { ignoreAudience: preview }));
  if (!filtered) return null;
  return {
    page: sortedCourses(filtered.select(SUMMARY_COLUMNS), input.sort)
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

/** apiCourse/byCategoryCache: one page of the library and the total. */
export async function listCourses(viewer: CourseViewer, input: ListInput): Promise<CourseListResult> {
  if (plainFirstPages(viewer, input)) return plainLibraryPage(viewer, input);
  const built = await buildCourseListQuery(viewer, input);
  if (!built) return { list: [], total: 0, page: input.page, pageSize: input.pageSize };
  // The total is a counter read unless a filter reads text or the learner's study (decision 0059).
  const preview = input.preview === '1' && viewer.isAdmin;
  const total = countedTotalApplies(viewer, input)
    ? countedCourseTotal(viewer, input, preview)
    : built.count.executeTakeFirstOrThrow().then((count) => Number(count.n));
  const [rows, counted] = await Promise.all([built.page.execute(), total]);
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
