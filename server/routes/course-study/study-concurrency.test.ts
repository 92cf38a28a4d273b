import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { demoCourse, signIn } from './study-test-helpers';

/**
 * Study starts arriving at the same moment. SQLite runs one writer at a time; on PostgreSQL
 * (`npm run test:pg`) they really run side by side, and without the row locks of startStudy both
 * learners took the one seat and both windows of one learner were let in.
 */
describe('parallel study starts', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    t.clock.set(Date.parse('2026-11-20T02:00:00Z'));
  });
  afterEach(async () => t.close());

  it('give the last seat of a course to one learner only', async () => {
    const course = await demoCourse(t, 'Live lab: one seat');
    const chapterId = course.chapters[0]!;
    const learners = await Promise.all(['learner', 'engineer'].map((account) => signIn(t, account)));
    const answers = await Promise.all(
      learners.map((l, i) =>
        l.call('/v1/course/study/start', { courseId: course.id, chapterId, windowId: `tab-${i}-seat` }),
      ),
    );
    expect(answers.filter((a) => a.status === 'Y')).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 'Y')) expect(a.code).toBe(ErrorCode.STUDY_MAX_VIEWERS);
  });

  it('let one window of a learner in when two open at once', async () => {
    const learner = await signIn(t, 'colleague01');
    const a = await demoCourse(t, 'Consultative selling');
    const b = await demoCourse(t, 'Working with spreadsheets');
    const answers = await Promise.all([
      learner.call('/v1/course/study/start', { courseId: a.id, chapterId: a.chapters[0]!, windowId: 'tab-window-a' }),
      learner.call('/v1/course/study/start', { courseId: b.id, chapterId: b.chapters[0]!, windowId: 'tab-window-b' }),
    ]);
    expect(answers.filter((x) => x.status === 'Y')).toHaveLength(1);
    expect(answers.find((x) => x.status !== 'Y')?.code).toBe(ErrorCode.STUDY_MULTI_WINDOW);
  });
});
