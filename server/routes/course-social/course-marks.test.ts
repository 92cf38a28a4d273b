import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type CourseSocialState } from '../../../protocol';
import { FINISHED_DEMO_COURSE } from '../../db/seed/course-social-demo';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { callerOf, courseIdOf, courseRow, type Caller } from './social-test-helpers';

let t: TestApp;
let learner: Caller;
beforeEach(async () => {
  t = await createTestApp();
  learner = callerOf(t, await t.login('learner'));
});
afterEach(async () => t.close());

describe('rating', () => {
  it('is refused before every chapter is finished', async () => {
    const courseId = await courseIdOf(t, 'Leading your first team');
    expect(((await learner('apiCourse/isGrade', { courseId })).data as CourseSocialState).allChaptersFinished).toBe(
      false,
    );
    expect(await learner('apiCourse/courseGrade', { courseId, stars: 5 })).toMatchObject({
      status: 'N',
      code: ErrorCode.COURSE_NOT_FINISHED,
    });
    expect((await courseRow(t, courseId)).rating_count).toBe(0);
  });

  it('is accepted once after every chapter is finished and refused the second time', async () => {
    const courseId = await courseIdOf(t, FINISHED_DEMO_COURSE);
    expect((await learner('apiCourse/isGrade', { courseId })).data as CourseSocialState).toMatchObject({
      allChaptersFinished: true,
      rated: false,
    });
    expect(await learner('apiCourse/courseGrade', { courseId, stars: 4 })).toMatchObject({
      status: 'Y',
      data: { stars: 4, ratingCount: 1, ratingAverage: 4 },
    });
    expect(await learner('apiCourse/courseGrade', { courseId, stars: 5 })).toMatchObject({
      status: 'N',
      code: ErrorCode.DUPLICATE_SUBMISSION,
    });
    t.clock.set(t.clock.now() + 60_000);
    expect(await learner('apiCourse/courseGrade', { courseId, stars: 5 })).toMatchObject({
      status: 'N',
      code: ErrorCode.ALREADY_RATED,
    });
    const row = await courseRow(t, courseId);
    expect([row.rating_sum, row.rating_count]).toEqual([4, 1]);
    expect((await learner('apiCourse/isGrade', { courseId })).data as CourseSocialState).toMatchObject({
      rated: true,
      myStars: 4,
    });
  });

  it('counts one rating when a double click sends two at once (one learner lock on every engine)', async () => {
    const courseId = await courseIdOf(t, FINISHED_DEMO_COURSE);
    const answers = await Promise.all([
      learner('apiCourse/courseGrade', { courseId, stars: 4 }),
      learner('apiCourse/courseGrade', { courseId, stars: 4 }),
    ]);
    expect(answers.map((a) => a.code).sort((x, y) => x - y)).toEqual([0, ErrorCode.DUPLICATE_SUBMISSION]);
    const row = await courseRow(t, courseId);
    expect([row.rating_sum, row.rating_count]).toEqual([4, 1]);
  });

  it('refuses stars outside 1–5', async () => {
    const courseId = await courseIdOf(t, FINISHED_DEMO_COURSE);
    expect(await learner('apiCourse/courseGrade', { courseId, stars: 6 })).toMatchObject({
      status: 'N',
      code: ErrorCode.INVALID_INPUT,
    });
    expect(await learner('apiCourse/courseGrade', { courseId, stars: 0 })).toMatchObject({
      status: 'N',
      code: ErrorCode.INVALID_INPUT,
    });
  });
});

describe('collect and praise', () => {
  it('collects once under a double click, keeps collect_count right, lists and uncollects', async () => {
    const courseId = await courseIdOf(t, 'Warehouse safety basics');
    const results = await Promise.all([
      learner('apiCourse/collect', { courseId, state: '1' }),
      learner('apiCourse/collect', { courseId, state: '1' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['N', 'Y']);
    expect((await courseRow(t, courseId)).collect_count).toBe(1);
    const list = (await learner('apiCourse/collectList', {})).data as { list: Array<{ courseId: number }> };
    expect(list.list[0]!.courseId).toBe(courseId);
    t.clock.set(t.clock.now() + 5000);
    expect(await learner('apiCourse/collect', { courseId, state: '0' })).toMatchObject({
      status: 'Y',
      data: { on: false, count: 0 },
    });
    // Asking again for the state it already has changes nothing and is not an error once the moment passed.
    t.clock.set(t.clock.now() + 5000);
    expect(await learner('apiCourse/collect', { courseId, state: '0' })).toMatchObject({
      status: 'Y',
      data: { on: false, count: 0 },
    });
  });

  it('the legacy toggle flips, and a second flip in the same moment is a duplicate', async () => {
    const courseId = await courseIdOf(t, 'Warehouse safety basics');
    expect(await learner('apiCourse/praise', { courseId })).toMatchObject({
      status: 'Y',
      data: { on: true, count: 1 },
    });
    expect(await learner('apiCourse/praise', { courseId })).toMatchObject({
      status: 'N',
      code: ErrorCode.DUPLICATE_SUBMISSION,
    });
    t.clock.set(t.clock.now() + 5000);
    expect(await learner('apiCourse/praise', { courseId })).toMatchObject({
      status: 'Y',
      data: { on: false, count: 0 },
    });
  });

  it("answers NOT_FOUND for another tenant's course", async () => {
    const other = await courseIdOf(t, 'Time management', 2);
    for (const call of ['apiCourse/collect', 'apiCourse/praise', 'apiCourse/isGrade']) {
      expect(await learner(call, { courseId: other })).toMatchObject({ status: 'N', code: ErrorCode.NOT_FOUND });
    }
    expect(await learner('apiCourse/courseGrade', { courseId: other, stars: 3 })).toMatchObject({
      status: 'N',
      code: ErrorCode.NOT_FOUND,
    });
    const row = await courseRow(t, other);
    expect([row.collect_count, row.praise_count, row.rating_count]).toEqual([0, 0, 0]);
  });
});
