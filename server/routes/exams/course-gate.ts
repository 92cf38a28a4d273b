import type { Db } from './exam-scope';
import type { ExamRow } from './exam-state';

/**
 * An after-class exam follows its course's gating (spec 001: exams attached to a course; issue
 * 17): it opens once the learner completed the course, or, when the exam names a gate chapter,
 * that chapter. Other exams have no gate. Completion is the course-study area's record
 * (course_enrolments / chapter_progress), read here and never written.
 */
export function isGated(exam: Pick<ExamRow, 'kind' | 'course_id'>): boolean {
  return exam.kind === 'after_class' && exam.course_id !== null;
}

/** The ids of the gated exams among `exams` whose gate this learner has met. */
export async function metGates(db: Db, userId: number, exams: readonly ExamRow[]): Promise<Set<number>> {
  const gated = exams.filter(isGated);
  const met = new Set<number>();
  if (gated.length === 0) return met;
  const courseIds = [...new Set(gated.map((e) => e.course_id!))];
  const completedCourses = new Set(
    (
      await db
        .selectFrom('course_enrolments')
        .select('course_id')
        .where('user_id', '=', userId)
        .where('course_id', 'in', courseIds)
        .where('completed_at', 'is not', null)
        .execute()
    ).map((r) => r.course_id),
  );
  const chapterIds = gated.map((e) => e.gate_chapter_id).filter((id): id is number => id !== null);
  const completedChapters = new Set(
    chapterIds.length === 0
      ? []
      : (
          await db
            .selectFrom('chapter_progress')
            .select('chapter_id')
            .where('user_id', '=', userId)
            .where('chapter_id', 'in', chapterIds)
            .where('completed_at', 'is not', null)
            .execute()
        ).map((r) => r.chapter_id),
  );
  for (const exam of gated) {
    const done =
      completedCourses.has(exam.course_id!) ||
      (exam.gate_chapter_id !== null && completedChapters.has(exam.gate_chapter_id));
    if (done) met.add(exam.id);
  }
  return met;
}

/** Whether one exam's gate is met (true for an exam without a gate). */
export async function gateMetFor(db: Db, userId: number, exam: ExamRow): Promise<boolean> {
  return !isGated(exam) || (await metGates(db, userId, [exam])).has(exam.id);
}
