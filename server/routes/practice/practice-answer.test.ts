import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type PracticeSet } from '../../../protocol';
import type { TestApp } from '../../test-support/test-app';
import { answer, correctAnswerOf, courseIdOf, coursePractice, practiceApp } from './practice-test-helpers';

describe('course practice', () => {
  let t: TestApp;
  let learner: { token: string; userid: string };
  let courseId: number;
  beforeEach(async () => {
    t = await practiceApp();
    learner = await t.login('learner');
    courseId = await courseIdOf(t, 1, 'Leading your first team');
  });
  afterEach(() => t.close());

  it('lists the course questions of every type without their answers', async () => {
    const { body } = await coursePractice(t, learner, courseId);
    const set = body.data as PracticeSet;
    expect(set.questions.map((q) => q.type)).toEqual(['single', 'multiple', 'judge', 'fill', 'essay']);
    expect(JSON.stringify(set.questions)).not.toContain('Listening first');
    expect(set.sessionKey).toMatch(/^[a-f0-9]{32}$/);
  });

  it('records a first answer once when a double click sends it twice at the same moment', async () => {
    const set = (await coursePractice(t, learner, courseId)).body.data as PracticeSet;
    const base = { sessionKey: set.sessionKey, kind: 'course', courseId: String(courseId) };
    const single = set.questions[0]!;
    const params = {
      ...base,
      questionId: String(single.id),
      answer: JSON.stringify(await correctAnswerOf(t, single.id)),
    };
    // Both the session (made by the first answer) and the answer are new: on PostgreSQL the two
    // requests run side by side, and only the learner's lock keeps them from colliding on the keys.
    const answers = await Promise.all([answer(t, learner, params), answer(t, learner, params)]);
    for (const a of answers) expect(a.body.status, a.body.msg).toBe('Y');
    expect(answers.filter((a) => !a.data.replayed)).toHaveLength(1);
    for (const a of answers) expect(a.data.tally).toMatchObject({ answered: 1, right: 1, wrong: 0 });
  });

  it('checks every type, records each answer once under double clicks, and counts the session', async () => {
    const set = (await coursePractice(t, learner, courseId)).body.data as PracticeSet;
    const base = { sessionKey: set.sessionKey, kind: 'course', courseId: String(courseId) };
    const [single, multiple, judge, fill, essay] = set.questions;
    const right = await answer(t, learner, {
      ...base,
      questionId: String(single!.id),
      answer: JSON.stringify(await correctAnswerOf(t, single!.id)),
    });
    expect(right.data).toMatchObject({
      correct: true,
      replayed: false,
      tally: { total: 5, answered: 1, right: 1, wrong: 0 },
    });
    // A double click: the second answer (even a different one) returns the first outcome.
    const replay = await answer(t, learner, { ...base, questionId: String(single!.id), answer: '["A"]' });
    expect(replay.data).toMatchObject({
      correct: true,
      replayed: true,
      yourAnswer: await correctAnswerOf(t, single!.id),
      tally: { answered: 1, right: 1 },
    });

    expect(
      (await answer(t, learner, { ...base, questionId: String(multiple!.id), answer: '["C","A"]' })).data.correct,
    ).toBe(true);
    expect((await answer(t, learner, { ...base, questionId: String(judge!.id), answer: '["T"]' })).data.correct).toBe(
      false,
    );
    const fillResult = await answer(t, learner, { ...base, questionId: String(fill!.id), answer: '["  timed "]' });
    expect(fillResult.data.correct).toBe(true);

    const essayFirst = await answer(t, learner, {
      ...base,
      questionId: String(essay!.id),
      answer: '["I would listen first."]',
    });
    expect(essayFirst.data).toMatchObject({ correct: null, replayed: false });
    expect(essayFirst.data.correctAnswer[0]).toContain('Share your background');
    const essayChecked = await answer(t, learner, {
      ...base,
      questionId: String(essay!.id),
      answer: '["I would listen first."]',
      selfCheck: 'right',
    });
    expect(essayChecked.data).toMatchObject({ correct: true, tally: { total: 5, answered: 5, right: 4, wrong: 1 } });
    const essayAgain = await answer(t, learner, {
      ...base,
      questionId: String(essay!.id),
      answer: '["x"]',
      selfCheck: 'wrong',
    });
    expect(essayAgain.data).toMatchObject({ correct: true, replayed: true, yourAnswer: ['I would listen first.'] });

    const rows = await t.db.selectFrom('practice_answers').selectAll().execute();
    expect(rows).toHaveLength(5);
    const session = await t.db.selectFrom('practice_sessions').selectAll().executeTakeFirstOrThrow();
    expect(session).toMatchObject({ kind: 'course', course_id: courseId, answered: 5, right_count: 4, wrong_count: 1 });
  });

  it('refuses answers of the wrong shape, questions of another set and mismatched sessions, changing nothing', async () => {
    const set = (await coursePractice(t, learner, courseId)).body.data as PracticeSet;
    const base = { sessionKey: set.sessionKey, kind: 'course', courseId: String(courseId) };
    const single = set.questions[0]!;
    expect((await answer(t, learner, { ...base, questionId: String(single.id), answer: '["Z"]' })).body.code).toBe(
      ErrorCode.PRACTICE_ANSWER_INVALID,
    );
    expect((await answer(t, learner, { ...base, questionId: String(single.id), answer: 'not json' })).body.code).toBe(
      ErrorCode.PRACTICE_ANSWER_INVALID,
    );
    expect(
      (await answer(t, learner, { ...base, questionId: String(single.id), answer: '["A"]', selfCheck: 'right' })).body
        .code,
    ).toBe(ErrorCode.PRACTICE_SELF_CHECK_INVALID);
    const otherCourse = await courseIdOf(t, 1, 'Warehouse safety basics');
    const otherSet = (await coursePractice(t, learner, otherCourse)).body.data as PracticeSet;
    expect(
      (await answer(t, learner, { ...base, questionId: String(otherSet.questions[0]!.id), answer: '["F"]' })).body.code,
    ).toBe(ErrorCode.PRACTICE_QUESTION_NOT_IN_SET);
    expect(await t.db.selectFrom('practice_answers').selectAll().execute()).toHaveLength(0);
    await answer(t, learner, { ...base, questionId: String(single.id), answer: '["B"]' });
    const mismatch = await answer(t, learner, {
      ...base,
      courseId: String(otherCourse),
      questionId: String(otherSet.questions[0]!.id),
      answer: '["F"]',
    });
    expect(mismatch.body.code).toBe(ErrorCode.PRACTICE_SESSION_MISMATCH);
    expect(await t.db.selectFrom('practice_answers').selectAll().execute()).toHaveLength(1);
  });

  it('follows the course rules: a listed course outside the audience and another tenant are NOT_FOUND', async () => {
    const listed = await courseIdOf(t, 1, 'Key accounts (sales team only)');
    expect((await coursePractice(t, learner, listed)).body.code).toBe(ErrorCode.NOT_FOUND);
    const sales = await t.login('sales');
    expect(((await coursePractice(t, sales, listed)).body.data as PracticeSet).questions).toHaveLength(1);
    const foreign = await courseIdOf(t, 2, 'Public speaking for everyone');
    expect((await coursePractice(t, learner, foreign)).body.code).toBe(ErrorCode.NOT_FOUND);
    const forged = await answer(t, learner, {
      sessionKey: 'a'.repeat(32),
      kind: 'course',
      courseId: String(foreign),
      questionId: '1',
      answer: '["T"]',
    });
    expect(forged.body.code).toBe(ErrorCode.NOT_FOUND);
    expect(await t.db.selectFrom('practice_sessions').selectAll().execute()).toHaveLength(0);
  });

  it("keeps sessions per learner: another learner's key starts their own session, records stay private", async () => {
    const set = (await coursePractice(t, learner, courseId)).body.data as PracticeSet;
    const params = {
      sessionKey: set.sessionKey,
      kind: 'course',
      courseId: String(courseId),
      questionId: String(set.questions[2]!.id),
      answer: '["T"]',
    };
    await answer(t, learner, params);
    const engineer = await t.login('engineer');
    const theirs = await answer(t, engineer, { ...params, answer: '["F"]' });
    expect(theirs.data).toMatchObject({ correct: true, replayed: false, tally: { answered: 1 } });
    const mine = await t.db
      .selectFrom('practice_sessions')
      .select('id')
      .where('right_count', '=', 0)
      .executeTakeFirstOrThrow();
    expect((await t.call('practice/record', { id: String(mine.id) }, { ...engineer })).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await t.call('practice/record', { id: String(mine.id) }, { ...learner })).body.status).toBe('Y');
  });
});
