import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The learner's progress 0–100 per course: 100 once completed, else the share of chapters
 * finished. Courses never started are absent (shown as "not started").
 */
export async function courseProgress(
  db: Kysely<Database>,
  userId: number,
  courseIds: number[],
): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (courseIds.length === 0) return result;
  const enrolments = await db
    .selectFrom('course_enrolments')
    .select(['course_id', 'completed_at'])
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .execute();
  const chapters = await db
    .selectFrom('course_chapters')
    .select(['course_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('course_id', 'in', courseIds)
    .groupBy('course_id')
    .execute();
  const done = await db
    .selectFrom('chapter_progress')
    .select(['course_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .where('completed_at', 'is not', null)
    .groupBy('course_id')
    .execute();
  const total = new Map(chapters.map((c) => [c.course_id, Number(c.n)]));
  const finished = new Map(done.map((c) => [c.course_id, Number(c.n)]));
  const started = new Set([...enrolments.map((e) => e.course_id), ...finished.keys()]);
  for (const e of enrolments) if (e.completed_at !== null) result.set(e.course_id, 100);
  for (const id of started) {
    if (result.has(id)) continue;
    const n = total.get(id) ?? 0;
    result.set(id, n === 0 ? 0 : Math.min(100, Math.round(((finished.get(id) ?? 0) / n) * 100)));
  }
  return result;
}
