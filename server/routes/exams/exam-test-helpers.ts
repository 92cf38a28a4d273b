import { expect } from 'vitest';
import type { Params, ResponseEnvelope } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** Server tests of the exams area: a seeded app, a signed-in learner, and short-hands for the calls. */
export interface ExamHarness {
  t: TestApp;
  who: { token: string; userid: string };
  call(
    name: string,
    params?: Params,
    method?: 'GET' | 'POST',
    as?: { token: string; userid: string; eid?: number },
  ): Promise<ResponseEnvelope>;
  examId(name: string, eid?: number): Promise<number>;
  start(examName: string, deviceId?: string): Promise<{ attemptId: number; deadlineAt: number }>;
  /** Bank question ids of an exam's paper by type (first of each type). */
  paper(
    attemptId: number,
  ): Promise<Array<{ id: number; type: string; options: Array<{ key: string }>; blanks: number; score: number }>>;
}

export const DEVICE = 'device-test-0001';

export async function examHarness(account = 'learner', eid = 1): Promise<ExamHarness> {
  const t = await createTestApp();
  const who = await t.login(account, eid);
  const h: ExamHarness = {
    t,
    who,
    async call(name, params = {}, method = 'GET', as = { ...who, eid }) {
      const { body } = await t.call(name, params, { method, token: as.token, userid: as.userid, eid: as.eid ?? eid });
      return body;
    },
    async examId(name, forEid = eid) {
      const row = await t.db
        .selectFrom('exams')
        .select('id')
        .where('name', '=', name)
        .where('eid', '=', forEid)
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async start(examName, deviceId = DEVICE) {
      const body = await h.call('/v1/exam/attempt/start', { examId: await h.examId(examName), deviceId }, 'POST');
      expect(body.status, body.msg).toBe('Y');
      return body.data as { attemptId: number; deadlineAt: number };
    },
    async paper(attemptId) {
      const body = await h.call('apiExamnew/getExamQuestion', { attemptId });
      expect(body.status, body.msg).toBe('Y');
      return (
        body.data as {
          questions: Array<{
            id: number;
            type: string;
            options: Array<{ key: string }>;
            blanks: number;
            score: number;
          }>;
        }
      ).questions;
    },
  };
  return h;
}

/** The right answers of the seeded bank, by question type and stem fragment. */
export async function correctAnswers(t: TestApp, questionIds: number[]): Promise<Map<number, string[]>> {
  const rows = await t.db.selectFrom('questions').select(['id', 'answer']).where('id', 'in', questionIds).execute();
  return new Map(rows.map((r) => [r.id, (JSON.parse(r.answer) as string[]).map((v) => v.split('|')[0]!)]));
}
