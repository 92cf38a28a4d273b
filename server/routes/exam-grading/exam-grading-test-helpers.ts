import { afterEach, beforeEach } from 'vitest';
import type { GradingPaper } from '../../../protocol';
import { forTenant } from '../../db/tenant-scope';
import { onDomainEvent, type DomainEvent } from '../../lib/domain-events';
import { accountUserId } from '../../test-support/lookups';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** The exam-grading tests' app, sign-ins and seeded papers (exam-grading*.test.ts). */
export let t: TestApp;
export let admin: { token: string; userid: string };
export let learner: { token: string; userid: string };
export const graded: DomainEvent[] = [];
onDomainEvent('exam.paper.graded', 'exam-grading-test', async (_trx, event) => void graded.push(event));

/** One seeded app per test, signed in as the administrator and the learner (call in each test file). */
export function useGradingApp(): void {
  beforeEach(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    learner = await t.login('learner');
    graded.length = 0;
  });
  afterEach(async () => {
    await t.close();
  });
}

export const get = async (call: string, params: Record<string, string>, auth = admin) =>
  (await t.call(call, params, auth)).body;
export const post = async (call: string, params: Record<string, string>, auth = admin) =>
  (await t.call(call, params, { method: 'POST', ...auth })).body;

/** The seeded papers waiting for grading ("Exam demo: essays to grade": learner's and sales'). */
export async function waitingPaper(account: 'learner' | 'sales') {
  return forTenant(t.db, 1)
    .selectFrom('exam_attempts')
    .innerJoin('users', 'users.id', 'exam_attempts.user_id')
    .innerJoin('exams', 'exams.id', 'exam_attempts.exam_id')
    .where('users.account', '=', account)
    .where('exams.name', '=', 'Exam demo: essays to grade')
    .select(['exam_attempts.id', 'exam_attempts.exam_id'])
    .executeTakeFirstOrThrow();
}

export const attemptRow = (id: number) =>
  t.db.selectFrom('exam_attempts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
export const essayIds = (paper: GradingPaper) =>
  paper.questions.filter((q) => q.type === 'essay').map((q) => q.questionId);

/** A waiting paper in enterprise 2, for the tenancy checks. */
export async function otherTenantPaper(): Promise<number> {
  const exam = await forTenant(t.db, 2).selectFrom('exams').select('id').executeTakeFirstOrThrow();
  const user = { id: await accountUserId(t.db, 2, 'learner') };
  const now = t.clock.now();
  const row = await t.db
    .insertInto('exam_attempts')
    .values({
      eid: 2,
      exam_id: exam.id,
      user_id: user.id,
      number: 1,
      device_id: 'other-tenant-01',
      status: 'pending_grading',
      started_at: now - 60_000,
      deadline_at: now + 60_000,
      submitted_at: now,
      submit_reason: 'hand_in',
      objective_score: 10,
      score: null,
      passed: null,
      graded_at: null,
      graded_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
