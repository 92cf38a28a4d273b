import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type ExerciseRecordList, type NotebookList } from '../../../protocol';
import { emitDomainEvent } from '../../lib/domain-events';
import type { TestApp } from '../../test-support/test-app';
import { answer, correctAnswerOf, getSet, practiceApp, SHANGHAI, userIdOf } from './practice-test-helpers';
import { forTenant } from '../../db/tenant-scope';

const notebook = async (t: TestApp, who: { token: string; userid: string }, status = 'active') =>
  (await t.call('practice/notebook', { status }, { ...who, timeZone: SHANGHAI })).body.data as NotebookList;

describe('daily practice', () => {
  let t: TestApp;
  let learner: { token: string; userid: string };
  beforeEach(async () => {
    t = await practiceApp();
    learner = await t.login('learner');
  });
  afterEach(() => t.close());

  it('is the same set all day and a different one the next day', async () => {
    const morning = await getSet(t, learner, 'practice/daily');
    expect(morning).toMatchObject({ kind: 'daily', day: '2026-11-23', sessionKey: 'daily-2026-11-23' });
    expect(morning.questions).toHaveLength(5);
    t.clock.set(Date.UTC(2026, 10, 23, 15, 30)); // 23:30 in Shanghai
    const evening = await getSet(t, learner, 'practice/daily');
    expect(evening.questions.map((q) => q.id)).toEqual(morning.questions.map((q) => q.id));
    t.clock.set(Date.UTC(2026, 10, 23, 16, 30)); // 00:30 the next day in Shanghai
    const tomorrow = await getSet(t, learner, 'practice/daily');
    expect(tomorrow.day).toBe('2026-11-24');
    expect(tomorrow.questions.map((q) => q.id)).not.toEqual(morning.questions.map((q) => q.id));
  });

  it('keeps answers of the day, and closes a past day', async () => {
    const set = await getSet(t, learner, 'practice/daily');
    const q = set.questions.find((x) => x.type !== 'essay')!;
    const first = await answer(t, learner, {
      sessionKey: set.sessionKey,
      kind: 'daily',
      questionId: String(q.id),
      answer: JSON.stringify(await correctAnswerOf(t, q.id)),
    });
    expect(first.data).toMatchObject({ correct: true, tally: { total: 5, answered: 1 } });
    const again = await getSet(t, learner, 'practice/daily');
    expect(again.results).toEqual([expect.objectContaining({ questionId: q.id, correct: true })]);
    t.clock.set(Date.UTC(2026, 10, 25, 4, 0));
    const late = await answer(t, learner, {
      sessionKey: set.sessionKey,
      kind: 'daily',
      questionId: String(set.questions[1]!.id),
      answer: '["T"]',
    });
    expect(late.body.code).toBe(ErrorCode.PRACTICE_DAY_OVER);
  });
});

describe('wrong-question notebook and records', () => {
  let t: TestApp;
  let learner: { token: string; userid: string };
  beforeEach(async () => {
    t = await practiceApp();
    learner = await t.login('learner');
  });
  afterEach(() => t.close());

  it('is fed by a scored exam attempt (known questions of the enterprise only)', async () => {
    const before = await notebook(t, learner);
    const bank = await t.db
      .selectFrom('questions')
      .select(['id', 'eid'])
      .where('course_id', 'is', null)
      .orderBy('id')
      .execute();
    const mine = bank
      .filter((q) => q.eid === 1)
      .slice(0, 2)
      .map((q) => q.id);
    const foreign = bank.find((q) => q.eid === 2)!.id;
    const userId = await userIdOf(t, 1, 'learner');
    await forTenant(t.db, 1)
      .transaction()
      .execute((trx) =>
        emitDomainEvent(trx, {
          type: 'exam.attempt.scored',
          eid: 1,
          at: t.clock.now(),
          examId: 1,
          attemptId: 1,
          userId,
          examName: 'Exam',
          wrongQuestionIds: [...mine, foreign, 999_999],
          pendingGrading: false,
        }),
      );
    const after = await notebook(t, learner);
    expect(after.activeCount).toBe(before.activeCount + 2);
    expect(after.list.map((e) => e.questionId)).toEqual(expect.arrayContaining(mine));
    expect(after.list.some((e) => e.questionId === foreign)).toBe(false);
    expect(after.list.find((e) => e.questionId === mine[0])!.source).toBe('exam');
  });

  it('gains a wrongly practised question, masters it when practised right, and can be emptied by the learner', async () => {
    const daily = await getSet(t, learner, 'practice/daily');
    const judge = daily.questions.find((q) => q.type !== 'essay')!;
    const correct = await correctAnswerOf(t, judge.id);
    const wrongAnswer =
      judge.type === 'fill'
        ? correct.map(() => 'nonsense')
        : judge.type === 'judge'
          ? [correct[0] === 'T' ? 'F' : 'T']
          : [judge.options.find((o) => !correct.includes(o.key))!.key];
    const wrong = await answer(t, learner, {
      sessionKey: daily.sessionKey,
      kind: 'daily',
      questionId: String(judge.id),
      answer: JSON.stringify(wrongAnswer),
    });
    expect(wrong.data.correct).toBe(false);
    let book = await notebook(t, learner);
    expect(book.list.some((e) => e.questionId === judge.id && e.source === 'practice')).toBe(true);

    const set = await getSet(t, learner, 'practice/notebook/questions');
    expect(set.questions.map((q) => q.id)).toContain(judge.id);
    const right = await answer(t, learner, {
      sessionKey: set.sessionKey,
      kind: 'notebook',
      questionId: String(judge.id),
      answer: JSON.stringify(await correctAnswerOf(t, judge.id)),
    });
    expect(right.data.correct).toBe(true);
    book = await notebook(t, learner);
    expect(book.list.some((e) => e.questionId === judge.id)).toBe(false);
    expect((await notebook(t, learner, 'mastered')).list.map((e) => e.questionId)).toContain(judge.id);

    // Removing: another learner's entry is NOT_FOUND and stays; the learner's own goes.
    const entry = book.list[0]!;
    const engineer = await t.login('engineer');
    expect(
      (await t.call('practice/notebook/remove', { id: String(entry.id) }, { ...engineer, method: 'POST' })).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect(
      (await t.call('practice/notebook/remove', { id: String(entry.id) }, { ...learner, method: 'POST' })).body.status,
    ).toBe('Y');
    expect((await notebook(t, learner)).list.some((e) => e.id === entry.id)).toBe(false);

    const records = (await t.call('practice/records', {}, { ...learner, timeZone: SHANGHAI })).body
      .data as ExerciseRecordList;
    expect(records.list.map((r) => r.kind).sort()).toEqual(['daily', 'notebook']);
    expect(records.chart).toHaveLength(14);
    expect(records.chart.at(-1)).toMatchObject({ day: '2026-11-23', answered: 2, right: 1, accuracy: 50 });
  });
});

describe('the accuracy chart', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("counts answers on the learner's local day, split at their midnight (the same on every engine)", async () => {
    t = await practiceApp(Date.UTC(2026, 10, 23, 15, 30)); // 23:30 on the 23rd in Shanghai
    const learner = await t.login('learner');
    const late = await getSet(t, learner, 'practice/daily');
    const q1 = late.questions.find((x) => x.type !== 'essay')!;
    const a1 = await answer(t, learner, {
      sessionKey: late.sessionKey,
      kind: 'daily',
      questionId: String(q1.id),
      answer: JSON.stringify(await correctAnswerOf(t, q1.id)),
    });
    expect(a1.data.correct).toBe(true);
    t.clock.set(Date.UTC(2026, 10, 23, 16, 30)); // 00:30 on the 24th in Shanghai
    const early = await getSet(t, learner, 'practice/daily');
    const q2 = early.questions.find((x) => x.type !== 'essay')!;
    await answer(t, learner, {
      sessionKey: early.sessionKey,
      kind: 'daily',
      questionId: String(q2.id),
      answer: JSON.stringify(await correctAnswerOf(t, q2.id)),
    });
    const records = (await t.call('practice/records', {}, { ...learner, timeZone: SHANGHAI })).body
      .data as ExerciseRecordList;
    expect(records.chart).toHaveLength(14);
    expect(records.chart.at(-1)).toMatchObject({ day: '2026-11-24', answered: 1, right: 1, accuracy: 100 });
    expect(records.chart.at(-2)).toMatchObject({ day: '2026-11-23', answered: 1, right: 1, accuracy: 100 });
    expect(records.chart.slice(0, -2).every((d) => d.answered === 0 && d.accuracy === null)).toBe(true);
    expect(records.chart[0]!.day).toBe('2026-11-11');
  });
});

describe('questions of an exam that has not closed', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('are held back from daily and notebook practice until the exam (and its make-up) closes', async () => {
    t = await practiceApp();
    const learner = await t.login('learner');
    const now = t.clock.now();
    const daily = await getSet(t, learner, 'practice/daily');
    const held = daily.questions[0]!.id;
    const exam = await t.db
      .insertInto('exams')
      .values({
        eid: 1,
        name: 'Live exam',
        kind: 'online',
        course_id: null,
        duration_minutes: 30,
        pass_score: 60,
        opens_at: now - 3_600_000,
        closes_at: now + 3_600_000,
        makeup_opens_at: null,
        makeup_closes_at: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('exam_questions')
      .values({ eid: 1, exam_id: exam.id, question_id: held, position: 1, score: 10 })
      .execute();
    const userId = await userIdOf(t, 1, 'learner');
    await forTenant(t.db, 1)
      .transaction()
      .execute((trx) =>
        emitDomainEvent(trx, {
          type: 'exam.attempt.scored',
          eid: 1,
          at: now,
          examId: exam.id,
          attemptId: 1,
          userId,
          examName: 'Live exam',
          wrongQuestionIds: [held],
          pendingGrading: false,
        }),
      );

    // The day's set (no answer fixed it yet) and the notebook practice leave it out while the exam is open…
    expect((await getSet(t, learner, 'practice/daily')).questions.map((q) => q.id)).not.toContain(held);
    expect((await getSet(t, learner, 'practice/notebook/questions')).questions.map((q) => q.id)).not.toContain(held);
    expect((await notebook(t, learner)).list.map((e) => e.questionId)).toContain(held);
    // …and offer it once the exam has closed.
    await t.db.updateTable('exams').set({ closes_at: now }).where('id', '=', exam.id).execute();
    expect((await getSet(t, learner, 'practice/notebook/questions')).questions.map((q) => q.id)).toContain(held);
  });
});
