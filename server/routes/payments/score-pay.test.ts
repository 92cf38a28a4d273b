import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, PURCHASE_VALIDITY_MS, scorePayResultSchema } from '../../../protocol';
import { onDomainEvent } from '../../lib/domain-events';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { newRequestId, paymentFixtures } from './payments-test-helpers';

const COACHING = 'Coaching conversations (points)';
let t: TestApp;
let f: ReturnType<typeof paymentFixtures>;
let learner: { token: string; userid: string };

beforeEach(async () => {
  t = await createTestApp();
  f = paymentFixtures(t);
  learner = await t.login('learner');
});
afterEach(async () => t.close());

const pay = (params: Record<string, string | number>, who = learner) =>
  t.call('/v1/pay/scorepay/create-pay', params, { ...who, method: 'POST' });

describe('/v1/pay/scorepay/create-pay', () => {
  it('buys a points course exactly once under five parallel identical requests and a later replay', async () => {
    const me = await f.user('learner');
    const courseId = await f.courseId(COACHING);
    const requestId = newRequestId();
    const paid: number[] = [];
    onDomainEvent('order.paid', 'test:score-pay', async (_trx, event) => void paid.push(event.orderId));

    const answers = await Promise.all(Array.from({ length: 5 }, () => pay({ courseId, requestId })));
    for (const a of answers) expect(a.body.status, a.body.msg).toBe('Y');
    const results = answers.map((a) => scorePayResultSchema.parse(a.body.data));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.order.orderNo)).size).toBe(1);
    // A retry later: a new signature, the same purchase request id.
    const replay = scorePayResultSchema.parse((await pay({ courseId, requestId })).body.data);
    expect(replay).toMatchObject({
      replayed: true,
      balance: me.score - 50,
      order: { state: 'paid', points: 50, itemId: courseId },
    });

    expect((await f.user('learner')).score).toBe(me.score - 50);
    const debits = (await f.ledgerOf(me.id)).filter((l) => l.delta < 0);
    expect(debits).toEqual([
      expect.objectContaining({ delta: -50, reason: 'course_purchase', balance_after: me.score - 50 }),
    ]);
    expect(await f.ordersOf(me.id)).toHaveLength(1);
    expect(paid).toHaveLength(1);
    const enrolment = await f.enrolment(me.id, courseId);
    expect(enrolment).toMatchObject({ source: 'purchased', access_expires_at: t.clock.now() + PURCHASE_VALIDITY_MS });
  });

  it('charges once when two tabs buy the same course with different request ids', async () => {
    const me = await f.user('learner');
    const courseId = await f.courseId(COACHING);
    const [a, b] = await Promise.all([
      pay({ courseId, requestId: newRequestId() }),
      pay({ courseId, requestId: newRequestId() }),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([0, ErrorCode.PAYMENT_ALREADY_OWNED]);
    expect((await f.user('learner')).score).toBe(me.score - 50);
  });

  it('refuses when points are short, with the balance and the price, and changes nothing', async () => {
    const me = await f.user('learner');
    await t.db.updateTable('users').set({ score: 10 }).where('id', '=', me.id).execute();
    const ledgerBefore = await f.ledgerOf(me.id);
    const courseId = await f.courseId(COACHING);
    const { body } = await pay({ courseId, requestId: newRequestId() });
    expect(body.code).toBe(ErrorCode.POINTS_INSUFFICIENT);
    expect(body.data).toEqual({ balance: 10, needed: 50, missing: 40 });
    expect((await f.user('learner')).score).toBe(10);
    expect(await f.ledgerOf(me.id)).toEqual(ledgerBefore);
    expect(await f.ordersOf(me.id)).toEqual([]);
    expect(await f.enrolment(me.id, courseId)).toBeUndefined();
  });

  it('refuses an admin-purchase-only course, a free course and a money-only item', async () => {
    const me = await f.user('learner');
    const adminOnly = await pay({ courseId: await f.courseId('Strategy for directors'), requestId: newRequestId() });
    expect(adminOnly.body.code).toBe(ErrorCode.PAYMENT_ADMIN_PURCHASE_ONLY);
    expect(adminOnly.body.msg).toMatch(/administrator must buy/);
    const free = await pay({ courseId: await f.courseId('Consultative selling'), requestId: newRequestId() });
    expect(free.body.code).toBe(ErrorCode.PAYMENT_ITEM_FREE);
    const freePack = await pay({ packageId: await f.packageId('New starter essentials'), requestId: newRequestId() });
    expect(freePack.body.code).toBe(ErrorCode.PAYMENT_ITEM_FREE);
    await t.db.updateTable('courses').set({ points_price: 0 }).where('title', '=', COACHING).execute();
    const moneyOnly = await pay({ courseId: await f.courseId(COACHING), requestId: newRequestId() });
    expect(moneyOnly.body.code).toBe(ErrorCode.PAYMENT_POINTS_NOT_ACCEPTED);
    expect((await f.user('learner')).score).toBe(me.score);
    expect(await f.ordersOf(me.id)).toEqual([]);
  });

  it("answers NOT_FOUND for another tenant's course or package and for a course the learner may not see", async () => {
    const me = await f.user('learner');
    const otherCourse = await f.courseId('Time management', 2);
    const otherPack = await f.packageId('Everyday skills bundle');
    expect((await pay({ courseId: otherCourse, requestId: newRequestId() })).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await pay({ packageId: otherPack, requestId: newRequestId() })).body.code).toBe(ErrorCode.NOT_FOUND);
    // Listed for the sales team only; made paid so only visibility can refuse it.
    await t.db
      .updateTable('courses')
      .set({ fee_type: 'paid', points_price: 5 })
      .where('title', '=', 'Key accounts (sales team only)')
      .execute();
    expect(
      (await pay({ courseId: await f.courseId('Key accounts (sales team only)'), requestId: newRequestId() })).body
        .code,
    ).toBe(ErrorCode.NOT_FOUND);
    const eid2 = await t.login('learner', 2);
    const eid1Course = await f.courseId(COACHING);
    expect(
      (
        await t.call(
          '/v1/pay/scorepay/create-pay',
          { courseId: eid1Course, requestId: newRequestId() },
          { ...eid2, eid: 2, method: 'POST' },
        )
      ).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect((await f.user('learner')).score).toBe(me.score);
    expect(
      await t.db.selectFrom('orders').select('id').where('status', '=', 'paid').where('eid', '=', 2).execute(),
    ).toEqual([]);
  });

  it('refuses bad input and a request id reused for another item', async () => {
    const courseId = await f.courseId(COACHING);
    expect((await pay({ courseId, requestId: 'x' })).body.code).toBe(ErrorCode.INVALID_INPUT);
    expect((await pay({ requestId: newRequestId() })).body.code).toBe(ErrorCode.INVALID_INPUT);
    const requestId = newRequestId();
    expect((await pay({ courseId, requestId })).body.status).toBe('Y');
    const other = await pay({ packageId: await f.packageId('Leadership points pack'), requestId });
    expect(other.body.code).toBe(ErrorCode.PAYMENT_REQUEST_MISMATCH);
  });
});
