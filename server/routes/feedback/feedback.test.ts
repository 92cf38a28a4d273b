import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type Params } from '../../../protocol';
import { FEEDBACK_LIMITS } from '../../../protocol/schemas/feedback';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** Issue 17: error reports from the player and the exam page, with their input bounds. */
describe('feedback reports', () => {
  let t: TestApp;
  let who: { token: string; userid: string };
  let chapter: { id: number; course_id: number };
  let examId: number;
  beforeAll(async () => {
    t = await createTestApp();
    who = await t.login('learner');
    chapter = await t.db
      .selectFrom('course_chapters')
      .innerJoin('courses', 'courses.id', 'course_chapters.course_id')
      .select(['course_chapters.id', 'course_chapters.course_id'])
      .where('courses.eid', '=', 1)
      .executeTakeFirstOrThrow();
    examId = (
      await t.db
        .selectFrom('exams')
        .select('id')
        .where('eid', '=', 1)
        .where('name', '=', 'Exam demo: objective quiz')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t.close());

  const report = async (params: Params, as = who, eid = 1, language: 'en_us' | 'zh_cn' = 'en_us') =>
    (await t.call('/v1/feedback/report', params, { ...as, eid, method: 'POST', language })).body;
  const rows = async () => t.db.selectFrom('feedback_reports').selectAll().execute();

  it('keeps a report from the player and one from the exam page, trimmed', async () => {
    const fromPlayer = await report({
      source: 'course',
      kind: 'playback',
      description: '  The video stops at 0:05.  ',
      courseId: chapter.course_id,
      chapterId: chapter.id,
      position: 5,
    });
    expect(fromPlayer.status, fromPlayer.msg).toBe('Y');
    const fromExam = await report({
      source: 'exam',
      kind: 'question',
      description: 'Question 2 has two right answers.',
      examId,
    });
    expect(fromExam.status, fromExam.msg).toBe('Y');
    expect(await rows()).toEqual([
      expect.objectContaining({
        eid: 1,
        source: 'course',
        kind: 'playback',
        description: 'The video stops at 0:05.',
        chapter_id: chapter.id,
        position: 5,
      }),
      expect.objectContaining({ eid: 1, source: 'exam', kind: 'question', exam_id: examId, chapter_id: null }),
    ]);
  });

  it('refuses bad input with a clear error in the caller’s language, and keeps nothing', async () => {
    const before = (await rows()).length;
    const base = { source: 'course', kind: 'content', courseId: chapter.course_id, chapterId: chapter.id };
    const tooLong = await report({ ...base, description: 'x'.repeat(FEEDBACK_LIMITS.descriptionMax + 1) });
    expect(tooLong).toMatchObject({ status: 'N', code: ErrorCode.INVALID_INPUT });
    expect(tooLong.msg).toMatch(/description/);
    expect((await report({ ...base, description: 'y'.repeat(FEEDBACK_LIMITS.descriptionMax) })).status).toBe('Y');
    for (const bad of [
      { ...base, description: '   ' },
      { ...base, kind: 'rant', description: 'x' },
      { source: 'course', kind: 'content', description: 'no chapter named', courseId: chapter.course_id },
      { source: 'exam', kind: 'question', description: 'no exam named' },
    ])
      expect(await report(bad), JSON.stringify(bad)).toMatchObject({ status: 'N', code: ErrorCode.INVALID_INPUT });
    const chinese = await report({ ...base, description: '' }, who, 1, 'zh_cn');
    expect(chinese.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await rows()).length).toBe(before + 1);
  });

  it('another enterprise’s chapter or exam, or a chapter of another course, is NOT_FOUND', async () => {
    const before = (await rows()).length;
    const other = await t.db
      .selectFrom('course_chapters')
      .innerJoin('courses', 'courses.id', 'course_chapters.course_id')
      .select(['course_chapters.id', 'course_chapters.course_id'])
      .where('courses.eid', '=', 2)
      .executeTakeFirstOrThrow();
    const hubExam = (await t.db.selectFrom('exams').select('id').where('eid', '=', 2).executeTakeFirstOrThrow()).id;
    for (const params of [
      { source: 'course', kind: 'content', description: 'x', courseId: other.course_id, chapterId: other.id },
      { source: 'course', kind: 'content', description: 'x', courseId: chapter.course_id + 1, chapterId: chapter.id },
      { source: 'exam', kind: 'question', description: 'x', examId: hubExam },
      { source: 'exam', kind: 'question', description: 'x', examId, questionId: 999_999 },
    ])
      expect(await report(params), JSON.stringify(params)).toMatchObject({ status: 'N', code: ErrorCode.NOT_FOUND });
    expect((await rows()).length).toBe(before);
  });

  it('refuses more than a few reports in a short time, saying when to try again', async () => {
    const engineer = await t.login('engineer');
    const params = { source: 'exam', kind: 'other', description: 'again', examId };
    for (let i = 0; i < FEEDBACK_LIMITS.perWindow; i += 1) expect((await report(params, engineer)).status).toBe('Y');
    const refused = await report(params, engineer);
    expect(refused).toMatchObject({ status: 'N', code: ErrorCode.FEEDBACK_TOO_FREQUENT });
    expect((refused.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    t.clock.set(t.clock.now() + FEEDBACK_LIMITS.windowMinutes * 60_000 + 1);
    expect((await report(params, await t.login('engineer'))).status).toBe('Y');
  });

  it('keeps the limit when a burst of reports arrives at once', async () => {
    const manager = await t.login('manager');
    const params = { source: 'exam', kind: 'other', description: 'burst', examId };
    const answers = await Promise.all(
      Array.from({ length: FEEDBACK_LIMITS.perWindow + 4 }, () => report(params, manager)),
    );
    expect(answers.filter((a) => a.status === 'Y')).toHaveLength(FEEDBACK_LIMITS.perWindow);
    for (const a of answers.filter((x) => x.status !== 'Y')) expect(a.code).toBe(ErrorCode.FEEDBACK_TOO_FREQUENT);
  });
});
