import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { courseDetailSchema } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { courseId, userId } from './course-test-helpers';

/* "Live lab: one seat" allows one learner at a time (max_viewers 1, seed course-demo). */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function someoneStudies(account: string, lastSeenAt: number, endedAt: number | null = null): Promise<void> {
  const course = await courseId(t, 'Live lab: one seat');
  const chapter = await t.db
    .selectFrom('course_chapters')
    .select('id')
    .where('course_id', '=', course)
    .executeTakeFirstOrThrow();
  const user = await userId(t, account);
  await t.db
    .insertInto('study_sessions')
    .values({
      id: `s-${account}`,
      eid: 1,
      user_id: user,
      course_id: course,
      chapter_id: chapter.id,
      window_id: 'w1',
      started_at: lastSeenAt,
      last_seen_at: lastSeenAt,
      last_credited_at: lastSeenAt,
      ended_at: endedAt,
    })
    .execute();
}

async function access(session: { token: string; userid: string }): Promise<{ detail: string; verify: string }> {
  const id = String(await courseId(t, 'Live lab: one seat'));
  const detail = await t.call('apiCourse/detail', { id }, session);
  const verify = await t.call('apiCourse/courseVerify', { id }, session);
  return {
    detail: courseDetailSchema.parse(detail.body.data).access,
    verify: (verify.body.data as { access: string }).access,
  };
}

describe('max viewers', () => {
  it('is available while the seat is free, and max_viewers while another learner studies', async () => {
    const learner = await t.login('learner');
    expect(await access(learner)).toEqual({ detail: 'available', verify: 'available' });
    await someoneStudies('engineer', t.clock.now());
    expect(await access(learner)).toEqual({ detail: 'max_viewers', verify: 'max_viewers' });
    // The one studying is not refused by their own seat.
    expect(await access(await t.login('engineer'))).toEqual({ detail: 'available', verify: 'available' });
  });

  it('frees the seat when the other session ended or went silent past the lease', async () => {
    const learner = await t.login('learner');
    await someoneStudies('engineer', t.clock.now(), t.clock.now());
    expect((await access(learner)).verify).toBe('available');
    await someoneStudies('sales', t.clock.now() - 10 * 60 * 1000);
    expect((await access(learner)).verify).toBe('available');
  });
});
