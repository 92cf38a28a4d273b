import { sql, type Kysely } from 'kysely';
import type { CourseListResult, courseListParamsSchema } from '../../../protocol';
import type { z } from 'zod';
import { COURSE_GROUPS } from '../../db/count-sources';
import type { Database } from '../../db/schema';
import { QueryTemplate } from '../../lib/query-template';
import { SUMMARY_COLUMNS, presentCourseSummary, type CourseSummaryRow } from './course-presenter';
import { progressByCourse } from './course-progress';
import { hiddenQuery } from './course-list-total';
import { sortedCourses, visibleCourses } from './course-list-query';
import type { CourseViewer } from './course-viewer';

type ListInput = z.infer<typeof courseListParamsSchema>;
type Sort = ListInput['sort'];

/**
 * A member's page of the library without a filter: the library as it opens, the course list's
 * most made call. Its two statements are compiled once per enterprise handle (issue 28: building,
 * scoping and compiling them cost more CPU than running them) and run side by side.
 */
function plainPageQuery(db: Kysely<Database>, sort: Sort, userId: number) {
  return sortedCourses(visibleCourses({ db, user: { id: userId } } as CourseViewer).select(SUMMARY_COLUMNS), sort);
}

/**
 * countedCourseTotal without a filter, in one statement of one row (decision 0059): the counter
 * rows of the shelf for everyone and of the courses listed for this learner, summed by the
 * database, less the courses hidden from them. It was three statements, the first returning every
 * counter row of the shelf (a row per shape) to be summed here.
 */
function libraryTotalQuery(db: Kysely<Database>, userId: number, group: string) {
  return db.selectNoFrom((eb) => {
    const counted = eb
      .selectFrom('list_counts')
      .select(sql<number>`coalesce(sum(list_counts.n), 0)`.as('n'))
      .where('list_counts.list', '=', 'courses')
      .where('list_counts.grp', 'in', [COURSE_GROUPS.everyone, group]);
    // Built from the expression builder, so that the tenant scope is added once, when the whole
    // statement is compiled (a handle's own builder would add it again).
    const hidden = hiddenQuery(eb as unknown as Pick<Kysely<Database>, 'selectFrom'>, userId).select(
      sql<number>`count(*)`.as('n'),
    );
    return [eb(counted, '-', hidden).as('n')];
  });
}

// Values: the member, the page size, the offset.
const PLAIN_PAGES = Object.fromEntries(
  (['newest', 'popular', 'rating'] as const).map((sort) => [
    sort,
    new QueryTemplate<[number, number, number], CourseSummaryRow>((db, [userId, limit, offset]) =>
      plainPageQuery(db, sort, userId).limit(limit).offset(offset),
    ),
  ]),
) as Record<Sort, QueryTemplate<[number, number, number], CourseSummaryRow>>;

// Values: the member, their counter group.
const PLAIN_TOTAL = new QueryTemplate<[number, string], { n: number }>((db, [userId, group]) =>
  libraryTotalQuery(db, userId, group),
);

/** The page, its progress and the total of a member's unfiltered library (listCourses' plain case). */
export async function plainLibraryPage(viewer: CourseViewer, input: ListInput): Promise<CourseListResult> {
  const userId = viewer.user!.id;
  const [rows, [total]] = await Promise.all([
    PLAIN_PAGES[input.sort].execute(viewer.db, viewer.db, [userId, input.pageSize, (input.page - 1) * input.pageSize]),
    PLAIN_TOTAL.execute(viewer.db, viewer.db, [userId, COURSE_GROUPS.user(userId)]),
  ]);
  const progress = await progressByCourse(
    viewer.db,
    viewer.enterprise.id,
    userId,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((row) => presentCourseSummary(row, progress.get(row.id) ?? null)),
    total: Number(total!.n),
    page: input.page,
    pageSize: input.pageSize,
  };
}
