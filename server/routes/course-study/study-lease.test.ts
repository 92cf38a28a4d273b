import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { demoCourse, signIn } from './study-test-helpers';

const T0 = Date.parse('2026-11-21T02:00:00Z');

/**
 * Issue 17: a browser that was killed left its window's session live for the lease (about a
 * minute), and the learner's only tab was refused as a second window. The same browser (its
 * per-browser id) takes its own session back at once; another browser is still refused.
 */
describe('the same browser takes its own study lease back', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(T0);
  });
  afterAll(async () => t.close());

  it('a new window of the same browser takes over at once; another browser is refused within the lease', async () => {
    const learner = await signIn(t, 'engineer');
    const course = await demoCourse(t, 'Consultative selling');
    const chapterId = course.chapters[0]!;
    const open = (windowId: string, deviceId: string, reclaim?: '0' | '1') =>
      learner.call('/v1/course/study/start', { courseId: course.id, chapterId, windowId, deviceId, reclaim });

    const killed = await open('tab-killed-01', 'browser-aaaa-01', '1');
    expect(killed.status).toBe('Y');
    t.clock.set(T0 + 5_000);

    // Another browser within the lease: refused, whatever it says.
    const other = await open('tab-other-001', 'browser-bbbb-02', '1');
    expect(other.code).toBe(ErrorCode.STUDY_MULTI_WINDOW);

    // The same browser, with another tab of it still studying (no reclaim): refused as before.
    expect((await open('tab-second-01', 'browser-aaaa-01', '0')).code).toBe(ErrorCode.STUDY_MULTI_WINDOW);

    // The same browser after it was killed (no live tab of it left): allowed at once.
    const back = await open('tab-reopen-01', 'browser-aaaa-01', '1');
    expect(back.status).toBe('Y');
    // The killed window's session ended: its late heartbeat is told so, and it holds no seat.
    const stale = await learner.call('/v1/course/study/heartbeat', {
      sessionId: killed.data.sessionId,
      chapterId,
      position: 1,
    });
    expect(stale.code).toBe(ErrorCode.STUDY_SESSION_ENDED);
    const live = await t.db
      .selectFrom('study_sessions')
      .select(['window_id', 'device_id'])
      .where('user_id', '=', learner.userId)
      .where('ended_at', 'is', null)
      .execute();
    expect(live).toEqual([{ window_id: 'tab-reopen-01', device_id: 'browser-aaaa-01' }]);

    // And another browser is still refused while the reopened window studies.
    expect((await open('tab-other-001', 'browser-bbbb-02', '1')).code).toBe(ErrorCode.STUDY_MULTI_WINDOW);
  });

  it('a device id that is not well formed is refused and starts nothing', async () => {
    const learner = await signIn(t, 'sales');
    const course = await demoCourse(t, 'Working with spreadsheets');
    const bad = await learner.call('/v1/course/study/start', {
      courseId: course.id,
      chapterId: course.chapters[0]!,
      windowId: 'tab-sales-001',
      deviceId: 'bad id!',
    });
    expect(bad.code).toBe(ErrorCode.INVALID_INPUT);
    const rows = await t.db.selectFrom('study_sessions').select('id').where('user_id', '=', learner.userId).execute();
    expect(rows).toHaveLength(0);
  });
});
