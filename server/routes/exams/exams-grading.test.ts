import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExamResultView, ResultDetail } from '../../../protocol';
import { examHarness, type ExamHarness } from './exam-test-helpers';
import { applyEssayScores, listPapersToGrade, paperForGrading } from './grading-core';
import { forTenant } from '../../db/tenant-scope';

let h: ExamHarness;
beforeEach(async () => {
  h = await examHarness();
});
afterEach(async () => {
  await h.t.close();
});

const ESSAYS = 'Exam demo: essays to grade';
const adminId = async () =>
  (
    await h.t.db
      .selectFrom('users')
      .select('id')
      .where('eid', '=', 1)
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow()
  ).id;
const learnerAttempt = async () => {
  const examId = await h.examId(ESSAYS);
  return (
    await h.t.db
      .selectFrom('exam_attempts')
      .select('id')
      .where('exam_id', '=', examId)
      .where('user_id', '=', Number(h.who.userid))
      .executeTakeFirstOrThrow()
  ).id;
};

describe('grading core (used by the admin grading calls)', () => {
  it('lists the enterprise’s papers waiting for grading, and shows one with reference and learner answers', async () => {
    const { list, total } = await listPapersToGrade(forTenant(h.t.db, 1), 1, { page: 1, pageSize: 10 });
    expect(total).toBe(2);
    expect(list.map((p) => p.account).sort()).toEqual(['learner', 'sales']);
    expect(list[0]).toMatchObject({ examName: ESSAYS, ungradedEssays: 2, objectiveScore: 20 });
    expect((await listPapersToGrade(forTenant(h.t.db, 2), 2, { page: 1, pageSize: 10 })).total).toBe(0);

    const paper = await paperForGrading(forTenant(h.t.db, 1), 1, await learnerAttempt());
    const essay = paper.questions.find((q) => q.type === 'essay')!;
    expect(essay.referenceAnswer[0]).toContain('Listen');
    expect(essay.answer[0]).toContain('listen first');
    expect(essay.score).toBeNull();
    await expect(paperForGrading(forTenant(h.t.db, 2), 2, await learnerAttempt())).rejects.toMatchObject({
      code: 40400,
    });
  });

  it('validates, stores, totals, decides the result, emits the event and writes a marking notice once', async () => {
    const attemptId = await learnerAttempt();
    const paper = await paperForGrading(forTenant(h.t.db, 1), 1, attemptId);
    const [e1, e2] = paper.questions.filter((q) => q.type === 'essay');
    const gradedBy = await adminId();
    const now = h.t.clock.now();
    const grade = (scores: Array<{ questionId: number; score: number; comment: string }>, eid = 1) =>
      forTenant(h.t.db, eid)
        .transaction()
        .execute((trx) => applyEssayScores(trx, { eid, attemptId, scores, gradedBy, now }));

    await expect(grade([{ questionId: e1!.id, score: 31, comment: '' }])).rejects.toMatchObject({ code: 42512 });
    await expect(grade([{ questionId: paper.questions[0]!.id, score: 1, comment: '' }])).rejects.toMatchObject({
      code: 42510,
    });
    await expect(grade([{ questionId: e1!.id, score: 10, comment: '' }], 2)).rejects.toMatchObject({ code: 40400 });

    const partial = await grade([{ questionId: e1!.id, score: 22.46, comment: 'Good structure.' }]);
    expect(partial).toMatchObject({ complete: false, score: null });
    const pending = (await h.call('/v1/exam/result', { examId: await h.examId(ESSAYS) })).data as ExamResultView;
    expect(pending.gradingInProgress).toBe(true);

    const done = await grade([{ questionId: e2!.id, score: 25, comment: 'Clear reason.' }]);
    // 20 objective + 22.5 + 25
    expect(done).toMatchObject({ complete: true, score: 67.5, passed: true });
    await expect(grade([{ questionId: e2!.id, score: 1, comment: '' }])).rejects.toMatchObject({ code: 42513 });

    const result = (await h.call('/v1/exam/result', { examId: await h.examId(ESSAYS) })).data as ExamResultView;
    expect(result).toMatchObject({
      gradingInProgress: false,
      score: 67.5,
      passed: true,
      result: 'qualified',
      state: 'in_progress',
    });
    const detail = (await h.call('/v1/exam/result/detail', { attemptId })).data as ResultDetail;
    expect(detail.questions.find((q) => q.id === e1!.id)).toMatchObject({
      awardedScore: 22.5,
      comment: 'Good structure.',
    });

    const notices = await h.t.db
      .selectFrom('messages')
      .selectAll()
      .where('user_id', '=', Number(h.who.userid))
      .where('kind', '=', 'marking_notice')
      .where('source_id', '=', String(attemptId))
      .execute();
    expect(notices).toHaveLength(1);
    expect(JSON.parse(notices[0]!.params)).toMatchObject({ asid: attemptId, paperName: ESSAYS, score: 67.5 });
  });
});
