import { describe, expect, it } from 'vitest';
import { ErrorCode, type AiGradeResult, type GradingPaper } from '../../../protocol';
import {
  admin,
  attemptRow,
  essayIds,
  get,
  graded,
  otherTenantPaper,
  post,
  t,
  useGradingApp,
  waitingPaper,
} from './exam-grading-test-helpers';

useGradingApp();

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
