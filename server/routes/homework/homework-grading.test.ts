import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type HomeworkAiOutcome } from '../../../protocol';
import { forTenant } from '../../db/tenant-scope';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { PNG_1PX } from '../profile/profile-test-helpers';
import { AI_FAIL_MARKER } from '../../providers/ai/simulated-essay-grader';
import { detailOf, hw, makeHomework, uploadAndAttach, type Auth } from './homework-test-helpers';

let t: TestApp;
let mediaDir: string;
let learner: Auth;
let admin: Auth;
let learnerId: number;
beforeEach(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-homework-grading-'));
  t = await createTestApp({ mediaDir, microCourseChunkBytes: 64 * 1024 });
  learner = await t.login('learner');
  admin = await t.login('admin');
  learnerId = Number(learner.userid);
});
afterEach(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

async function handedIn(note: string, fields: { trainingId?: number | null } = {}) {
  const id = await makeHomework(t, { userIds: [learnerId], ...fields });
  await uploadAndAttach(t, id, 'file', 'photo.png', PNG_1PX, learner);
  detailOf(await hw(t, '/v1/homework/submit', { id: String(id), note }, learner));
  const row = await forTenant(t.db, 1)
    .selectFrom('homework_submissions')
    .select('id')
    .where('homework_id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, submissionId: row.id };
}

async function messagesOf(kind: string) {
  return forTenant(t.db, 1)
    .selectFrom('messages')
    .selectAll()
    .where('user_id', '=', learnerId)
    .where('kind', '=', kind)
    .execute();
}

describe('assignments: grading', () => {
  it('grades by hand to one decimal, sets the state by the marks and sends markingNotice once', async () => {
    const { id, submissionId } = await handedIn('visited');
    const twoDecimals = await hw(
      t,
      '/v1/admin/homework-grading/grade',
      { submissionId: String(submissionId), score: '70.25', comment: '' },
      admin,
    );
    expect(twoDecimals).toMatchObject({ status: 'N' });
    const over = await hw(
      t,
      '/v1/admin/homework-grading/grade',
      { submissionId: String(submissionId), score: '100.5', comment: '' },
      admin,
    );
    expect(over).toMatchObject({ status: 'N', code: ErrorCode.HOMEWORK_SCORE_INVALID });
    const byLearner = await hw(
      t,
      '/v1/admin/homework-grading/grade',
      { submissionId: String(submissionId), score: '99', comment: '' },
      learner,
    );
    expect(byLearner.status).toBe('N');

    const graded = await hw(
      t,
      '/v1/admin/homework-grading/grade',
      { submissionId: String(submissionId), score: '92.5', comment: 'Clear <b>plan</b>' },
      admin,
    );
    expect(graded).toMatchObject({ status: 'Y', data: { state: 'excellent', score: 92.5 } });
    const twice = await hw(
      t,
      '/v1/admin/homework-grading/grade',
      { submissionId: String(submissionId), score: '10', comment: '' },
      admin,
    );
    expect(twice).toMatchObject({ status: 'N', code: ErrorCode.HOMEWORK_NOT_GRADABLE });

    expect(detailOf(await hw(t, '/v1/homework/detail', { id: String(id) }, learner, 'GET'))).toMatchObject({
      state: 'excellent',
      score: 92.5,
      comment: 'Clear <b>plan</b>',
      gradedHow: 'hand',
    });
    const notices = await messagesOf('marking_notice');
    expect(notices.filter((m) => m.source_id === String(submissionId))).toHaveLength(1);
    expect(JSON.parse(notices.find((m) => m.source_id === String(submissionId))!.params)).toMatchObject({
      asid: submissionId,
      score: 92.5,
    });
  });

  it('passes, fails and withdraws (resubmittable), and a training assignment sends taskScoreDetails', async () => {
    const a = await handedIn('a', { trainingId: 77 });
    const b = await handedIn('b');
    const c = await handedIn('c');
    expect(
      await hw(
        t,
        '/v1/admin/homework-grading/grade',
        { submissionId: String(a.submissionId), score: '60', comment: '' },
        admin,
      ),
    ).toMatchObject({ data: { state: 'passed' } });
    expect(
      await hw(
        t,
        '/v1/admin/homework-grading/grade',
        { submissionId: String(b.submissionId), score: '59.9', comment: '' },
        admin,
      ),
    ).toMatchObject({ data: { state: 'failed' } });
    expect(
      await hw(
        t,
        '/v1/admin/homework-grading/withdraw',
        { submissionId: String(c.submissionId), comment: 'Add the photo of the site' },
        admin,
      ),
    ).toMatchObject({ data: { state: 'withdrawn' } });

    const scores = await messagesOf('task_score');
    expect(scores.find((m) => m.source_id === `${a.id}:77`)).toBeDefined();
    const withdrawn = detailOf(await hw(t, '/v1/homework/detail', { id: String(c.id) }, learner, 'GET'));
    expect(withdrawn).toMatchObject({ state: 'withdrawn', editable: true, comment: 'Add the photo of the site' });
    expect(
      detailOf(await hw(t, '/v1/homework/submit', { id: String(c.id), note: 'with photo' }, learner)),
    ).toMatchObject({ state: 'pending' });
    const mine = await hw(t, '/v1/homework/mine', { state: 'failed' }, learner, 'GET');
    expect((mine.data as { list: { id: number }[] }).list.map((item) => item.id)).toContain(b.id);
  });

  it('grades a batch by AI with the exam grader simulator: strictness bends scores, a failure stays waiting, retries skip', async () => {
    const reference = 'customer need budget next step follow-up';
    const good = await handedIn('customer need budget next step follow-up');
    const broken = await handedIn(`customer ${AI_FAIL_MARKER}`);
    await forTenant(t.db, 1).updateTable('homework').set({ reference_answer: reference }).execute();
    const ids = JSON.stringify([good.submissionId, broken.submissionId]);
    const first = await hw(
      t,
      '/v1/admin/homework-grading/ai-grade',
      { submissionIds: ids, strictness: 'strict', criteria: 'budget' },
      admin,
    );
    const results = (first.data as { results: HomeworkAiOutcome[] }).results;
    expect(results.find((r) => r.submissionId === good.submissionId)).toMatchObject({ outcome: 'graded' });
    expect(results.find((r) => r.submissionId === broken.submissionId)).toMatchObject({
      outcome: 'failed',
      message: 'AI scoring failed. Try again later or grade by hand.',
    });
    const again = await hw(
      t,
      '/v1/admin/homework-grading/ai-grade',
      { submissionIds: ids, strictness: 'lenient', criteria: '' },
      admin,
    );
    expect(
      (again.data as { results: HomeworkAiOutcome[] }).results.find((r) => r.submissionId === good.submissionId),
    ).toMatchObject({ outcome: 'skipped' });
    const queue = await hw(t, '/v1/admin/homework-grading/list', { state: 'pending' }, admin, 'GET');
    expect((queue.data as { list: { submissionId: number }[] }).list.map((row) => row.submissionId)).toContain(
      broken.submissionId,
    );
    const notices = await messagesOf('marking_notice');
    expect(notices.some((m) => m.source_id === String(good.submissionId))).toBe(true);
    expect(notices.some((m) => m.source_id === String(broken.submissionId))).toBe(false);
  });

  it('never grades another enterprise’s submission', async () => {
    const { submissionId } = await handedIn('x');
    const hub = await t.login('hubadmin', 2);
    const foreign = await hw(
      t,
      '/v1/admin/homework-grading/grade',
      { submissionId: String(submissionId), score: '50', comment: '' },
      { ...hub, eid: 2 },
    );
    expect(foreign).toMatchObject({ status: 'N', code: ErrorCode.NOT_FOUND });
    const ai = await hw(
      t,
      '/v1/admin/homework-grading/ai-grade',
      { submissionIds: JSON.stringify([submissionId]), strictness: 'moderate', criteria: '' },
      { ...hub, eid: 2 },
    );
    expect(ai).toMatchObject({ status: 'N', code: ErrorCode.NOT_FOUND });
  });
});
