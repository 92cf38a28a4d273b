import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  type CheckInResult,
  type LearnCalendar,
  type MedalList,
  type PointsLedger,
  type Duration,
} from '../../../protocol';
import { emitDomainEvent, onDomainEvent } from '../../lib/domain-events';
import type { TestApp } from '../../test-support/test-app';
import { dailyLoopApp, SHANGHAI, userIdOf } from './daily-loop-test-helpers';

describe('medals', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await dailyLoopApp();
  });
  afterEach(() => t.close());

  it('awards the first check-in medal once, and the daily one once per day, emitting medal.awarded', async () => {
    const awarded: string[] = [];
    onDomainEvent('medal.awarded', 'test:medals', async (_trx, e) => void awarded.push(e.medalName));
    const sales = await t.login('sales');
    const first = (await t.call('apiSystem/sign', {}, { ...sales, method: 'POST', timeZone: SHANGHAI })).body
      .data as CheckInResult;
    expect(first.medals.map((m) => m.name).sort()).toEqual(['Checked in today', 'First check-in']);
    await t.call('apiSystem/sign', {}, { ...sales, method: 'POST', timeZone: SHANGHAI });
    t.clock.set(t.clock.now() + 86_400_000);
    await t.call('apiSystem/sign', {}, { ...sales, method: 'POST', timeZone: SHANGHAI });
    expect(awarded.sort()).toEqual(['初次签到', '每日签到', '每日签到']);
    onDomainEvent('medal.awarded', 'test:medals', async () => undefined);

    const list = (await t.call('/v1/my/medals', {}, { ...sales, language: 'en_us', timeZone: SHANGHAI })).body
      .data as MedalList;
    const byName = new Map(list.list.map((m) => [m.name, m]));
    expect(byName.get('First check-in')).toMatchObject({ earned: true, timesEarned: 1, kind: 'limited' });
    expect(byName.get('Checked in today')).toMatchObject({ earned: true, timesEarned: 2, kind: 'daily' });
    expect(byName.get('7-day streak')).toMatchObject({ earned: false, progress: 2, threshold: 7 });
    // Another tenant's rules are not listed.
    expect(list.list.every((m) => m.name !== '')).toBe(true);
    expect(list.list).toHaveLength(
      await t.db
        .selectFrom('medal_rules')
        .where('eid', '=', 1)
        .select('id')
        .execute()
        .then((r) => r.length),
    );
  });

  it('awards study-time medals when the page is read and course medals on course.completed', async () => {
    const sales = await t.login('sales');
    const salesId = await userIdOf(t, 1, 'sales');
    await t.db
      .insertInto('study_days')
      .values({ eid: 1, user_id: salesId, day: '2026-11-23', seconds: 31 * 60, courses_completed: 0 })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doUpdateSet({ seconds: 31 * 60 }))
      .execute();
    const list = (await t.call('/v1/my/medals', {}, { ...sales, language: 'en_us', timeZone: SHANGHAI })).body
      .data as MedalList;
    expect(list.list.find((m) => m.name === '30 minutes today')).toMatchObject({ earned: true, timesEarned: 1 });

    const courses = await t.db.selectFrom('courses').select('id').where('eid', '=', 1).limit(3).execute();
    for (const c of courses) {
      await t.db
        .insertInto('course_enrolments')
        .values({
          eid: 1,
          user_id: salesId,
          course_id: c.id,
          started_at: 1,
          last_studied_at: 1,
          last_chapter_id: null,
          completed_at: t.clock.now(),
          access_expires_at: null,
        })
        .onConflict((oc) => oc.columns(['user_id', 'course_id']).doUpdateSet({ completed_at: t.clock.now() }))
        .execute();
    }
    for (let i = 0; i < 2; i++) {
      await t.db.transaction().execute((trx) =>
        emitDomainEvent(trx, {
          type: 'course.completed',
          eid: 1,
          at: t.clock.now(),
          courseId: courses[0]!.id,
          userId: salesId,
        }),
      );
    }
    const rule = await t.db
      .selectFrom('medal_rules')
      .select('id')
      .where('eid', '=', 1)
      .where('trigger', '=', 'courses_completed')
      .where('threshold', '=', 3)
      .executeTakeFirstOrThrow();
    const rows = await t.db
      .selectFrom('user_medals')
      .select('id')
      .where('user_id', '=', salesId)
      .where('rule_id', '=', rule.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('study calendar and learning-centre figures', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await dailyLoopApp(Date.now());
  });
  afterEach(() => t.close());

  it('answers up to 90 days of study days and refuses a longer range', async () => {
    const learner = await t.login('learner');
    const ok = await t.call('/v1/my/learn-calendar/pc', { start: '2026-01-01', end: '2026-03-31' }, { ...learner });
    expect(ok.body.status).toBe('Y');
    const refused = await t.call(
      '/v1/my/learn-calendar/pc',
      { start: '2026-01-01', end: '2026-04-01' },
      { ...learner },
    );
    expect(refused.body.code).toBe(ErrorCode.CALENDAR_RANGE_TOO_LONG);
    const backwards = await t.call(
      '/v1/my/learn-calendar/pc',
      { start: '2026-02-01', end: '2026-01-01' },
      { ...learner },
    );
    expect(backwards.body.code).toBe(ErrorCode.CALENDAR_RANGE_TOO_LONG);
    const bad = await t.call('/v1/my/learn-calendar/pc', { start: 'yesterday', end: '2026-01-01' }, { ...learner });
    expect(bad.body.status).not.toBe('Y');

    const recent = (
      await t.call('/v1/my/learn-calendar/pc', { start: '2000-01-01', end: '2000-01-02' }, { ...learner })
    ).body.data as LearnCalendar;
    const calendar = (
      await t.call('/v1/my/learn-calendar/pc', { start: recent.earliest, end: recent.today }, { ...learner })
    ).body.data as LearnCalendar;
    const rows = await t.db
      .selectFrom('study_days')
      .select(['day', 'seconds'])
      .where('user_id', '=', Number(learner.userid))
      .where('day', '>=', recent.earliest)
      .execute();
    expect(calendar.days.length).toBe(rows.length);
    expect(calendar.days.length).toBeGreaterThan(30);
    expect(calendar.totalSeconds).toBe(rows.reduce((s, r) => s + r.seconds, 0));
  });

  it('pages the points ledger and totals study time, only the caller’s own', async () => {
    const learner = await t.login('learner');
    const ledger = (await t.call('/v1/my/points/ledger', { page: '1' }, { ...learner })).body.data as PointsLedger;
    expect(ledger.list.length).toBeGreaterThan(0);
    expect(ledger.list.some((r) => r.reason === 'checkin')).toBe(true);
    expect(ledger.balance).toBe(
      (
        await t.db
          .selectFrom('users')
          .select('score')
          .where('id', '=', Number(learner.userid))
          .executeTakeFirstOrThrow()
      ).score,
    );
    const visitor = await t.login('visitor', 2);
    const theirs = (await t.call('/v1/my/points/ledger', {}, { ...visitor, eid: 2 })).body.data as PointsLedger;
    expect(theirs.list.every((r) => r.reason !== 'checkin')).toBe(true);
    // A session of one enterprise cannot read through another's eid.
    const cross = await t.call('/v1/my/points/ledger', {}, { ...visitor, eid: 1 });
    expect(cross.body.status).not.toBe('Y');

    const duration = (await t.call('/v1/my/duration', {}, { ...learner })).body.data as Duration;
    const total = await t.db
      .selectFrom('study_days')
      .select((eb) => eb.fn.sum<number>('seconds').as('s'))
      .where('user_id', '=', Number(learner.userid))
      .executeTakeFirstOrThrow();
    expect(duration.totalSeconds).toBe(Number(total.s));
    expect(duration.days.length).toBeLessThanOrEqual(30);
  });
});
