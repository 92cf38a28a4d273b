import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  type AiGradeResult,
  type GradeResult,
  type GradingPaper,
  type GradingQueue,
} from '../../../protocol';
import { onDomainEvent, type DomainEvent } from '../../lib/domain-events';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let admin: { token: string; userid: string };
let learner: { token: string; userid: string };
const graded: DomainEvent[] = [];
onDomainEvent('exam.paper.graded', 'exam-grading-test', async (_trx, event) => void graded.push(event));

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  learner = await t.login('learner');
  graded.length = 0;
});
afterEach(async () => {
  await t.close();
});

const get = async (call: string, params: Record<string, string>, auth = admin) =>
  (await t.call(call, params, auth)).body;
const post = async (call: string, params: Record<string, string>, auth = admin) =>
  (await t.call(call, params, { method: 'POST', ...auth })).body;

/** The seeded papers waiting for grading ("Exam demo: essays to grade": learner's and sales'). */
async function waitingPaper(account: 'learner' | 'sales') {
  return t.db
    .selectFrom('exam_attempts')
    .innerJoin('users', 'users.id', 'exam_attempts.user_id')
    .innerJoin('exams', 'exams.id', 'exam_attempts.exam_id')
    .where('exam_attempts.eid', '=', 1)
    .where('users.account', '=', account)
    .where('exams.name', '=', 'Exam demo: essays to grade')
    .select(['exam_attempts.id', 'exam_attempts.exam_id'])
    .executeTakeFirstOrThrow();
}

const attemptRow = (id: number) =>
  t.db.selectFrom('exam_attempts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const essayIds = (paper: GradingPaper) => paper.questions.filter((q) => q.type === 'essay').map((q) => q.questionId);

/** A waiting paper in enterprise 2, for the tenancy checks. */
async function otherTenantPaper(): Promise<number> {
  const exam = await t.db.selectFrom('exams').select('id').where('eid', '=', 2).executeTakeFirstOrThrow();
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('eid', '=', 2)
    .where('account', '=', 'learner')
    .executeTakeFirstOrThrow();
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

describe('AI grading', () => {
  it('grades a batch, reports "AI scoring failed" for a paper the provider cannot grade, and skips graded ones on retry', async () => {
    const ok = await waitingPaper('learner');
    const bad = await waitingPaper('sales');
    const badEssay = essayIds(
      (await get('/v1/admin/exam-grading/paper', { attemptId: String(bad.id) })).data as GradingPaper,
    )[0]!;
    await t.db
      .updateTable('exam_answers')
      .set({ answer: JSON.stringify(['I would listen. [ai-fail]']) })
      .where('attempt_id', '=', bad.id)
      .where('question_id', '=', badEssay)
      .execute();

    const params = {
      attemptIds: JSON.stringify([ok.id, bad.id]),
      strictness: 'moderate',
      criteria: 'keywords: listen, apologise, follow up',
    };
    const { results } = (await post('/v1/admin/exam-grading/ai-grade', params)).data as AiGradeResult;
    const okResult = results.find((r) => r.attemptId === ok.id)!;
    const badResult = results.find((r) => r.attemptId === bad.id)!;
    expect(okResult).toMatchObject({ outcome: 'graded', code: null });
    expect(okResult.totalScore).toBeLessThanOrEqual(100);
    expect(Math.round(okResult.totalScore! * 10) / 10).toBe(okResult.totalScore);
    expect(badResult).toEqual({
      attemptId: bad.id,
      outcome: 'failed',
      totalScore: null,
      passed: null,
      code: ErrorCode.EXAM_GRADING_AI_FAILED,
      message: 'AI scoring failed. Try again later or grade by hand.',
    });

    expect(await attemptRow(ok.id)).toMatchObject({ status: 'scored', score: okResult.totalScore });
    expect((await attemptRow(bad.id)).status).toBe('pending_grading');
    const comments = await t.db
      .selectFrom('exam_answers')
      .select(['score', 'comment'])
      .where('attempt_id', '=', ok.id)
      .where('comment', '!=', '')
      .execute();
    expect(comments.length).toBe(2);
    expect(comments[0]!.comment).toMatch(/moderate grading/);

    const again = (await post('/v1/admin/exam-grading/ai-grade', params)).data as AiGradeResult;
    expect(again.results.find((r) => r.attemptId === ok.id)).toMatchObject({ outcome: 'skipped' });
    expect(graded.filter((event) => event.type === 'exam.paper.graded' && event.attemptId === ok.id)).toHaveLength(1);
  });

  it('comments in the caller language and bends scores by strictness', async () => {
    const { id } = await waitingPaper('learner');
    const zh = (
      await t.call(
        '/v1/admin/exam-grading/ai-grade',
        { attemptIds: JSON.stringify([id]), strictness: 'strict', criteria: '' },
        { method: 'POST', ...admin, language: 'zh_cn' },
      )
    ).body.data as AiGradeResult;
    expect(zh.results[0]).toMatchObject({ outcome: 'graded' });
    const comment = await t.db
      .selectFrom('exam_answers')
      .select('comment')
      .where('attempt_id', '=', id)
      .where('comment', '!=', '')
      .executeTakeFirstOrThrow();
    expect(comment.comment).toMatch(/严格评分/);
  });

  it('refuses the whole batch when one id is another enterprise paper, asking and writing nothing', async () => {
    const { id } = await waitingPaper('learner');
    const foreign = await otherTenantPaper();
    const body = await post('/v1/admin/exam-grading/ai-grade', {
      attemptIds: JSON.stringify([id, foreign]),
      strictness: 'lenient',
      criteria: '',
    });
    expect(body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await attemptRow(id)).status).toBe('pending_grading');
    expect((await attemptRow(foreign)).status).toBe('pending_grading');
  });

  it('bounds the batch and the criteria', async () => {
    const tooMany = JSON.stringify(Array.from({ length: 51 }, (_, i) => i + 1));
    expect(
      (await post('/v1/admin/exam-grading/ai-grade', { attemptIds: tooMany, strictness: 'lenient', criteria: '' }))
        .code,
    ).toBe(ErrorCode.INVALID_INPUT);
    const { id } = await waitingPaper('learner');
    expect(
      (
        await post('/v1/admin/exam-grading/ai-grade', {
          attemptIds: JSON.stringify([id]),
          strictness: 'lenient',
          criteria: 'x'.repeat(1001),
        })
      ).code,
    ).toBe(ErrorCode.INVALID_INPUT);
    expect(
      (
        await post('/v1/admin/exam-grading/ai-grade', {
          attemptIds: JSON.stringify([id]),
          strictness: 'harsh',
          criteria: '',
        })
      ).code,
    ).toBe(ErrorCode.INVALID_INPUT);
    expect((await attemptRow(id)).status).toBe('pending_grading');
  });
});
