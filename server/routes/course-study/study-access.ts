import { ErrorCode, type CourseAccessState } from '../../../protocol';
import type { Course, CourseChapter } from '../../db/schema-courses';
import { AppError } from '../../pipeline/app-error';
import { courseAccess } from '../courses';
import { courseChapters, presentChapters, progressOf } from './study-chapters';
import type { StudyScope } from './study-scope';

const REFUSALS: Partial<Record<CourseAccessState, () => AppError>> = {
  deleted: () => new AppError(ErrorCode.STUDY_COURSE_UNAVAILABLE, { data: { state: 'deleted' } }),
  off_shelf: () => new AppError(ErrorCode.STUDY_COURSE_UNAVAILABLE, { data: { state: 'off_shelf' } }),
  transcode_failed: () => new AppError(ErrorCode.STUDY_TRANSCODE_FAILED),
  not_visible: () => new AppError(ErrorCode.STUDY_NOT_VISIBLE),
  expired: () => new AppError(ErrorCode.STUDY_COURSE_EXPIRED),
  not_purchased: () => new AppError(ErrorCode.STUDY_NOT_PURCHASED, { data: { personalPurchase: true } }),
  admin_purchase_only: () => new AppError(ErrorCode.STUDY_NOT_PURCHASED, { data: { personalPurchase: false } }),
};

export interface StudyTarget {
  course: Course;
  chapter: CourseChapter;
  chapters: CourseChapter[];
  /** An administrator's preview: shown, never recorded. */
  preview: boolean;
}

/**
 * May this learner open this chapter now? The course's access state is the library's rule
 * (courses/course-access.ts, the same the detail page shows); then the chapter must be the
 * course's, and in a sequential course every earlier chapter finished. Another tenant's course or
 * chapter is NOT_FOUND.
 */
export async function loadStudyTarget(
  scope: StudyScope,
  courseId: number,
  chapterId: number,
  previewAsked: boolean,
): Promise<StudyTarget> {
  const { db, enterprise, user } = scope;
  const course = await db.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirst();
  if (!course || course.status === 'draft') throw new AppError(ErrorCode.NOT_FOUND);
  const enrolment = await db
    .selectFrom('course_enrolments')
    .select(['source', 'access_expires_at'])
    .where('user_id', '=', user.id)
    .where('course_id', '=', course.id)
    .executeTakeFirst();
  const audience =
    course.audience === 'listed'
      ? await db
          .selectFrom('course_audience')
          .select('user_id')
          .where('course_id', '=', course.id)
          .where('user_id', '=', user.id)
          .executeTakeFirst()
      : undefined;
  const access = courseAccess(
    { db, enterprise, user, isAdmin: scope.isAdmin, now: scope.now },
    { course, enrolment: enrolment ?? null, inAudience: audience !== undefined, previewAsked },
  );
  const refusal = REFUSALS[access];
  if (refusal) throw refusal();

  const chapters = await courseChapters(scope, course.id);
  const chapter = chapters.find((c) => c.id === chapterId);
  if (!chapter) throw new AppError(ErrorCode.NOT_FOUND);
  const preview = access === 'preview';
  if (!preview && course.sequential === 1) {
    const listed = presentChapters(scope.config, true, chapters, await progressOf(scope, course.id));
    const target = listed.find((c) => c.id === chapterId)!;
    if (target.locked) {
      const first = listed.find((c) => !c.completed)!;
      throw new AppError(ErrorCode.STUDY_SEQUENTIAL_REQUIRED, { data: { chapterId: first.id, title: first.title } });
    }
  }
  return { course, chapter, chapters, preview };
}
