import type { LearnRecordList } from '../../../protocol';
import type { StudyScope } from './study-scope';

/** /v1/my/learn-record: the courses this learner started, most recently studied first. */
export async function learnRecords(scope: StudyScope, page: number, pageSize: number): Promise<LearnRecordList> {
  const base = scope.db
    .selectFrom('course_enrolments')
    .innerJoin('courses', 'courses.id', 'course_enrolments.course_id')
    .where('course_enrolments.user_id', '=', scope.user.id)
    .where('courses.status', '!=', 'deleted');
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select((eb) => [
      'courses.id',
      'courses.title',
      'courses.cover',
      'courses.media_type',
      'course_enrolments.studied_seconds',
      'course_enrolments.started_at',
      'course_enrolments.last_studied_at',
      'course_enrolments.completed_at',
      eb
        .selectFrom('course_chapters')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('course_chapters.course_id', '=', 'courses.id')
        .as('chapter_count'),
      eb
        .selectFrom('chapter_progress')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('chapter_progress.course_id', '=', 'courses.id')
        .where('chapter_progress.user_id', '=', scope.user.id)
        .where('chapter_progress.completed_at', 'is not', null)
        .as('done_count'),
    ])
    .orderBy('course_enrolments.last_studied_at', 'desc')
    .orderBy('courses.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    list: rows.map((row) => {
      const chapterCount = Number(row.chapter_count ?? 0);
      const completedChapters = Number(row.done_count ?? 0);
      return {
        courseId: row.id,
        title: row.title,
        cover: row.cover,
        mediaType: row.media_type,
        chapterCount,
        completedChapters,
        progressPercent: row.completed_at
          ? 100
          : chapterCount
            ? Math.round((completedChapters / chapterCount) * 100)
            : 0,
        studiedSeconds: row.studied_seconds,
        startedAt: row.started_at,
        lastStudiedAt: row.last_studied_at,
        completedAt: row.completed_at,
      };
    }),
    total: Number(total.n),
    page,
    pageSize,
  };
}
