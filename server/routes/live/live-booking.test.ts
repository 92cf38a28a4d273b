import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../protocol';
import { LIVE_LIMITS } from '../../../protocol/schemas/live';
import { forTenant } from '../../db/tenant-scope';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** Spec 001 §9: at most 299 attendees book a live, decided by the server when many book at once. */
describe('live booking limit', () => {
  let t: TestApp;
  let liveId: number;
  beforeAll(async () => {
    t = await createTestApp();
    liveId = (
      await forTenant(t.db, 1)
        .selectFrom('lives')
        .select('id')
        .where('channel_id', '=', 'aurora-leadership')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t.close());

  it('lets exactly the free seats through a burst of learners booking at once', async () => {
    const db = forTenant(t.db, 1);
    // 297 bookings besides the seed's one: 1 seat left of 299, then twelve learners try at once.
    const base = await db
      .selectFrom('users')
      .select(['password_hash'])
      .where('account', '=', 'learner')
      .executeTakeFirstOrThrow();
    const made = [] as number[];
    for (let i = 0; i < 297 + 12; i++) {
      const row = await db
        .insertInto('users')
        .values({
          eid: 1,
          account: `live-booker-${i}`,
          password_hash: base.password_hash,
          username: `Booker ${i}`,
          image: '',
          type: 0,
          isdeleteadmin: 0,
          score: 0,
          credit: 0,
          weixin_user_id: '',
          dingtalk_user_id: '',
          phone: '',
          email: '',
          department: '',
          locked: 0,
          language: 'en_us',
          selected_portal_id: null,
          created_at: t.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      made.push(row.id);
    }
    await db
      .insertInto('live_bookings')
      .values(made.slice(0, 297).map((user_id) => ({ eid: 1, live_id: liveId, user_id, created_at: t.clock.now() })))
      .execute();
    const sessions = await Promise.all(made.slice(297).map((_, i) => t.login(`live-booker-${297 + i}`)));
    const answers = await Promise.all(
      sessions.map((s) => t.call('/v1/live/book', { id: liveId }, { ...s, eid: 1, method: 'POST', language: 'en_us' })),
    );
    const ok = answers.filter((a) => a.body.status === 'Y');
    expect(ok.length).toBe(1);
    expect(answers.filter((a) => a.body.code === ErrorCode.LIVE_BOOKING_FULL).length).toBe(11);
    const count = await db
      .selectFrom('live_bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('live_id', '=', liveId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(LIVE_LIMITS.bookingMax);
    // Booking twice is one booking; cancelling frees the seat.
    const winner = sessions[answers.indexOf(ok[0]!)]!;
    expect(
      (await t.call('/v1/live/book', { id: liveId }, { ...winner, eid: 1, method: 'POST' })).body.data,
    ).toMatchObject({
      booked: true,
      bookedCount: 299,
    });
    expect(
      (await t.call('/v1/live/unbook', { id: liveId }, { ...winner, eid: 1, method: 'POST' })).body.data,
    ).toMatchObject({
      booked: false,
      bookedCount: 298,
    });
  });
});
