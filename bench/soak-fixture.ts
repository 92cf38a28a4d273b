import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { seedLongExam } from './fixtures/long-exam';

/**
 * The soak's learners and exam, added to a freshly seeded demo database (never the demo seed
 * itself): `count` accounts soak01…soakNN made like the demo `learner` (same password, profile
 * and department, no phone), all listed on one exam with no device or switch limit.
 */
export interface SoakFixture {
  accounts: string[];
  examId: number;
  /** The paper's single-choice questions, the ones the learners answer. */
  questionIds: number[];
}

export async function seedSoak(db: Kysely<Database>, count: number): Promise<SoakFixture> {
  const model = await db
    .selectFrom('users')
    .selectAll()
    .where('eid', '=', 1)
    .where('account', '=', 'learner')
    .executeTakeFirstOrThrow();
  const accounts = Array.from({ length: count }, (_, i) => `soak${String(i + 1).padStart(2, '0')}`);
  const { id: _id, ...rest } = model;
  const users = await db
    .insertInto('users')
    .values(
      accounts.map((account, i) => ({
        ...rest,
        account,
        username: `Soak learner ${i + 1}`,
        phone: '',
        weixin_user_id: '',
        dingtalk_user_id: '',
      })),
    )
    .returning('id')
    .execute();
  const exam = await seedLongExam(db, { name: 'Soak: one exam, many learners', account: 'learner', count: 80 });
  await db
    .insertInto('exam_audience')
    .values(users.map((u) => ({ exam_id: exam.examId, eid: 1, user_id: u.id })))
    .execute();
  return {
    accounts,
    examId: exam.examId,
    questionIds: exam.questions.filter((q) => q.type === 'single').map((q) => q.id),
  };
}
