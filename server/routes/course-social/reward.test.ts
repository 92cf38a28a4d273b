import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../protocol';
import { onDomainEvent, type DomainEvent } from '../../lib/domain-events';
import { signedRequest } from '../../test-support/signed-request';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { callerOf, courseIdOf, userIdOf, type Caller } from './social-test-helpers';

let t: TestApp;
let learner: Caller;
let session: { token: string; userid: string };
let courseId: number;
beforeEach(async () => {
  t = await createTestApp();
  session = await t.login('learner');
  learner = callerOf(t, session);
  courseId = await courseIdOf(t, 'Leading your first team');
});
afterEach(async () => t.close());

const score = async (account: string) =>
  (
    await t.db
      .selectFrom('users')
      .select('score')
      .where('id', '=', await userIdOf(t, account))
      .executeTakeFirstOrThrow()
  ).score;

describe('apiCourse/courseReward', () => {
  it('moves points once from the learner to the lecturer under a replay, a double click and a retry', async () => {
    const events: DomainEvent[] = [];
    onDomainEvent('course.reward.received', 'reward-test', async (_trx, event) => void events.push(event));
    const [before, lecturerBefore] = [await score('learner'), await score('manager')];
    const params = { courseId, points: 20, requestId: 'reward-req-0001' };
    const request = signedRequest('apiCourse/courseReward', params, {
      ...session,
      eid: 1,
      now: t.clock.now(),
      appKey: t.config.appKey,
    });
    const first = await t.send(request);
    expect(first.body).toMatchObject({ status: 'Y', data: { points: 20, balance: before - 20 } });
    // The very same signed request again (replay), and a fresh signature with the same request id (retry).
    expect((await t.send(request)).body.status).toBe('N');
    expect(await learner('apiCourse/courseReward', params)).toMatchObject({
      status: 'N',
      code: ErrorCode.DUPLICATE_SUBMISSION,
    });
    t.clock.set(t.clock.now() + 60_000);
    expect(await learner('apiCourse/courseReward', { ...params, requestId: 'reward-req-0002' })).toMatchObject({
      status: 'N',
      code: ErrorCode.ALREADY_REWARDED,
    });
    expect(await score('learner')).toBe(before - 20);
    expect(await score('manager')).toBe(lecturerBefore + 20);
    const ledger = await t.db
      .selectFrom('point_ledger')
      .select(['delta', 'reason'])
      .where('ref_key', 'like', 'course-reward:%')
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { delta: -20, reason: 'course_reward_sent' },
      { delta: 20, reason: 'course_reward_received' },
    ]);
    expect(events).toHaveLength(1);
  });

  it('settles concurrent double clicks to one transfer', async () => {
    const before = await score('learner');
    const params = { courseId, points: 5, requestId: 'reward-dbl-0001' };
    const results = await Promise.all([
      learner('apiCourse/courseReward', params),
      learner('apiCourse/courseReward', params),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['N', 'Y']);
    expect(await score('learner')).toBe(before - 5);
  });

  it('refuses an external lecturer and a course without a lecturer account, moving nothing', async () => {
    const before = await score('learner');
    const external = await courseIdOf(t, 'Strategy for directors');
    await t.db
      .updateTable('courses')
      .set({ lecturer_user_id: await userIdOf(t, 'manager') })
      .where('id', '=', external)
      .execute();
    expect(
      await learner('apiCourse/courseReward', { courseId: external, points: 5, requestId: 'reward-ext-0001' }),
    ).toMatchObject({ status: 'N', code: ErrorCode.REWARD_NOT_ALLOWED, data: { reason: 'external_lecturer' } });
    const noLecturer = await courseIdOf(t, 'Warehouse safety basics');
    expect(
      await learner('apiCourse/courseReward', { courseId: noLecturer, points: 5, requestId: 'reward-non-0001' }),
    ).toMatchObject({ status: 'N', code: ErrorCode.REWARD_NOT_ALLOWED, data: { reason: 'no_lecturer' } });
    expect(await score('learner')).toBe(before);
  });

  it('refuses more points than the learner has, and zero or fractions', async () => {
    const before = await score('learner');
    expect(
      await learner('apiCourse/courseReward', { courseId, points: before + 1, requestId: 'reward-big-0001' }),
    ).toMatchObject({ status: 'N', code: ErrorCode.POINTS_INSUFFICIENT });
    expect(
      await learner('apiCourse/courseReward', { courseId, points: 0, requestId: 'reward-zro-0001' }),
    ).toMatchObject({ status: 'N', code: ErrorCode.INVALID_INPUT });
    expect(
      await learner('apiCourse/courseReward', { courseId, points: '1.5', requestId: 'reward-frc-0001' }),
    ).toMatchObject({ status: 'N', code: ErrorCode.INVALID_INPUT });
    expect(await score('learner')).toBe(before);
    expect(await t.db.selectFrom('course_rewards').select('id').execute()).toHaveLength(0);
    // Nothing was recorded, so a proper reward still works.
    expect(
      await learner('apiCourse/courseReward', { courseId, points: 1, requestId: 'reward-ok-00001' }),
    ).toMatchObject({ status: 'Y' });
  });

  it("answers NOT_FOUND for another tenant's course", async () => {
    const other = await courseIdOf(t, 'Time management', 2);
    expect(
      await learner('apiCourse/courseReward', { courseId: other, points: 1, requestId: 'reward-ten-0001' }),
    ).toMatchObject({ status: 'N', code: ErrorCode.NOT_FOUND });
  });
});
