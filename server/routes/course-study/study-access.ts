import { ErrorCode } from '../../../protocol';
import type { Course, CourseChapter } from '../../db/schema-courses';
import { AppError } from '../../pipeline/app-error';
import { assertMayStudy } from '../courses';
import { courseChapters, presentChapters, progressOf } from './study-chapters';
import type { StudyScope } from './study-scope';

export interface StudyTarget {
  course: Course;
  chapter: CourseChapter;
  chapters: CourseChapter[];
  /** An administrator's preview: shown, never recorded. */
  preview: boolean;
}

/**
 * May this learner open this chapter now? The course's access state is the library's rule, passed
 * through the one study gate (courses/study-gate.ts, which the social writes pass too); then the chapter must be the
 * course's, and in a sequential course every earlier chapter finished. Another tenant's course or
 * chapter is NOT_FOUND.
 */
export async function loadStudyTarget(
  scope: StudyScope,
  courseId: number,
  chapterId: number,
  previewAsked: boolean,
): Promise<StudyTarget> {
  const course = await scope.db.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirst();
  if (!course || course.status === 'draft') throw new AppError(ErrorCode.NOT_FOUND);
  const access = await assertMayStudy(scope, course, previewAsked);

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
