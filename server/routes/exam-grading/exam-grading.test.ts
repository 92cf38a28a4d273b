import { describe, expect, it } from 'vitest';
import { ErrorCode, type GradeResult, type GradingPaper, type GradingQueue } from '../../../protocol';
import {
  admin,
  attemptRow,
  essayIds,
  get,
  graded,
  learner,
  otherTenantPaper,
  post,
  t,
  useGradingApp,
  waitingPaper,
} from './exam-grading-test-helpers';

useGradingApp();

describe('the grading queue and paper', () => {
  it('lists the papers waiting in the caller enterprise, with the exams filter', async () => {
    const mine = await waitingPaper('learner');
    const foreign = await otherTenantPaper();
    const queue = (await get('/v1/admin/exam-grading/list', {})).data as GradingQueue;
    const ids = queue.list.map((item) => item.attemptId);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(foreign);
    const item = queue.list.find((entry) => entry.attemptId === mine.id)!;
    expect(item).toMatchObject({
      examName: 'Exam demo: essays to grade',
      learnerAccount: 'learner',
      fullScore: 100,
      essayCount: 2,
      makeup: false,
    });
    expect(queue.exams).toContainEqual(
      expect.objectContaining({ id: mine.exam_id, name: 'Exam demo: essays to grade' }),
    );
    const filtered = (await get('/v1/admin/exam-grading/list', { examId: String(mine.exam_id), pageSize: '1' }))
      .data as GradingQueue;
    expect(filtered).toMatchObject({ pageSize: 1, page: 1 });
    expect(filtered.list).toHaveLength(1);
    expect(filtered.total).toBeGreaterThanOrEqual(2);
  });

  it('shows one paper with reference answers and the learner answers, essays not yet scored', async () => {
    const { id } = await waitingPaper('learner');
    const paper = (await get('/v1/admin/exam-grading/paper', { attemptId: String(id) })).data as GradingPaper;
    expect(paper).toMatchObject({
      attemptId: id,
      state: 'waiting',
      learnerAccount: 'learner',
      fullScore: 100,
      totalScore: null,
    });
    const essay = paper.questions.find((q) => q.type === 'essay')!;
    expect(essay.awardedScore).toBeNull();
    expect(essay.referenceAnswer.join(' ')).toMatch(/\w/);
    expect(essay.learnerAnswer.join(' ')).toMatch(/\w/);
    expect(paper.questions.filter((q) => q.type !== 'essay').every((q) => q.awardedScore !== null)).toBe(true);
  });

  it('refuses learners and answers NOT_FOUND for another enterprise or an unknown attempt', async () => {
    const { id } = await waitingPaper('learner');
    expect((await get('/v1/admin/exam-grading/list', {}, learner)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await get('/v1/admin/exam-grading/paper', { attemptId: String(id) }, learner)).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect(
      (
        await post(
          '/v1/admin/exam-grading/ai-grade',
          { attemptIds: JSON.stringify([id]), strictness: 'lenient', criteria: '' },
          learner,
        )
      ).code,
    ).toBe(ErrorCode.FORBIDDEN);
    const foreign = await otherTenantPaper();
    expect((await get('/v1/admin/exam-grading/paper', { attemptId: String(foreign) })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await get('/v1/admin/exam-grading/paper', { attemptId: '99999' })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await attemptRow(id)).status).toBe('pending_grading');
  });
});

describe('grading by hand', () => {
  it('stores the scores, totals the paper, decides passed and notifies once', async () => {
    const { id } = await waitingPaper('learner');
    const paper = (await get('/v1/admin/exam-grading/paper', { attemptId: String(id) })).data as GradingPaper;
    const [first, second] = essayIds(paper);
    const scores = JSON.stringify([
      { questionId: first, score: 25.5, comment: 'Good structure.' },
      { questionId: second, score: 20, comment: '' },
    ]);
    const result = (await post('/v1/admin/exam-grading/grade', { attemptId: String(id), scores })).data as GradeResult;
    expect(result).toEqual({
      attemptId: id,
      totalScore: Math.round((paper.objectiveScore + 45.5) * 10) / 10,
      passed: paper.objectiveScore + 45.5 >= paper.passScore,
    });
    expect(await attemptRow(id)).toMatchObject({
      status: 'scored',
      score: result.totalScore,
      graded_by: Number(admin.userid),
    });
    expect(graded).toEqual([
      expect.objectContaining({ type: 'exam.paper.graded', attemptId: id, score: result.totalScore }),
    ]);
    const after = (await get('/v1/admin/exam-grading/paper', { attemptId: String(id) })).data as GradingPaper;
    expect(after).toMatchObject({ state: 'graded', totalScore: result.totalScore, passed: result.passed });
    expect(after.questions.find((q) => q.questionId === first)).toMatchObject({
      awardedScore: 25.5,
      comment: 'Good structure.',
    });
    // Graded papers leave the queue, and grading again is refused.
    const queue = (await get('/v1/admin/exam-grading/list', {})).data as GradingQueue;
    expect(queue.list.map((item) => item.attemptId)).not.toContain(id);
    expect((await post('/v1/admin/exam-grading/grade', { attemptId: String(id), scores })).code).toBe(
      ErrorCode.EXAM_NOT_GRADABLE,
    );
    expect(graded).toHaveLength(1);
  });

  it('refuses a score above the question, more than one decimal, or a missing essay, and changes nothing', async () => {
    const { id } = await waitingPaper('learner');
    const paper = (await get('/v1/admin/exam-grading/paper', { attemptId: String(id) })).data as GradingPaper;
    const [first, second] = essayIds(paper);
    const tooHigh = await post('/v1/admin/exam-grading/grade', {
      attemptId: String(id),
      scores: JSON.stringify([
        { questionId: first, score: 31, comment: '' },
        { questionId: second, score: 1, comment: '' },
      ]),
    });
    expect(tooHigh).toMatchObject({ code: ErrorCode.EXAM_SCORE_OUT_OF_RANGE });
    const decimals = await post('/v1/admin/exam-grading/grade', {
      attemptId: String(id),
      scores: JSON.stringify([
        { questionId: first, score: 1.25, comment: '' },
        { questionId: second, score: 1, comment: '' },
      ]),
    });
    expect(decimals.code).toBe(ErrorCode.INVALID_INPUT);
    const missing = await post('/v1/admin/exam-grading/grade', {
      attemptId: String(id),
      scores: JSON.stringify([{ questionId: first, score: 3, comment: '' }]),
    });
    expect(missing).toMatchObject({ code: ErrorCode.EXAM_GRADING_ESSAYS_MISSING });
    const answers = await t.db
      .selectFrom('exam_answers')
      .select(['question_id', 'score'])
      .where('attempt_id', '=', id)
      .execute();
    expect(answers.filter((a) => essayIds(paper).includes(a.question_id)).every((a) => a.score === null)).toBe(true);
    expect((await attemptRow(id)).status).toBe('pending_grading');
    expect(graded).toHaveLength(0);
  });
});
