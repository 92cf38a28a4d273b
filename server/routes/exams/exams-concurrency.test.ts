import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type ExamPaper, type ResultDetail, type StartAttempt, type SubmitResult } from '../../../protocol';
import { correctAnswers, examHarness, type ExamHarness } from './exam-test-helpers';

/**
 * Calls of one attempt arriving at the same moment. SQLite runs one writer at a time; on
 * PostgreSQL (DATABASE_URL=postgres://…, `npm run test:pg`) the requests really run side by side,
 * and these tests fail without the attempt's row lock (exam-scope ownAttempt) and the learner's.
 */
let h: ExamHarness;
beforeEach(async () => {
  h = await examHarness();
});
afterEach(async () => {
  await h.t.close();
});

describe('one attempt, parallel calls', () => {
  it('loses no accepted save to a hand-in running at the same time', async () => {
    const { attemptId } = await h.start('Exam demo: objective quiz');
    const paper = await h.paper(attemptId);
    const right = await correctAnswers(
      h.t,
      paper.map((q) => q.id),
    );
    const save = (questionId: number) =>
      h.call(
        '/v1/exam/attempt/save',
        { attemptId, answers: JSON.stringify([{ questionId, values: right.get(questionId)!, seq: 1 }]) },
        'POST',
      );
    const submit = h.call('/v1/exam/attempt/submit', { attemptId }, 'POST');
    const saves = await Promise.all(paper.map((q) => save(q.id)));
    const submitted = (await submit).data as SubmitResult;
    expect(submitted).toMatchObject({ status: 'scored', reason: 'hand_in' });
    const accepted = paper.filter((_q, i) => saves[i]!.status === 'Y').map((q) => q.id);
    for (const [i, body] of saves.entries())
      if (body.status !== 'Y') expect(body.code, `save ${i}`).toBe(ErrorCode.EXAM_ATTEMPT_CLOSED);
    // Every answer the server said it stored is in the scored paper, and counted.
    const detail = (await h.call('/v1/exam/result/detail', { attemptId })).data as ResultDetail;
    const byId = new Map(detail.questions.map((q) => [q.id, q]));
    for (const id of accepted) expect(byId.get(id), `question ${id}`).toMatchObject({ correct: true });
    const full = detail.questions.filter((q) => accepted.includes(q.id)).reduce((sum, q) => sum + q.score, 0);
    expect(submitted.score).toBeCloseTo(full, 5);
  });

  it('counts screen switches reported at once, each once', async () => {
    const { attemptId } = await h.start('Exam demo: objective quiz');
    const seqs = [1, 2, 3, 4, 5, 6, 3, 5];
    const answers = await Promise.all(seqs.map((seq) => h.call('/v1/exam/attempt/switch', { attemptId, seq }, 'POST')));
    expect(answers.every((a) => a.status === 'Y')).toBe(true);
    const paper = (await h.call('apiExamnew/getExamQuestion', { attemptId })).data as ExamPaper;
    expect(paper).toMatchObject({ status: 'open', switchCount: 6 });
  });

  it('opens one attempt for starts clicked at once; the others resume it', async () => {
    const examId = await h.examId('Exam demo: objective quiz');
    const starts = await Promise.all(
      [1, 2, 3].map(() => h.call('/v1/exam/attempt/start', { examId, deviceId: 'device-test-0001' }, 'POST')),
    );
    for (const s of starts) expect(s.status, s.msg).toBe('Y');
    const ids = new Set(starts.map((s) => (s.data as StartAttempt).attemptId));
    expect(ids.size).toBe(1);
    expect(starts.filter((s) => !(s.data as StartAttempt).resumed)).toHaveLength(1);
  });
});
