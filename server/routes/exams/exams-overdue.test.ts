import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXAM_LIMITS, type ExamPaper, type ExamTransition, type SubmitResult } from '../../../protocol';
import { closeOverdueAttempts } from './attempt-finalize';
import { correctAnswers, examHarness, type ExamHarness } from './exam-test-helpers';
import { OVERDUE_SWEEP_MS, registerExamSweep } from './overdue-sweep';
import { guardTenantTables } from '../../db/tenant-scope';

let h: ExamHarness;
beforeEach(async () => {
  h = await examHarness();
});
afterEach(async () => {
  await h.t.close();
});

async function startAndSaveTwoRight(): Promise<{ attemptId: number; deadlineAt: number }> {
  const started = await h.start('Exam demo: objective quiz');
  const questions = await h.paper(started.attemptId);
  const right = await correctAnswers(
    h.t,
    questions.map((q) => q.id),
  );
  const answers = questions.slice(0, 2).map((q) => ({ questionId: q.id, values: right.get(q.id)!, seq: 1 }));
  const saved = await h.call(
    '/v1/exam/attempt/save',
    { attemptId: started.attemptId, answers: JSON.stringify(answers) },
    'POST',
  );
  expect(saved.status).toBe('Y');
  return started;
}

const attemptRow = (id: number) =>
  h.t.db.selectFrom('exam_attempts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('deadline, grace and the overdue close', () => {
  it('the periodic sweep closes an attempt left open past its deadline and scores its saved answers', async () => {
    const { attemptId, deadlineAt } = await startAndSaveTwoRight();
    expect(await closeOverdueAttempts(guardTenantTables(h.t.db), deadlineAt + EXAM_LIMITS.graceMs)).toBe(0);
    h.t.clock.set(deadlineAt + EXAM_LIMITS.graceMs + 1);
    expect(await closeOverdueAttempts(guardTenantTables(h.t.db), h.t.clock.now())).toBe(1);
    expect(await attemptRow(attemptId)).toMatchObject({
      status: 'scored',
      submit_reason: 'overdue',
      score: 40,
      passed: 0,
    });
    // A second sweep finds nothing: the close happens once.
    expect(await closeOverdueAttempts(guardTenantTables(h.t.db), h.t.clock.now() + 1000)).toBe(0);
  });

  it('any read touching an overdue attempt closes and scores it', async () => {
    const { attemptId, deadlineAt } = await startAndSaveTwoRight();
    h.t.clock.set(deadlineAt + EXAM_LIMITS.graceMs + 60_000);
    const paper = (await h.call('apiExamnew/getExamQuestion', { attemptId })).data as ExamPaper;
    expect(paper.status).toBe('submitted');
    expect(await attemptRow(attemptId)).toMatchObject({ status: 'scored', submit_reason: 'overdue', score: 40 });
  });

  it('the transition page closes it too and no longer offers to resume it', async () => {
    const { attemptId, deadlineAt } = await startAndSaveTwoRight();
    h.t.clock.set(deadlineAt + EXAM_LIMITS.graceMs + 1);
    const transition = (await h.call('/v1/exam/transition', { examId: await h.examId('Exam demo: objective quiz') }))
      .data as ExamTransition;
    expect(transition.openAttempt).toBeNull();
    expect(transition.lastAttemptId).toBe(attemptId);
    expect(transition).toMatchObject({ bestScore: 40, result: 'unqualified', canEnter: true, attemptsLeft: 9 });
  });

  it('accepts saves within the grace, refuses them after and changes nothing', async () => {
    const { attemptId, deadlineAt } = await startAndSaveTwoRight();
    const [q] = await h.paper(attemptId);
    const save = (values: string[], seq: number) =>
      h.call(
        '/v1/exam/attempt/save',
        { attemptId, answers: JSON.stringify([{ questionId: q!.id, values, seq }]) },
        'POST',
      );
    h.t.clock.set(deadlineAt + EXAM_LIMITS.graceMs - 1);
    expect((await save(['B'], 2)).status).toBe('Y');
    h.t.clock.set(deadlineAt + EXAM_LIMITS.graceMs + 1);
    const before = await h.t.db
      .selectFrom('exam_answers')
      .selectAll()
      .where('attempt_id', '=', attemptId)
      .where('question_id', '=', q!.id)
      .executeTakeFirstOrThrow();
    expect(await save(['C'], 3)).toMatchObject({ status: 'N', code: 42509 });
    const after = await h.t.db
      .selectFrom('exam_answers')
      .selectAll()
      .where('attempt_id', '=', attemptId)
      .where('question_id', '=', q!.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(after.answer)).toEqual(['B']);
    expect(after.seq).toBe(before.seq);
    // The refused save still closed the overdue attempt (a touch closes it).
    expect((await attemptRow(attemptId)).status).toBe('scored');
  });

  it('a hand-in after deadline + grace returns the overdue result and ignores the late batch', async () => {
    const { attemptId, deadlineAt } = await startAndSaveTwoRight();
    const questions = await h.paper(attemptId);
    const right = await correctAnswers(
      h.t,
      questions.map((q) => q.id),
    );
    h.t.clock.set(deadlineAt + EXAM_LIMITS.graceMs + 5);
    const late = questions.map((q) => ({ questionId: q.id, values: right.get(q.id)!, seq: 5 }));
    const result = (await h.call('/v1/exam/attempt/submit', { attemptId, answers: JSON.stringify(late) }, 'POST'))
      .data as SubmitResult;
    expect(result).toMatchObject({ status: 'scored', score: 40, reason: 'overdue', firstSubmission: false });
  });

  it('the server runs the sweep on a timer and stops it on close', async () => {
    const { attemptId, deadlineAt } = await startAndSaveTwoRight();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const app = Fastify({ logger: false });
      registerExamSweep(app, { db: h.t.db, clock: { now: () => deadlineAt + EXAM_LIMITS.graceMs + 1 } });
      await app.ready();
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersByTime(OVERDUE_SWEEP_MS);
      await vi.waitFor(async () => expect((await attemptRow(attemptId)).status).toBe('scored'), {
        timeout: 5000,
        interval: 20,
      });
      await app.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
