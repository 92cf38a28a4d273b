import type { StudyChapter } from '../../../protocol';
import type { ServerConfig } from '../../config';
import type { ChapterProgressTable, CourseChapter } from '../../db/schema-courses';
import type { Selectable } from 'kysely';
import type { StudyScope } from './study-scope';

type Progress = Selectable<ChapterProgressTable>;

/**
 * Credited seconds that finish a chapter (decision 0017): media when 80 % of its length was
 * credited; documents, text, images and links after a minimum reading time; SCORM only when the
 * package reports completion (null).
 */
export function requiredSeconds(
  config: ServerConfig,
  chapter: Pick<CourseChapter, 'kind' | 'duration_seconds'>,
): number | null {
  if (chapter.kind === 'scorm') return null;
  if (chapter.kind === 'video' || chapter.kind === 'audio') {
    return chapter.duration_seconds > 0
      ? Math.max(1, Math.ceil(chapter.duration_seconds * 0.8))
      : config.studyMinReadSeconds;
  }
  const stated = chapter.duration_seconds > 0 ? chapter.duration_seconds : config.studyMinReadSeconds;
  return Math.max(1, Math.min(config.studyMinReadSeconds, stated));
}

export async function courseChapters(scope: StudyScope, courseId: number): Promise<CourseChapter[]> {
  return scope.db
    .selectFrom('course_chapters')
    .selectAll()
    .where('course_id', '=', courseId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function progressOf(scope: StudyScope, courseId: number): Promise<Map<number, Progress>> {
  const rows = await scope.db
    .selectFrom('chapter_progress')
    .selectAll()
    .where('user_id', '=', scope.user.id)
    .where('course_id', '=', courseId)
    .execute();
  return new Map(rows.map((row) => [row.chapter_id, row]));
}

/** The chapters with this learner's progress; in a sequential course a chapter is locked until every earlier one is finished. */
export function presentChapters(
  config: ServerConfig,
  sequential: boolean,
  chapters: CourseChapter[],
  progress: Map<number, Progress>,
): StudyChapter[] {
  let earlierUnfinished = false;
  return chapters.map((chapter) => {
    const p = progress.get(chapter.id);
    const completed = Boolean(p?.completed_at);
    const locked = sequential && earlierUnfinished;
    if (!completed) earlierUnfinished = true;
    return {
      id: chapter.id,
      title: chapter.title,
      kind: chapter.kind,
      durationSeconds: chapter.duration_seconds,
      completed,
      positionSeconds: p?.position_seconds ?? 0,
      creditedSeconds: p?.credited_seconds ?? 0,
      requiredSeconds: requiredSeconds(config, chapter),
      locked,
    };
  });
}
