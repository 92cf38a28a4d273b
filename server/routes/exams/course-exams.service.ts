import type { CourseExams } from '../../../protocol';
import { closeOverdueOf } from './attempt-finalize';
import { metGates } from './course-gate';
import { presentExamRow } from './exam.presenter';
import { questionCounts, visibleExams, type ExamScope } from './exam-scope';
import { learnerExamState, type AttemptRow } from './exam-state';

/**
 * GET /v1/exam/course: the after-class exams attached to one course that the learner may see,
 * with their state and whether the course gate is met (issue 17). A course of another
 * enterprise has none here (the tenant scope), so nothing is told about it.
 */
export async function courseExams(scope: ExamScope, courseId: number): Promise<CourseExams> {
  const { db, userId, now } = scope;
  await closeOverdueOf(db, { userId }, now);
  const exams = await visibleExams(db, userId)
    .where('course_id', '=', courseId)
    .where('kind', '=', 'after_class')
    .orderBy('opens_at')
    .orderBy('id')
    .execute();
  if (exams.length === 0) return { list: [] };
  const ids = exams.map((e) => e.id);
  const counts = await questionCounts(db, ids);
  const attempts = await db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('exam_id', 'in', ids)
    .execute();
  const byExam = new Map<number, AttemptRow[]>();
  for (const a of attempts) byExam.set(a.exam_id, [...(byExam.get(a.exam_id) ?? []), a]);
  const gates = await metGates(db, userId, exams);
  const chapterIds = exams.map((e) => e.gate_chapter_id).filter((id): id is number => id !== null);
  const titles = new Map(
    chapterIds.length === 0
      ? []
      : (await db.selectFrom('course_chapters').select(['id', 'title']).where('id', 'in', chapterIds).execute()).map(
          (c) => [c.id, c.title] as const,
        ),
  );
  return {
    list: exams.map((exam) => {
      const c = counts.get(exam.id) ?? { count: 0, fullMarks: 0 };
      const gateMet = gates.has(exam.id);
      const state = learnerExamState(exam, byExam.get(exam.id) ?? [], now, c.count, gateMet);
      return {
        ...presentExamRow(exam, state, c),
        refusal: state.refusal,
        gateChapterId: exam.gate_chapter_id,
        gateChapterTitle: exam.gate_chapter_id === null ? null : (titles.get(exam.gate_chapter_id) ?? null),
        gateMet,
      };
    }),
  };
}
