import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type Booking, type BookingSlots, type ResponseEnvelope } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

type Caller = (call: string, params?: Record<string, string | number>) => Promise<ResponseEnvelope>;
async function as(account: string, eid = 1): Promise<Caller> {
  const session = await t.login(account, eid);
  return async (call, params = {}) => {
    const method = /booking\/(create|cancel|confirm|complete|evaluate)/.test(call) ? 'POST' : 'GET';
    const stringified = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
    return (await t.call(call, stringified, { ...session, eid, method })).body;
  };
}
const HOUR = 3_600_000;
const booking = (body: ResponseEnvelope) => {
  expect(body, body.msg).toMatchObject({ status: 'Y' });
  return (body.data as { booking: Booking }).booking;
};

/** Xu Fang (6) has open hours and no demo bookings: the first open window's first hour. */
async function firstFreeHour(caller: Caller): Promise<{ startsAt: number; endsAt: number }> {
  const slots = (await caller('/v1/lecturer/booking/slots', { teacherId: 6 })).data as BookingSlots;
  const window = slots.windows.find((w) => w.endsAt - w.startsAt >= 2 * HOUR && w.startsAt > t.clock.now())!;
  return { startsAt: window.startsAt, endsAt: window.startsAt + HOUR };
}

describe('offline booking', () => {
  it('two learners asking for overlapping time at once: one books, the other is told to re-choose', async () => {
    const [learner, engineer] = [await as('learner'), await as('engineer')];
    const slot = await firstFreeHour(learner);
    const [a, b] = await Promise.all([
      learner('/v1/lecturer/booking/create', { requestId: 'book-learner-1', teacherId: 6, ...slot }),
      engineer('/v1/lecturer/booking/create', {
        requestId: 'book-engineer-1',
        teacherId: 6,
        startsAt: slot.startsAt + HOUR / 2,
        endsAt: slot.endsAt + HOUR / 2,
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual(['N', 'Y']);
    const refused = [a, b].find((r) => r.status === 'N')!;
    expect(refused).toMatchObject({
      code: ErrorCode.BOOKING_SLOT_TAKEN,
      msg: 'Part of the booked time slot was taken, please re-choose the time',
    });
    const rows = await t.db.selectFrom('lecturer_bookings').select('id').where('lecturer_id', '=', 6).execute();
    expect(rows).toHaveLength(1);
    // The same request again (a retry) answers the same booking and books nothing more.
    const winner = a.status === 'Y' ? learner : engineer;
    const requestId = a.status === 'Y' ? 'book-learner-1' : 'book-engineer-1';
    const again = await winner('/v1/lecturer/booking/create', { requestId, teacherId: 6, ...slot });
    expect(again.status).toBe('Y');
    expect(await t.db.selectFrom('lecturer_bookings').select('id').where('lecturer_id', '=', 6).execute()).toHaveLength(
      1,
    );
  });

  it('refuses times outside the open hours, in the past, off the half hour, or too long', async () => {
    const learner = await as('learner');
    const slot = await firstFreeHour(learner);
    for (const span of [
      { startsAt: slot.startsAt - 12 * HOUR, endsAt: slot.startsAt - 11 * HOUR },
      { startsAt: slot.startsAt + 60_000, endsAt: slot.endsAt },
      { startsAt: slot.startsAt, endsAt: slot.startsAt + 5 * HOUR },
      { startsAt: slot.endsAt, endsAt: slot.startsAt },
    ]) {
      expect(
        await learner('/v1/lecturer/booking/create', {
          requestId: `bad-${span.startsAt}-${span.endsAt}`,
          teacherId: 6,
          ...span,
        }),
      ).toMatchObject({
        code: ErrorCode.BOOKING_TIME_INVALID,
      });
    }
    expect(
      await learner('/v1/lecturer/booking/create', { requestId: 'not-offered-1', teacherId: 2, ...slot }),
    ).toMatchObject({
      code: ErrorCode.BOOKING_NOT_OFFERED,
    });
  });

  it('goes pending → confirmed (by the lecturer) → pending evaluation → ended; cancel frees the time', async () => {
    const learner = await as('learner');
    const slot = await firstFreeHour(learner);
    const first = booking(
      await learner('/v1/lecturer/booking/create', { requestId: 'flow-0001', teacherId: 6, ...slot }),
    );
    expect(first.status).toBe('pending');
    // Only the lecturer's own account or an administrator confirms.
    const engineer = await as('engineer');
    expect(await engineer('/v1/lecturer/booking/confirm', { bookingId: first.id })).toMatchObject({
      code: ErrorCode.FORBIDDEN,
    });
    expect(await engineer('/v1/lecturer/booking/cancel', { bookingId: first.id })).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    const admin = await as('admin');
    expect(booking(await admin('/v1/lecturer/booking/confirm', { bookingId: first.id })).status).toBe('confirmed');
    // Completion only once the course has started.
    expect(await learner('/v1/lecturer/booking/complete', { bookingId: first.id })).toMatchObject({
      code: ErrorCode.BOOKING_STATE_INVALID,
    });
    t.clock.set(slot.endsAt + 60_000);
    expect(await learner('/v1/lecturer/booking/cancel', { bookingId: first.id })).toMatchObject({
      code: ErrorCode.BOOKING_STATE_INVALID,
    });
    expect(booking(await learner('/v1/lecturer/booking/complete', { bookingId: first.id })).status).toBe('evaluating');
    expect(await learner('/v1/lecturer/booking/complete', { bookingId: first.id })).toMatchObject({
      code: ErrorCode.DUPLICATE_SUBMISSION,
    });
    const ended = booking(
      await learner('/v1/lecturer/booking/evaluate', { bookingId: first.id, stars: 5, evaluation: 'Great session' }),
    );
    expect(ended).toMatchObject({ status: 'ended', stars: 5, evaluation: 'Great session' });
    t.clock.set(slot.endsAt + 120_000);
    expect(await learner('/v1/lecturer/booking/evaluate', { bookingId: first.id, stars: 1 })).toMatchObject({
      code: ErrorCode.BOOKING_STATE_INVALID,
    });
  });

  it('a cancelled booking frees its time for someone else', async () => {
    const [learner, engineer] = [await as('learner'), await as('engineer')];
    const slot = await firstFreeHour(learner);
    const mine = booking(
      await learner('/v1/lecturer/booking/create', { requestId: 'cancel-0001', teacherId: 6, ...slot }),
    );
    expect(
      await engineer('/v1/lecturer/booking/create', { requestId: 'cancel-0002', teacherId: 6, ...slot }),
    ).toMatchObject({
      code: ErrorCode.BOOKING_SLOT_TAKEN,
    });
    expect(booking(await learner('/v1/lecturer/booking/cancel', { bookingId: mine.id })).status).toBe('cancelled');
    expect(
      booking(await engineer('/v1/lecturer/booking/create', { requestId: 'cancel-0003', teacherId: 6, ...slot }))
        .status,
    ).toBe('pending');
  });

  it('lists the learner’s bookings in every seeded state', async () => {
    const learner = await as('learner');
    const mine = (await learner('/v1/lecturer/booking/mine')).data as { list: Booking[] };
    expect(new Set(mine.list.map((b) => b.status))).toEqual(
      new Set(['pending', 'confirmed', 'cancelled', 'evaluating', 'ended']),
    );
    const ended = (await learner('/v1/lecturer/booking/mine', { status: 'ended' })).data as { total: number };
    expect(ended.total).toBe(1);
  });
});
