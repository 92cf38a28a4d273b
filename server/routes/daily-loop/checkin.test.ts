import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type CheckInResult, type SevenSign } from '../../../protocol';
import { onDomainEvent } from '../../lib/domain-events';
import { signedRequest } from '../../test-support/signed-request';
import type { TestApp } from '../../test-support/test-app';
import { dailyLoopApp, pointsOf, SHANGHAI, userIdOf } from './daily-loop-test-helpers';

describe('daily check-in', () => {
  let t: TestApp;
  let sales: { token: string; userid: string };
  beforeEach(async () => {
    t = await dailyLoopApp();
    sales = await t.login('sales');
  });
  afterEach(() => t.close());

  const sign = () => t.call('apiSystem/sign', {}, { ...sales, method: 'POST', timeZone: SHANGHAI });

  it('credits points once under five parallel requests and a re-signed replay', async () => {
    const before = await pointsOf(t, 1, 'sales');
    const answers = await Promise.all(Array.from({ length: 5 }, sign));
    expect(answers.every((a) => a.body.status === 'Y')).toBe(true);
    const results = answers.map((a) => a.body.data as CheckInResult);
    expect(results.filter((r) => r.newlyCheckedIn)).toHaveLength(1);
    expect(await pointsOf(t, 1, 'sales')).toBe(before + 5);

    const again = await sign();
    expect((again.body.data as CheckInResult).newlyCheckedIn).toBe(false);
    expect((again.body.data as CheckInResult).checkedToday).toBe(true);
    expect(await pointsOf(t, 1, 'sales')).toBe(before + 5);
    const rows = await t.db
      .selectFrom('point_ledger')
      .selectAll()
      .where('user_id', '=', await userIdOf(t, 1, 'sales'))
      .where('reason', '=', 'checkin')
      .execute();
    expect(rows.map((r) => r.ref_key)).toEqual(['checkin:2026-11-23']);
  });

  it('refuses a byte-for-byte replay without changing anything', async () => {
    const request = signedRequest(
      'apiSystem/sign',
      {},
      { ...sales, method: 'POST', now: t.clock.now(), timeZone: SHANGHAI },
    );
    expect((await t.send(request)).body.status).toBe('Y');
    const after = await pointsOf(t, 1, 'sales');
    const replay = await t.send(request);
    expect(replay.body.code).toBe(ErrorCode.REQUEST_REPLAYED);
    expect(await pointsOf(t, 1, 'sales')).toBe(after);
  });

  it('counts 23:30 and 00:30 local time of the same UTC day as two days, with the streak growing', async () => {
    t.clock.set(Date.UTC(2026, 10, 23, 15, 30)); // 23:30 on the 23rd in Shanghai
    const first = (await sign()).body.data as CheckInResult;
    expect(first).toMatchObject({ newlyCheckedIn: true, today: '2026-11-23', streak: 1 });
    t.clock.set(Date.UTC(2026, 10, 23, 16, 30)); // 00:30 on the 24th in Shanghai, still the 23rd in UTC
    const second = (await sign()).body.data as CheckInResult;
    expect(second).toMatchObject({ newlyCheckedIn: true, today: '2026-11-24', streak: 2 });
    // In UTC both instants are the 23rd: already checked in that day.
    const utc = await t.call('apiSystem/sign', {}, { ...sales, method: 'POST', timeZone: 'UTC|0' });
    expect((utc.body.data as CheckInResult).newlyCheckedIn).toBe(false);
  });

  it('pays the configured streak bonus and starts again after a missed day', async () => {
    await t.db
      .updateTable('checkin_settings')
      .set({ base_points: 3, bonus_rules: JSON.stringify([{ streakDay: 2, bonus: 7 }]), cycle_days: 0 })
      .where('eid', '=', 1)
      .execute();
    const day = (n: number) => Date.UTC(2026, 10, 23 + n, 4);
    const got: number[] = [];
    for (const n of [0, 1, 2, 4, 5]) {
      t.clock.set(day(n));
      const r = (await sign()).body.data as CheckInResult;
      got.push(r.pointsAwarded);
    }
    expect(got).toEqual([3, 10, 3, 3, 10]);
    const strip = (await t.call('apiSystem/Sign/SevenSign', {}, { ...sales, timeZone: SHANGHAI })).body
      .data as SevenSign;
    expect(strip.streak).toBe(2);
    expect(strip.days.map((d) => d.checked)).toEqual([true, false, true, true, false, false, false]);
    // Tomorrow would be streak day 3 (no bonus in a non-cycling schedule that only pays day 2).
    expect(strip.days[4]).toMatchObject({ checked: false, points: 3 });
  });

  it('shows the seeded learner a 4-day streak and the reward today would bring', async () => {
    t.clock.set(Date.now());
    const learner = await t.login('learner');
    const strip = (await t.call('apiSystem/Sign/SevenSign', {}, { ...learner })).body.data as SevenSign;
    expect(strip).toMatchObject({ checkedToday: false, streak: 4, totalDays: 4 });
    expect(strip.days.slice(0, 3).every((d) => d.checked)).toBe(true);
    // Day 5 of a 7-day cycle with bonuses on days 3 and 7: the base 5; day 7 (two days on) brings 35.
    expect(strip.days[3]).toMatchObject({ isToday: true, points: 5 });
    expect(strip.days[5]).toMatchObject({ points: 35, bonus: 30 });
  });

  it('emits checkin.done and refuses when the enterprise switched check-in off', async () => {
    const seen: string[] = [];
    onDomainEvent(
      'checkin.done',
      'test:checkin',
      async (_trx, e) => void seen.push(`${e.userId}:${e.day}:${e.streak}`),
    );
    await sign();
    expect(seen).toEqual([`${await userIdOf(t, 1, 'sales')}:2026-11-23:1`]);
    onDomainEvent('checkin.done', 'test:checkin', async () => undefined);

    await t.db.updateTable('checkin_settings').set({ enabled: 0 }).where('eid', '=', 1).execute();
    const engineer = await t.login('engineer');
    const before = await pointsOf(t, 1, 'engineer');
    const refused = await t.call('apiSystem/sign', {}, { ...engineer, method: 'POST' });
    expect(refused.body.code).toBe(ErrorCode.CHECKIN_DISABLED);
    expect(await pointsOf(t, 1, 'engineer')).toBe(before);
  });

  it('needs a signed-in member', async () => {
    const anonymous = await t.call('apiSystem/sign', {}, { method: 'POST' });
    expect(anonymous.body.status).not.toBe('Y');
  });
});
