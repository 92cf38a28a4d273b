import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { demoRandom } from './daily-loop-demo-data';
import { demoAccounts } from './demo-users';

const DAY = 86_400_000;
/** The colleagues whose history this adds (colleague10 … colleague24): no spec or test signs in as them. */
const FIRST = 10;
const LAST = 24;
/** The exam their papers belong to, only theirs (its audience), so no learner's exam list changes. */
export const STATISTICS_DEMO_EXAM = 'Statistics demo: monthly quiz';

/**
 * History for /admin/statistics (decision 0056): the seed's study days already fill 60 days of
 * study hours and active learners, but few courses were completed and no exam paper was scored in
 * the recent past. This adds, for colleagues 10–24 of eid 1, completed courses and scored papers
 * (about 70 % passed) spread over the last 90 days, relative to `now` like the daily-loop history.
 * New rows only: enrolments straight in the table (courses.learner_count, study_days and so the
 * rankings stay as they were), and the papers in an exam of their own.
 */
export async function seedAdminStatistics(trx: Transaction<Database>, now: number = Date.now()): Promise<void> {
  const random = demoRandom(20261126);
  const accounts = Array.from({ length: LAST - FIRST + 1 }, (_, i) => `colleague${String(FIRST + i).padStart(2, '0')}`);
  const users = await demoAccounts(trx, accounts);
  const courses = await trx
    .selectFrom('courses')
    .select('id')
    .where('eid', '=', 1)
    .where('status', '=', 'published')
    .orderBy('id')
    .execute();
  const template = await trx
    .selectFrom('exams')
    .selectAll()
    .where('eid', '=', 1)
    .where('name', '=', 'Exam demo: ended')
    .executeTakeFirst();
  if (users.length === 0 || courses.length === 0 || !template) return;

  const { id: _id, ...examColumns } = template;
  const exam = await trx
    .insertInto('exams')
    .values({ ...examColumns, name: STATISTICS_DEMO_EXAM, opens_at: now - 120 * DAY, closes_at: now - DAY })
    .returning(['id', 'pass_score'])
    .executeTakeFirstOrThrow();

  for (const user of users) {
    await trx.insertInto('exam_audience').values({ exam_id: exam.id, eid: 1, user_id: user.id }).execute();
    const enrolled = new Set(
      (await trx.selectFrom('course_enrolments').select('course_id').where('user_id', '=', user.id).execute()).map(
        (row) => row.course_id,
      ),
    );
    const free = courses.filter((course) => !enrolled.has(course.id));
    const completions = 1 + Math.floor(random() * 4);
    for (const course of free.slice(0, completions)) {
      const completedAt = now - Math.floor(random() * 89 * DAY) - Math.floor(random() * 8) * 3_600_000;
      await trx
        .insertInto('course_enrolments')
        .values({
          eid: 1,
          user_id: user.id,
          course_id: course.id,
          source: 'self',
          started_at: completedAt - (3 + Math.floor(random() * 10)) * DAY,
          last_studied_at: completedAt,
          studied_seconds: 1800 + Math.floor(random() * 5400),
          completed_at: completedAt,
        })
        .execute();
    }
    const papers = Math.floor(random() * 4);
    for (let number = 1; number <= papers; number++) {
      const startedAt = now - Math.floor(random() * 89 * DAY) - 2 * 3_600_000;
      const passed = random() < 0.7;
      const score = passed
        ? exam.pass_score + Math.floor(random() * (100 - exam.pass_score + 1))
        : Math.floor(random() * exam.pass_score);
      await trx
        .insertInto('exam_attempts')
        .values({
          eid: 1,
          exam_id: exam.id,
          user_id: user.id,
          number,
          device_id: `stats-demo-${user.id}-${number}`,
          status: 'scored',
          started_at: startedAt,
          deadline_at: startedAt + 3_600_000,
          submitted_at: startedAt + 40 * 60_000,
          submit_reason: 'hand_in',
          objective_score: score,
          score,
          passed: passed ? 1 : 0,
          graded_at: startedAt + 40 * 60_000,
          graded_by: null,
        })
        .execute();
    }
  }
}
