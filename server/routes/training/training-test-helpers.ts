/* eslint-disable @typescript-eslint/no-explicit-any -- the answers are read as loose JSON; their shapes are checked by the call schemas */
import { afterEach, beforeEach, expect } from 'vitest';
import type { Params, ResponseEnvelope } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** The training tests' seeded app and helpers (issue 22, decision 0045): one app per test. */
export type Who = { token: string; userid: string };

export function useTrainingApp() {
  const holder: { t: TestApp } = { t: undefined as unknown as TestApp };
  beforeEach(async () => {
    holder.t = await createTestApp();
  });
  afterEach(async () => {
    await holder.t.close();
  });
  const app = () => holder.t;

  async function call(who: Who | null, name: string, params: Params = {}, method: 'GET' | 'POST' = 'GET') {
    const { body } = await app().call(name, params, { method, eid: 1, ...(who ?? { token: '', userid: '' }) });
    return body as ResponseEnvelope & { data: any };
  }

  async function trainingId(english: string): Promise<number> {
    const rows = await app().db.selectFrom('trainings').select(['id', 'names']).execute();
    const row = rows.find((r) => (JSON.parse(r.names) as { en_us: string }).en_us === english);
    if (!row) throw new Error(`no training ${english}`);
    return row.id;
  }

  async function userId(account: string): Promise<number> {
    return (
      await app()
        .db.selectFrom('users')
        .select('id')
        .where('eid', '=', 1)
        .where('account', '=', account)
        .executeTakeFirstOrThrow()
    ).id;
  }

  /** Pass the trainee's one-question drill quiz through the exams area's own calls. */
  async function passDrillQuiz(who: Who) {
    const t = app();
    const exam = await t.db
      .selectFrom('exams')
      .select('id')
      .where('name', '=', 'Training drill quiz')
      .executeTakeFirstOrThrow();
    const start = await call(who, '/v1/exam/attempt/start', { examId: exam.id, deviceId: 'device-train-0001' }, 'POST');
    expect(start.status, start.msg).toBe('Y');
    const q = await t.db
      .selectFrom('exam_questions')
      .select('question_id')
      .where('exam_id', '=', exam.id)
      .executeTakeFirstOrThrow();
    const answers = JSON.stringify([{ questionId: q.question_id, values: ['T'], seq: 1 }]);
    const done = await call(who, '/v1/exam/attempt/submit', { attemptId: start.data.attemptId, answers }, 'POST');
    expect(done.status, done.msg).toBe('Y');
    expect(done.data.passed).toBe(true);
  }

  return { app, call, trainingId, userId, passDrillQuiz };
}
