import { sql } from 'kysely';
import { ErrorCode, type CoursePlaybill, type CourseSummary } from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import { verifyCourse } from './course-detail.service';
import { visibleCourses } from './course-list.service';
import { presentCourseSummary } from './course-presenter';
import { progressByCourse } from './course-progress';
import type { CourseViewer } from './course-viewer';

/**
 * apiCourse/recommendCourse: courses the viewer can see, the viewed course's category first, then
 * the most learners. Expired courses are left out (nothing to recommend there).
 */
export async function recommendCourses(
  viewer: CourseViewer,
  input: { id?: number | undefined; limit: number },
): Promise<{ list: CourseSummary[] }> {
  let categoryId: number | null = null;
  let query = visibleCourses(viewer).where((eb) =>
    eb.or([eb('courses.expires_at', 'is', null), eb('courses.expires_at', '>', viewer.now)]),
  );
  if (input.id !== undefined) {
    const current = await viewer.db
      .selectFrom('courses')
      .select('category_id')
      .where('id', '=', input.id)
      .executeTakeFirst();
    categoryId = current?.category_id ?? null;
    query = query.where('courses.id', '!=', input.id);
  }
  const rows = await query
    .selectAll('courses')
    .orderBy(sql`case when courses.category_id = ${categoryId ?? -1} then 0 else 1 end`)
    .orderBy('courses.learner_count', 'desc')
    .orderBy('courses.id', 'desc')
    .limit(input.limit)
    .execute();
  const progress = await progressByCourse(
    viewer.db,
    viewer.enterprise.id,
    viewer.user?.id ?? null,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => presentCourseSummary(r, progress.get(r.id) ?? null)) };
}

/** /v1/playbill/course: what a share poster shows. Only for a course the viewer may see on the shelf. */
export async function coursePlaybill(viewer: CourseViewer, id: number): Promise<CoursePlaybill> {
  const { course, access } = await verifyCourse(viewer, id, false);
  if (access === 'not_visible' || access === 'deleted') throw new AppError(ErrorCode.NOT_FOUND);
  return {
    id: course.id,
    title: course.title,
    cover: course.cover,
    mediaType: course.media_type,
    lecturerName: course.lecturer_name,
    summary: course.summary,
    enterpriseName: viewer.enterprise.name,
    path: `/course/${course.id}`,
  };
}
