import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagePage } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { userIdOf } from './message-test-helpers';
import { lastFinishedWeek } from './weekly-summary';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('weekly summary', () => {
  it('the last finished week runs Monday to Sunday in the reader’s zone', () => {
    // Wednesday 2026-03-11 10:00 at +08:00.
    expect(lastFinishedWeek(Date.UTC(2026, 2, 11, 2), 480)).toEqual({ start: '2026-03-02', end: '2026-03-08' });
    // Monday 00:30 at +08:00 is still Sunday in UTC: the zone decides.
    expect(lastFinishedWeek(Date.UTC(2026, 2, 8, 16, 30), 480)).toEqual({ start: '2026-03-02', end: '2026-03-08' });
    expect(lastFinishedWeek(Date.UTC(2026, 2, 8, 16, 30), 0)).toEqual({ start: '2026-02-23', end: '2026-03-01' });
  });

  it('makes one summary per learner per week from study days and completions, none for a quiet week', async () => {
    const uid = await userIdOf(t.db, 'newhire');
    // newhire is the learner without messages; the initial password would refuse its calls (issue 18 item 8).
    await t.db.updateTable('users').set({ must_change_password: 0 }).where('id', '=', uid).execute();
    await t.db
      .insertInto('study_days')
      .values([
        { eid: 1, user_id: uid, day: '2026-03-03', seconds: 1800, courses_completed: 0 },
        { eid: 1, user_id: uid, day: '2026-03-05', seconds: 1200, courses_completed: 1 },
        { eid: 1, user_id: uid, day: '2026-03-10', seconds: 600, courses_completed: 0 },
      ])
      .execute();
    t.clock.set(Date.UTC(2026, 2, 11, 2));
    const who = await t.login('newhire');
    await t.call('/v1/message/state', {}, who);
    await t.call('/v1/message/state', {}, who);
    const page = (await t.call('/v1/message/list', { category: 'own' }, who)).body.data as MessagePage;
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({
      kind: 'weekly_summary',
      params: { weekStart: '2026-03-02', weekEnd: '2026-03-08', minutes: 50, days: 2, coursesCompleted: 1 },
    });
    // The next week had no study by the following Monday... except 600 s: one more summary.
    t.clock.set(Date.UTC(2026, 2, 18, 2));
    await t.call('/v1/message/state', {}, who);
    // A week later nothing was studied: no third summary.
    t.clock.set(Date.UTC(2026, 2, 25, 2));
    await t.call('/v1/message/state', {}, who);
    const after = (await t.call('/v1/message/list', { category: 'own' }, who)).body.data as MessagePage;
    expect(after.list.map((m) => m.params.weekStart)).toEqual(['2026-03-09', '2026-03-02']);
  });
});
