import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_DEFAULTS } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { demoCourse, signIn } from './study-test-helpers';

/** Issue 17: the auto-next countdown and the short / long skips are each enterprise's settings. */
describe('player settings per enterprise', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const openChapter = async (account: string, windowId: string) => {
    const learner = await signIn(t, account);
    const course = await demoCourse(t, 'Consultative selling');
    const started = await learner.call('/v1/course/study/start', {
      courseId: course.id,
      chapterId: course.chapters[0]!,
      windowId,
    });
    expect(started.status).toBe('Y');
    await learner.call('/v1/course/study/end', { sessionId: started.data.sessionId });
    return started.data.player;
  };

  it('serves the defaults until the enterprise sets its own, then its own; out-of-range values fall back', async () => {
    expect(await openChapter('engineer', 'tab-player-01')).toEqual(PLAYER_DEFAULTS);
    expect(PLAYER_DEFAULTS).toEqual({ autoNextSeconds: 5, skipShortSeconds: 5, skipLongSeconds: 10 });

    await t.db
      .insertInto('study_settings')
      .values({ eid: 1, auto_next_seconds: 8, skip_short_seconds: 15, skip_long_seconds: 30 })
      .execute();
    expect(await openChapter('engineer', 'tab-player-02')).toEqual({
      autoNextSeconds: 8,
      skipShortSeconds: 15,
      skipLongSeconds: 30,
    });
    // Another enterprise's row is not this one's (the tenant scope reads eid 1's only).
    await t.db
      .insertInto('study_settings')
      .values({ eid: 2, auto_next_seconds: 0, skip_short_seconds: 2, skip_long_seconds: 4 })
      .execute();
    expect((await openChapter('engineer', 'tab-player-03')).skipShortSeconds).toBe(15);

    // A hand-edited row out of range is never served as is.
    await t.db
      .updateTable('study_settings')
      .set({ auto_next_seconds: -3, skip_short_seconds: 0, skip_long_seconds: 100_000 })
      .where('eid', '=', 1)
      .execute();
    expect(await openChapter('engineer', 'tab-player-04')).toEqual(PLAYER_DEFAULTS);
  });
});
