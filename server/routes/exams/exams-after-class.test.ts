import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CourseExams, ExamList, ExamTransition } from '../../../protocol';
import { DEVICE, examHarness, type ExamHarness } from './exam-test-helpers';

/** Issue 17: after-class exams appear on their course's page and follow its gating. */
let h: ExamHarness;
beforeEach(async () => {
  h = await examHarness();
});
afterEach(async () => {
  await h.t.close();
});

const EXAM = 'After-class exam demo';
const courseOf = async (title: string) =>
  (
    await h.t.db
      .selectFrom('courses')
      .select('id')
      .where('eid', '=', 1)
      .where('title', '=', title)
      .executeTakeFirstOrThrow()
  ).id;
const learnerId = async () =>
  (
    await h.t.db
      .selectFrom('users')
      .select('id')
      .where('eid', '=', 1)
      .where('account', '=', 'learner')
      .executeTakeFirstOrThrow()
  ).id;
const attempts = async () => (await h.t.db.selectFrom('exam_attempts').select('id').execute()).length;

async function completeCourse(courseId: number) {
  const userId = await learnerId();
  await h.t.db
    .insertInto('course_enrolments')
    .values({
      eid: 1,
      user_id: userId,
      course_id: courseId,
      started_at: 1,
      last_studied_at: 1,
      last_chapter_id: null,
      completed_at: h.t.clock.now(),
      access_expires_at: null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doUpdateSet({ completed_at: h.t.clock.now() }))
    .execute();
}

describe('after-class exams', () => {
  it('are listed on their course with the gate, and refused by the server until the course is completed', async () => {
    const courseId = await courseOf('Consultative selling');
    const examId = await h.examId(EXAM);
    const userId = await learnerId();
    await h.t.db
      .deleteFrom('course_enrolments')
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .execute();

    const listed = (await h.call('/v1/exam/course', { courseId })).data as CourseExams;
    expect(listed.list).toEqual([
      expect.objectContaining({ id: examId, name: EXAM, kind: 'after_class', canEnter: false, gateMet: false }),
    ]);
    expect(listed.list[0]!.refusal).toBe('course_not_completed');
    // Another course lists nothing.
    expect(
      ((await h.call('/v1/exam/course', { courseId: await courseOf('Working with spreadsheets') })).data as CourseExams)
        .list,
    ).toEqual([]);

    const before = await attempts();
    const refused = await h.call('/v1/exam/attempt/start', { examId, deviceId: DEVICE }, 'POST');
    expect(refused).toMatchObject({ status: 'N', code: 42518, data: { courseId } });
    expect((await h.call('/v1/exam/transition', { examId })).data as ExamTransition).toMatchObject({
      canEnter: false,
      refusal: 'course_not_completed',
      refusalCode: 42518,
    });
    const all = (await h.call('apiExamnew/getExamList', { tab: 'all', page: 1, pageSize: 50 })).data as ExamList;
    expect(all.list.find((e) => e.id === examId)).toMatchObject({ canEnter: false });
    // Still to do: the learner can act on it by finishing the course.
    const todo = (await h.call('apiExamnew/getExamList', { tab: 'todo', page: 1, pageSize: 50 })).data as ExamList;
    expect(todo.list.map((e) => e.id)).toContain(examId);
    expect(await attempts()).toBe(before);

    await completeCourse(courseId);
    const open = (await h.call('/v1/exam/course', { courseId })).data as CourseExams;
    expect(open.list[0]).toMatchObject({ canEnter: true, gateMet: true, refusal: null });
    expect(await h.call('/v1/exam/attempt/start', { examId, deviceId: DEVICE }, 'POST')).toMatchObject({ status: 'Y' });
  });

  it('a gate chapter opens the exam once that chapter is completed', async () => {
    const courseId = await courseOf('Consultative selling');
    const examId = await h.examId(EXAM);
    const userId = await learnerId();
    await h.t.db
      .deleteFrom('course_enrolments')
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .execute();
    const chapter = await h.t.db
      .selectFrom('course_chapters')
      .select(['id', 'title'])
      .where('course_id', '=', courseId)
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    await h.t.db.updateTable('exams').set({ gate_chapter_id: chapter.id }).where('id', '=', examId).execute();
    await h.t.db
      .deleteFrom('chapter_progress')
      .where('user_id', '=', userId)
      .where('chapter_id', '=', chapter.id)
      .execute();

    const gated = (await h.call('/v1/exam/course', { courseId })).data as CourseExams;
    expect(gated.list[0]).toMatchObject({
      gateChapterId: chapter.id,
      gateChapterTitle: chapter.title,
      canEnter: false,
    });
    expect(await h.call('/v1/exam/attempt/start', { examId, deviceId: DEVICE }, 'POST')).toMatchObject({
      code: 42518,
      data: { chapterId: chapter.id },
    });

    await h.t.db
      .insertInto('chapter_progress')
      .values({ eid: 1, user_id: userId, course_id: courseId, chapter_id: chapter.id, completed_at: 1, updated_at: 1 })
      .execute();
    expect(await h.call('/v1/exam/attempt/start', { examId, deviceId: DEVICE }, 'POST')).toMatchObject({ status: 'Y' });
  });

  it("another enterprise's course lists none of this one's exams", async () => {
    const other = await h.t.login('visitor', 2);
    const courseId = await courseOf('Consultative selling');
    const answer = await h.call('/v1/exam/course', { courseId }, 'GET', { ...other, eid: 2 });
    expect(answer.status).toBe('Y');
    expect((answer.data as CourseExams).list).toEqual([]);
  });
});
