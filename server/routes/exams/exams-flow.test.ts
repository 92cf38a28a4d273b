import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  ExamList,
  ExamPaper,
  ExamResultView,
  ResultDetail,
  SaveAnswers,
  StartAttempt,
  SubmitResult,
} from '../../../protocol';
import { onDomainEvent } from '../../lib/domain-events';
import { correctAnswers, DEVICE, examHarness, type ExamHarness } from './exam-test-helpers';

let h: ExamHarness;
beforeEach(async () => {
  h = await examHarness();
});
afterEach(async () => {
  await h.t.close();
});

const scoredEvents: number[] = [];
onDomainEvent('exam.attempt.scored', 'test:exams-flow', async (_trx, e) => {
  scoredEvents.push(e.attemptId);
});

describe('exam list', () => {
  it('shows the learner their exams with the seeded states, and nobody else’s', async () => {
    const body = await h.call('apiExamnew/getExamList', { pageSize: 50 });
    expect(body.status).toBe('Y');
    const list = (body.data as ExamList).list;
    const byName = new Map(list.map((row) => [row.name, row]));
    expect(byName.has('Sales exam demo')).toBe(false);
    expect(byName.has('Open Hub exam demo')).toBe(false);
    expect(byName.get('Exam demo: not started')).toMatchObject({ state: 'not_started', canEnter: false });
    expect(byName.get('Exam demo: ended')).toMatchObject({ state: 'ended', result: 'qualified', bestScore: 100 });
    expect(byName.get('Exam demo: not attended')).toMatchObject({ state: 'ended', result: 'not_attended' });
    expect(byName.get('Exam demo: make-up')).toMatchObject({
      state: 'in_progress',
      makeup: true,
      result: 'unqualified',
      canEnter: true,
      bestScore: 30,
    });
    expect(byName.get('Exam demo: essays to grade')).toMatchObject({ state: 'scoring', canEnter: false });
    expect(byName.get('Exam demo: entry closed')).toMatchObject({ state: 'in_progress', canEnter: false });
    expect(byName.get('Exam demo: all question types')).toMatchObject({
      state: 'in_progress',
      canEnter: true,
      questionCount: 7,
      fullMarks: 100,
    });
  });

  it('filters by tab, kind and keyword, and pages', async () => {
    const list = async (params: Record<string, string | number>) =>
      (await h.call('apiExamnew/getExamList', params)).data as ExamList;
    const todo = await list({ tab: 'todo', pageSize: 50 });
    const done = await list({ tab: 'done', pageSize: 50 });
    const all = await list({ pageSize: 50 });
    expect(todo.total + done.total).toBe(all.total);
    expect(todo.list.map((r) => r.name)).toContain('Exam demo: not started');
    expect(done.list.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Exam demo: ended', 'Exam demo: not attended']),
    );
    expect((await list({ kind: 'offline' })).list.map((r) => r.name)).toEqual(['Offline exam demo']);
    expect((await list({ keyword: 'make-up' })).list.map((r) => r.name)).toEqual(['Exam demo: make-up']);
    expect((await list({ keyword: 'EXAM DEMO: MAKE' })).list.map((r) => r.name)).toEqual(['Exam demo: make-up']);
    expect((await list({ keyword: '%' })).total).toBe(0);
    const page2 = await list({ pageSize: 5, page: 2 });
    expect(page2.list).toHaveLength(5);
    expect(page2.total).toBe(all.total);
  });
});

describe('taking an exam', () => {
  it('starts once under a double click, saves, hands in, scores on the server and replays score once', async () => {
    const examId = await h.examId('Exam demo: objective quiz');
    const [a, b] = await Promise.all(
      [0, 1].map(() => h.call('/v1/exam/attempt/start', { examId, deviceId: DEVICE }, 'POST')),
    );
    const first = a!.data as StartAttempt;
    expect((b!.data as StartAttempt).attemptId).toBe(first.attemptId);
    expect(await h.t.db.selectFrom('exam_attempts').select('id').where('exam_id', '=', examId).execute()).toHaveLength(
      1,
    );

    const paper = (await h.call('apiExamnew/getExamQuestion', { attemptId: first.attemptId })).data as ExamPaper;
    expect(paper.questions).toHaveLength(5);
    expect(JSON.stringify(paper.questions)).not.toContain('analysis');
    expect(paper.serverNow).toBe(h.t.clock.now());
    const right = await correctAnswers(
      h.t,
      paper.questions.map((q) => q.id),
    );
    const answers = paper.questions.map((q) => ({ questionId: q.id, values: right.get(q.id)!, seq: 1 }));
    const saved = (
      await h.call('/v1/exam/attempt/save', { attemptId: first.attemptId, answers: JSON.stringify(answers) }, 'POST')
    ).data as SaveAnswers;
    expect(saved.stored).toHaveLength(5);

    const submit = async () =>
      (await h.call('/v1/exam/attempt/submit', { attemptId: first.attemptId }, 'POST')).data as SubmitResult;
    const before = scoredEvents.filter((id) => id === first.attemptId).length;
    const results = await Promise.all([submit(), submit()]);
    const again = await submit();
    for (const r of [...results, again])
      expect(r).toMatchObject({ status: 'scored', score: 100, passed: true, reason: 'hand_in' });
    expect([...results, again].filter((r) => r.firstSubmission)).toHaveLength(1);
    expect(scoredEvents.filter((id) => id === first.attemptId).length - before).toBe(1);

    const result = (await h.call('/v1/exam/result', { examId })).data as ExamResultView;
    expect(result).toMatchObject({
      score: 100,
      passed: true,
      result: 'qualified',
      gradingInProgress: false,
      attemptsLeft: 9,
    });
    const detail = (await h.call('/v1/exam/result/detail', { attemptId: first.attemptId })).data as ResultDetail;
    expect(
      detail.questions.every((q) => q.correct === true && q.awardedScore === q.score && q.correctAnswer !== null),
    ).toBe(true);
  });

  it('keeps the answer with the highest seq whatever order saves arrive in', async () => {
    const { attemptId } = await h.start('Exam demo: objective quiz');
    const [single] = await h.paper(attemptId);
    const save = (values: string[], seq: number) =>
      h.call(
        '/v1/exam/attempt/save',
        { attemptId, answers: JSON.stringify([{ questionId: single!.id, values, seq }]) },
        'POST',
      );
    await save(['B'], 5);
    const stale = (await save(['C'], 3)).data as SaveAnswers;
    expect(stale.stored[0]).toMatchObject({ values: ['B'], seq: 5 });
    await save(['D'], 5);
    const paper = (await h.call('apiExamnew/getExamQuestion', { attemptId })).data as ExamPaper;
    expect(paper.answers.find((a) => a.questionId === single!.id)).toMatchObject({ values: ['B'], seq: 5 });
    // In one batch, the highest seq of a question wins too.
    const batch = [
      { questionId: single!.id, values: ['A'], seq: 9 },
      { questionId: single!.id, values: ['C'], seq: 7 },
    ];
    const stored = (await h.call('/v1/exam/attempt/save', { attemptId, answers: JSON.stringify(batch) }, 'POST'))
      .data as SaveAnswers;
    expect(stored.stored[0]).toMatchObject({ values: ['A'], seq: 9 });
  });

  it('answers a batch of new and stale answers with what is stored for each question, in question order', async () => {
    const { attemptId } = await h.start('Exam demo: objective quiz');
    const [first, second] = (await h.paper(attemptId)).sort((a, b) => a.id - b.id);
    const save = async (answers: Array<{ questionId: number; values: string[]; seq: number }>) =>
      (
        (await h.call('/v1/exam/attempt/save', { attemptId, answers: JSON.stringify(answers) }, 'POST'))
          .data as SaveAnswers
      ).stored;
    await save([{ questionId: first!.id, values: ['B'], seq: 8 }]);
    // The first question's stored answer is newer than this batch's: the upsert writes back the
    // second only, the first is read, and the answer lists them by question id all the same.
    const stored = await save([
      { questionId: first!.id, values: ['C'], seq: 2 },
      { questionId: second!.id, values: ['A'], seq: 2 },
    ]);
    expect(stored.map((a) => [a.questionId, a.values, a.seq, a.attachments])).toEqual([
      [first!.id, ['B'], 8, []],
      [second!.id, ['A'], 2, []],
    ]);
  });

  it('refuses answers to questions not on the paper and answers that do not fit, storing nothing', async () => {
    const { attemptId } = await h.start('Exam demo: objective quiz');
    const questions = await h.paper(attemptId);
    const other = await h.t.db
      .selectFrom('questions')
      .select('id')
      .where('eid', '=', 1)
      .where(
        'id',
        'not in',
        questions.map((q) => q.id),
      )
      .executeTakeFirstOrThrow();
    const foreign = await h.call(
      '/v1/exam/attempt/save',
      {
        attemptId,
        answers: JSON.stringify([
          { questionId: questions[0]!.id, values: ['A'], seq: 1 },
          { questionId: other.id, values: ['A'], seq: 1 },
        ]),
      },
      'POST',
    );
    expect(foreign).toMatchObject({ status: 'N', code: 42510 });
    const invalid = await h.call(
      '/v1/exam/attempt/save',
      { attemptId, answers: JSON.stringify([{ questionId: questions[0]!.id, values: ['Z'], seq: 1 }]) },
      'POST',
    );
    expect(invalid).toMatchObject({ status: 'N', code: 42514 });
    const garbage = await h.call('/v1/exam/attempt/save', { attemptId, answers: '{not json' }, 'POST');
    expect(garbage).toMatchObject({ status: 'N', code: 42200 });
    expect(
      await h.t.db.selectFrom('exam_answers').select('question_id').where('attempt_id', '=', attemptId).execute(),
    ).toEqual([]);
  });

  it('scores every question type: exact, all-or-nothing multiple, fill-in per blank, essays wait for grading', async () => {
    const { attemptId } = await h.start('Exam demo: all question types');
    const questions = await h.paper(attemptId);
    const of = (type: string) => questions.filter((q) => q.type === type);
    const right = await correctAnswers(
      h.t,
      questions.map((q) => q.id),
    );
    const answers = [
      { questionId: of('single')[0]!.id, values: right.get(of('single')[0]!.id)!, seq: 1 }, // 15 right
      { questionId: of('multiple')[0]!.id, values: ['A', 'B'], seq: 1 }, // 15, partial → 0
      { questionId: of('judge')[0]!.id, values: right.get(of('judge')[0]!.id)!, seq: 1 }, // 10 right
      { questionId: of('fill')[0]!.id, values: ['  PARIS ', 'Osaka'], seq: 1 }, // 20, one blank of two → 10
      { questionId: of('essay')[0]!.id, values: ['I would listen first.'], seq: 1 },
      { questionId: of('single')[1]!.id, values: ['A'], seq: 1 }, // wrong
      // judge2 unanswered → wrong
    ];
    const submitted = (await h.call('/v1/exam/attempt/submit', { attemptId, answers: JSON.stringify(answers) }, 'POST'))
      .data as SubmitResult;
    expect(submitted).toMatchObject({ status: 'pending_grading', score: 35, passed: null });
    const result = (await h.call('/v1/exam/result', { examId: await h.examId('Exam demo: all question types') }))
      .data as ExamResultView;
    expect(result).toMatchObject({ state: 'scoring', gradingInProgress: true, refreshAfterMs: 60_000, score: null });
    const detail = (await h.call('/v1/exam/result/detail', { attemptId })).data as ResultDetail;
    const fill = detail.questions.find((q) => q.type === 'fill')!;
    expect(fill).toMatchObject({ awardedScore: 10, correct: false, answer: ['  PARIS ', 'Osaka'] });
    expect(detail.questions.find((q) => q.type === 'essay')).toMatchObject({ awardedScore: null, correct: null });
    expect(detail.questions.find((q) => q.type === 'judge' && q.answer.length === 0)).toMatchObject({
      awardedScore: 0,
      correct: false,
    });
  });

  it('refuses a voluntary hand-in with required questions unanswered but keeps the final batch', async () => {
    const { attemptId } = await h.start('Exam demo: all question types');
    const questions = await h.paper(attemptId);
    const judge = questions.find((q) => q.type === 'judge')!;
    const refused = await h.call(
      '/v1/exam/attempt/submit',
      { attemptId, answers: JSON.stringify([{ questionId: judge.id, values: ['T'], seq: 1 }]) },
      'POST',
    );
    expect(refused).toMatchObject({ status: 'N', code: 42511 });
    expect((refused.data as { questionIds: number[] }).questionIds).toHaveLength(2);
    const paper = (await h.call('apiExamnew/getExamQuestion', { attemptId })).data as ExamPaper;
    expect(paper.status).toBe('open');
    expect(paper.answers.map((a) => a.questionId)).toEqual([judge.id]);
  });
});

describe('a long paper', () => {
  it('takes 200 questions: one batch save, read back, hand in', async () => {
    const examId = await h.examId('Exam demo: objective quiz');
    const now = h.t.clock.now();
    await h.t.db.deleteFrom('exam_questions').where('exam_id', '=', examId).execute();
    for (let i = 0; i < 200; i += 1) {
      const { id } = await h.t.db
        .insertInto('questions')
        .values({
          eid: 1,
          type: 'single',
          stem: `<p>Question ${i + 1}</p>`,
          options: JSON.stringify([
            { key: 'A', text: 'yes' },
            { key: 'B', text: 'no' },
          ]),
          answer: JSON.stringify([i % 2 === 0 ? 'A' : 'B']),
          created_at: now,
          course_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await h.t.db
        .insertInto('exam_questions')
        .values({ eid: 1, exam_id: examId, question_id: id, position: i, score: 0.5 })
        .execute();
    }
    const { attemptId } = await h.start('Exam demo: objective quiz');
    const questions = await h.paper(attemptId);
    expect(questions).toHaveLength(200);
    const answers = questions.map((q, i) => ({
      questionId: q.id,
      values: [i < 150 && i % 2 === 0 ? 'A' : i < 150 ? 'B' : 'A'],
      seq: 1,
    }));
    expect(
      (await h.call('/v1/exam/attempt/save', { attemptId, answers: JSON.stringify(answers) }, 'POST')).status,
    ).toBe('Y');
    const paper = (await h.call('apiExamnew/getExamQuestion', { attemptId })).data as ExamPaper;
    expect(paper.answers).toHaveLength(200);
    const result = (await h.call('/v1/exam/attempt/submit', { attemptId }, 'POST')).data as SubmitResult;
    // 150 right + 25 of the last 50 (the even ones) = 175 × 0.5
    expect(result).toMatchObject({ status: 'scored', score: 87.5, passed: true });
  });
});
