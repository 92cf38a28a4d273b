import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  orderListResultSchema,
  orderSchema,
  packageDetailResultSchema,
  packageListResultSchema,
  PURCHASE_VALIDITY_MS,
  purchaseQuoteSchema,
  scorePayResultSchema,
} from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { newRequestId, paymentFixtures } from './payments-test-helpers';

const COACHING = 'Coaching conversations (points)';
const DAY = 24 * 60 * 60 * 1000;
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
const quote = async (params: Record<string, number>, who = learner) =>
  purchaseQuoteSchema.parse((await t.call('apiCourse/coursepackPrice', params, who)).body.data);

describe('one-year validity', () => {
  it('gives a year, refuses buying again while valid, and renews after expiry', async () => {
    const courseId = await f.courseId(COACHING);
    const start = t.clock.now();
    expect(await quote({ courseId })).toMatchObject({
      block: null,
      owned: false,
      pointsPrice: 50,
      price: '99.00',
      validUntilIfBought: start + PURCHASE_VALIDITY_MS,
    });
    expect((await pay({ courseId, requestId: newRequestId() })).body.status).toBe('Y');
    expect(await quote({ courseId })).toMatchObject({
      block: 'already_owned',
      owned: true,
      ownedUntil: start + PURCHASE_VALIDITY_MS,
    });
    const again = await pay({ courseId, requestId: newRequestId() });
    expect(again.body.code).toBe(ErrorCode.PAYMENT_ALREADY_OWNED);
    expect(again.body.data).toEqual({ validUntil: start + PURCHASE_VALIDITY_MS });

    const later = start + PURCHASE_VALIDITY_MS + DAY;
    t.clock.set(later);
    learner = await t.login('learner');
    expect(await quote({ courseId })).toMatchObject({
      block: null,
      owned: false,
      expiredAt: start + PURCHASE_VALIDITY_MS,
    });
    const renewed = scorePayResultSchema.parse((await pay({ courseId, requestId: newRequestId() })).body.data);
    expect(renewed.order.validUntil).toBe(later + PURCHASE_VALIDITY_MS);
    const me = await f.user('learner');
    expect(await f.enrolment(me.id, courseId)).toMatchObject({
      source: 'purchased',
      access_expires_at: later + PURCHASE_VALIDITY_MS,
    });
    expect(await f.ordersOf(me.id)).toHaveLength(2);
  });

  it('lets sales, whose seeded purchase ended, buy again', async () => {
    const sales = await t.login('sales');
    const courseId = await f.courseId(COACHING);
    const q = await quote({ courseId }, sales);
    expect(q.block).toBeNull();
    expect(q.expiredAt).not.toBeNull();
    expect((await pay({ courseId, requestId: newRequestId() }, sales)).body.status).toBe('Y');
    const row = await f.enrolment((await f.user('sales')).id, courseId);
    expect(row?.access_expires_at).toBe(t.clock.now() + PURCHASE_VALIDITY_MS);
  });
});

describe('packages', () => {
  it("lists the enterprise's packages with the courses each viewer may see", async () => {
    const list = packageListResultSchema.parse((await t.call('apiCourse/coursePack', {}, learner)).body.data);
    expect(list.list.map((p) => [p.title, p.courseCount, p.feeType, p.price, p.pointsPrice])).toEqual([
      ['New starter essentials', 3, 'free', '0.00', 0],
      ['Leadership points pack', 2, 'paid', '149.00', 80],
    ]);
    const sales = await t.login('sales');
    const forSales = packageListResultSchema.parse((await t.call('apiCourse/coursePack', {}, sales)).body.data);
    expect(forSales.list[1]?.courseCount).toBe(3);
    const visitorOfHub = packageListResultSchema.parse(
      (await t.call('apiCourse/coursePack', {}, { eid: 2 })).body.data,
    );
    expect(visitorOfHub.list.map((p) => p.title)).toEqual(['Everyday skills bundle']);
  });

  it("shows a package's courses, totals and progress, and hides another tenant's", async () => {
    const id = await f.packageId('Leadership points pack');
    const { detail } = packageDetailResultSchema.parse(
      (await t.call('apiCourse/coursePack', { id }, learner)).body.data,
    );
    expect(detail.courses.map((c) => c.title)).toEqual([COACHING, 'Leading your first team']);
    expect(detail).toMatchObject({ totalStudyMinutes: 70, totalCredits: 4 });
    expect(typeof detail.progressPercent).toBe('number');
    const other = await f.packageId('Everyday skills bundle');
    expect((await t.call('apiCourse/coursePack', { id: other }, learner)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call('apiCourse/coursepackPrice', { packageId: other }, learner)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('enrols every course of a bought package the buyer may see', async () => {
    const id = await f.packageId('Leadership points pack');
    const me = await f.user('learner');
    const paid = scorePayResultSchema.parse((await pay({ packageId: id, requestId: newRequestId() })).body.data);
    expect(paid).toMatchObject({ balance: me.score - 80, order: { itemType: 'package', points: 80, state: 'paid' } });
    const until = t.clock.now() + PURCHASE_VALIDITY_MS;
    expect(await f.enrolment(me.id, await f.courseId(COACHING))).toMatchObject({
      source: 'purchased',
      access_expires_at: until,
    });
    expect(await f.enrolment(me.id, await f.courseId('Leading your first team'))).toMatchObject({
      access_expires_at: null,
    });
    expect(await f.enrolment(me.id, await f.courseId('Key accounts (sales team only)'))).toBeUndefined();
    expect(await quote({ packageId: id })).toMatchObject({ owned: true, block: 'already_owned', ownedUntil: until });

    const sales = await t.login('sales');
    expect((await pay({ packageId: id, requestId: newRequestId() }, sales)).body.status).toBe('Y');
    const salesId = (await f.user('sales')).id;
    for (const title of [COACHING, 'Leading your first team', 'Key accounts (sales team only)'])
      expect(await f.enrolment(salesId, await f.courseId(title))).toBeDefined();
  });
});

describe('orders', () => {
  it("lists the learner's own orders and checks one; another user's is NOT_FOUND", async () => {
    const empty = orderListResultSchema.parse((await t.call('/v1/pay/index/orders', {}, learner)).body.data);
    expect(empty.total).toBe(0);
    const paid = scorePayResultSchema.parse(
      (await pay({ courseId: await f.courseId(COACHING), requestId: newRequestId() })).body.data,
    );
    expect(paid.order.orderNo).toMatch(/^LP\d{8}\d{8}$/);
    const list = orderListResultSchema.parse((await t.call('/v1/pay/index/orders', {}, learner)).body.data);
    expect(list.list).toEqual([paid.order]);
    const checked = await t.call(
      '/v1/pay/index/check-order',
      { orderNo: paid.order.orderNo },
      { ...learner, method: 'POST' },
    );
    expect(orderSchema.parse((checked.body.data as { order: unknown }).order).state).toBe('paid');

    const sales = await t.login('sales');
    const salesOrders = orderListResultSchema.parse((await t.call('/v1/pay/index/orders', {}, sales)).body.data);
    expect(salesOrders.list.map((o) => [o.state, o.payMethod, o.amount, o.ended])).toEqual([
      ['closed', 'wxpay', '149.00', false],
      ['paid', 'alipay', '99.00', true],
    ]);
    expect(
      (await t.call('/v1/pay/index/check-order', { orderNo: paid.order.orderNo }, { ...sales, method: 'POST' })).body
        .code,
    ).toBe(ErrorCode.NOT_FOUND);
  });
});
