import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExamTransition, StartAttempt, SubmitResult } from '../../../protocol';
import { correctAnswers, DEVICE, examHarness, type ExamHarness } from './exam-test-helpers';

let h: ExamHarness;
beforeEach(async () => {
  h = await examHarness();
});
afterEach(async () => {
  await h.t.close();
});

const start = async (name: string, deviceId = DEVICE) =>
  h.call('/v1/exam/attempt/start', { examId: await h.examId(name), deviceId }, 'POST');
const transition = async (name: string) =>
  (await h.call('/v1/exam/transition', { examId: await h.examId(name) })).data as ExamTransition;
const attemptCount = async () => (await h.t.db.selectFrom('exam_attempts').select('id').execute()).length;

describe('entry rules, enforced on the server', () => {
  it('refuses late entry, not open yet, ended, offline and grading pending — with the transition page telling why', async () => {
    const before = await attemptCount();
    const cases: Array<[string, number, string]> = [
      ['Exam demo: entry closed', 42500, 'entry_closed'],
      ['Exam demo: not started', 42501, 'not_open'],
      ['Exam demo: ended', 42502, 'ended'],
      ['Exam demo: not attended', 42502, 'ended'],
      ['Offline exam demo', 42507, 'offline'],
      ['Exam demo: essays to grade', 42508, 'grading_pending'],
    ];
    for (const [name, code, refusal] of cases) {
      expect(await start(name), name).toMatchObject({ status: 'N', code });
      expect(await transition(name), name).toMatchObject({ canEnter: false, refusal, refusalCode: code });
    }
    expect(await attemptCount()).toBe(before);
  });

  it('shows everything the transition page needs', async () => {
    const t = await transition('Exam demo: all question types');
    expect(t).toMatchObject({
      name: 'Exam demo: all question types',
      durationMinutes: 60,
      questionCount: 7,
      passScore: 60,
      fullMarks: 100,
      attemptsAllowed: 10,
      attemptsLeft: 10,
      canEnter: true,
      refusal: null,
      openAttempt: null,
      faceCheck: false,
      deviceLimit: 3,
    });
    expect(t.openHours).toBeGreaterThan(24);
    expect((await transition('Exam demo: face check')).faceCheck).toBe(true);
    expect((await transition('Exam demo: switch limit')).switchLimit).toBe(2);
  });

  it('runs out of attempts', async () => {
    const examId = await h.examId('Exam demo: objective quiz');
    await h.t.db.updateTable('exams').set({ attempts_allowed: 1 }).where('id', '=', examId).execute();
    const { attemptId } = await h.start('Exam demo: objective quiz');
    expect((await h.call('/v1/exam/attempt/submit', { attemptId }, 'POST')).status).toBe('Y');
    expect(await start('Exam demo: objective quiz')).toMatchObject({ status: 'N', code: 42503 });
    expect(await transition('Exam demo: objective quiz')).toMatchObject({
      attemptsLeft: 0,
      refusal: 'no_attempts_left',
      result: 'unqualified',
    });
  });

  it('resumes the open attempt instead of opening another, and limits devices', async () => {
    const first = (await start('Exam demo: objective quiz', 'device-a-0001')).data as StartAttempt;
    const again = (await start('Exam demo: objective quiz', 'device-b-0001')).data as StartAttempt;
    expect(again).toMatchObject({ attemptId: first.attemptId, resumed: true, deadlineAt: first.deadlineAt });
    expect((await start('Exam demo: objective quiz', 'device-c-0001')).status).toBe('Y');
    expect(await start('Exam demo: objective quiz', 'device-d-0001')).toMatchObject({ status: 'N', code: 42506 });
    expect((await start('Exam demo: objective quiz', 'device-a-0001')).status).toBe('Y');
    expect((await transition('Exam demo: objective quiz')).openAttempt?.id).toBe(first.attemptId);
  });

  it('lets a failed learner take the make-up once, and then no more', async () => {
    const t = await transition('Exam demo: make-up');
    expect(t).toMatchObject({
      state: 'in_progress',
      canEnter: true,
      makeup: { chances: 1, chancesLeft: 1, rule: 'failed', eligible: true },
    });
    const started = (await start('Exam demo: make-up')).data as StartAttempt;
    expect(started.makeup).toBe(true);
    const questions = await h.paper(started.attemptId);
    const right = await correctAnswers(
      h.t,
      questions.map((q) => q.id),
    );
    const answers = questions.map((q) => ({ questionId: q.id, values: right.get(q.id)!, seq: 1 }));
    const result = (
      await h.call(
        '/v1/exam/attempt/submit',
        { attemptId: started.attemptId, answers: JSON.stringify(answers) },
        'POST',
      )
    ).data as SubmitResult;
    expect(result).toMatchObject({ score: 100, passed: true });
    const after = await transition('Exam demo: make-up');
    expect(after).toMatchObject({ result: 'qualified', canEnter: false });
    expect(await start('Exam demo: make-up')).toMatchObject({ status: 'N' });
  });

  it('applies the make-up rules: failed only, absent only, failed plus absent, and the interval', async () => {
    const failedExam = await h.examId('Exam demo: make-up');
    const absentExam = await h.examId('Exam demo: not attended');
    const now = h.t.clock.now();
    const makeup = { makeup_chances: 1, makeup_opens_at: now - 1000, makeup_closes_at: now + 86_400_000 };
    // The absent learner under "failed only": refused.
    await h.t.db
      .updateTable('exams')
      .set({ ...makeup, makeup_rule: 'failed' })
      .where('id', '=', absentExam)
      .execute();
    expect(await start('Exam demo: not attended')).toMatchObject({ status: 'N', code: 42504 });
    // The failed learner under "absent only": refused.
    await h.t.db.updateTable('exams').set({ makeup_rule: 'absent' }).where('id', '=', failedExam).execute();
    expect(await start('Exam demo: make-up')).toMatchObject({ status: 'N', code: 42504 });
    // Failed plus absent, with an interval that has not passed since the failed attempt.
    await h.t.db
      .updateTable('exams')
      .set({ makeup_rule: 'failed_absent', makeup_interval_minutes: 60 })
      .where('id', '=', failedExam)
      .execute();
    const lastSubmit = (
      await h.t.db
        .selectFrom('exam_attempts')
        .select('submitted_at')
        .where('exam_id', '=', failedExam)
        .executeTakeFirstOrThrow()
    ).submitted_at!;
    h.t.clock.set(Math.max(now, lastSubmit + 10 * 60_000));
    await h.t.db
      .updateTable('exam_attempts')
      .set({ submitted_at: h.t.clock.now() - 10 * 60_000 })
      .where('exam_id', '=', failedExam)
      .execute();
    const soon = await start('Exam demo: make-up');
    expect(soon).toMatchObject({ status: 'N', code: 42505 });
    expect((soon.data as { availableAt: number }).availableAt).toBe(h.t.clock.now() + 50 * 60_000);
    h.t.clock.set(h.t.clock.now() + 50 * 60_000 + 1);
    h.who = await h.t.login('learner');
    expect((await start('Exam demo: make-up')).status).toBe('Y');
    // The absent learner under "absent only" (after re-signing in at the new time).
    await h.t.db
      .updateTable('exams')
      .set({ makeup_rule: 'absent', makeup_closes_at: h.t.clock.now() + 86_400_000 })
      .where('id', '=', absentExam)
      .execute();
    expect((await start('Exam demo: not attended')).status).toBe('Y');
  });
  it('refuses late entry into the make-up window like the main window, and admits within the minutes', async () => {
    const examId = await h.examId('Exam demo: make-up');
    const now = h.t.clock.now();
    const window = { makeup_chances: 1, makeup_rule: 'failed_absent' as const, makeup_interval_minutes: 0 };
    // The make-up window opened 20 minutes ago; entry closes 10 minutes after it opens.
    await h.t.db
      .updateTable('exams')
      .set({ ...window, late_entry_minutes: 10, makeup_opens_at: now - 20 * 60_000, makeup_closes_at: now + 3_600_000 })
      .where('id', '=', examId)
      .execute();
    const before = await attemptCount();
    expect(await start('Exam demo: make-up')).toMatchObject({ status: 'N', code: 42500 });
    expect(await transition('Exam demo: make-up')).toMatchObject({ canEnter: false, refusal: 'entry_closed' });
    expect(await attemptCount()).toBe(before);
    // Five minutes after the make-up window opened: still inside the late-entry minutes.
    await h.t.db
      .updateTable('exams')
      .set({ makeup_opens_at: now - 5 * 60_000 })
      .where('id', '=', examId)
      .execute();
    expect(await start('Exam demo: make-up')).toMatchObject({ status: 'Y', data: { makeup: true } });
  });
});

describe('tenancy', () => {
  it('another tenant’s exam, another user’s attempt and an exam not meant for the learner are NOT_FOUND, and nothing changes', async () => {
    const sales = await h.t.login('sales');
    const asSales = { ...sales, eid: 1 };
    const { attemptId } = await h.start('Exam demo: objective quiz');
    const before = await attemptCount();
    for (const [name, params, method] of [
      ['apiExamnew/getExamQuestion', { attemptId }, 'GET'],
      ['/v1/exam/attempt/save', { attemptId, answers: '[]' }, 'POST'],
      ['/v1/exam/attempt/submit', { attemptId }, 'POST'],
      ['/v1/exam/attempt/switch', { attemptId, seq: 1 }, 'POST'],
      ['/v1/exam/result/detail', { attemptId }, 'GET'],
    ] as const) {
      expect(await h.call(name, params, method, asSales), name).toMatchObject({ status: 'N', code: 40400 });
    }
    expect(
      (await h.t.db.selectFrom('exam_attempts').select('status').where('id', '=', attemptId).executeTakeFirstOrThrow())
        .status,
    ).toBe('open');

    const hub = await h.examId('Open Hub exam demo', 2);
    const salesOnly = await h.examId('Sales exam demo');
    for (const examId of [hub, salesOnly]) {
      expect(await h.call('/v1/exam/transition', { examId })).toMatchObject({ status: 'N', code: 40400 });
      expect(await h.call('/v1/exam/attempt/start', { examId, deviceId: DEVICE }, 'POST')).toMatchObject({
        status: 'N',
        code: 40400,
      });
      expect(await h.call('/v1/exam/result', { examId })).toMatchObject({ status: 'N', code: 40400 });
    }
    // The same person in eid 2 cannot reach the eid 1 attempt either.
    const other = await h.t.login('learner', 2);
    expect(await h.call('apiExamnew/getExamQuestion', { attemptId }, 'GET', { ...other, eid: 2 })).toMatchObject({
      status: 'N',
      code: 40400,
    });
    expect(await attemptCount()).toBe(before);
  });

  it('shows visitors the transition page of an exam meant for everyone only, and asks them to sign in', async () => {
    const visitor = { token: '', userid: '', eid: 1 };
    const open = await h.call('/v1/exam/transition', { examId: await h.examId('Daily practice demo') }, 'GET', visitor);
    expect(open.status).toBe('Y');
    expect(open.data as ExamTransition).toMatchObject({
      canEnter: false,
      refusal: 'sign_in',
      refusalCode: 401,
      openAttempt: null,
      kind: 'daily',
    });
    expect(
      await h.call('/v1/exam/transition', { examId: await h.examId('Exam demo: objective quiz') }, 'GET', visitor),
    ).toMatchObject({ status: 'N', code: 401 });
    expect(
      await h.call('/v1/exam/transition', { examId: await h.examId('Open Hub exam demo', 2) }, 'GET', visitor),
    ).toMatchObject({ status: 'N', code: 401 });
    expect(
      await h.call(
        '/v1/exam/attempt/start',
        { examId: await h.examId('Daily practice demo'), deviceId: DEVICE },
        'POST',
        visitor,
      ),
    ).toMatchObject({ status: 'N', code: 401 });
    // A member of another enterprise meets the tenant wall, as on any member call.
    const other = await h.t.login('learner', 2);
    expect(
      await h.call('/v1/exam/transition', { examId: await h.examId('Daily practice demo') }, 'GET', {
        ...other,
        eid: 1,
      }),
    ).toMatchObject({ status: 'N' });
    // Signed in, the same exam is the member's view.
    expect((await transition('Daily practice demo')).canEnter).toBe(true);
  });
});
