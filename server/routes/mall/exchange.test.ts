import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, exchangeResultSchema, exchangeListSchema } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { mallFixtures, newRequestId } from './mall-test-helpers';

let t: TestApp;
let f: ReturnType<typeof mallFixtures>;
let shopper: { token: string; userid: string };

beforeEach(async () => {
  t = await createTestApp();
  f = mallFixtures(t);
  shopper = await t.login('shopper');
});
afterEach(async () => t.close());

const exchange = (params: Record<string, string | number>, who = shopper, language = 'zh_cn') =>
  t.call('/v1/mall/exchange', params, { ...who, method: 'POST', language });

describe('/v1/mall/exchange', () => {
  it('sells exactly the last 5 items to 50 learners racing, deducting points exactly 5 times', async () => {
    const productId = await f.addProduct({ name: 'Race badge', stock: 5, points_price: 100, claim_method: 'pickup' });
    const racers = await f.learners(50, 1000);
    const answers = await Promise.all(
      racers.map((who) => exchange({ productId, quantity: 1, requestId: newRequestId() }, who)),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(5);
    expect(codes.filter((c) => c === ErrorCode.MALL_STOCK_INSUFFICIENT)).toHaveLength(45);
    // Every refusal explained in the caller's language (zh_cn by default).
    for (const a of answers.filter((x) => x.body.code !== 0)) expect(a.body.msg).toBe('库存不足');
    expect(await f.product(productId)).toMatchObject({ stock: 0, exchanged_count: 5 });
    const debits = await t.db
      .selectFrom('point_ledger')
      .selectAll()
      .where('reason', '=', 'mall_exchange')
      .where(
        'user_id',
        'in',
        racers.map((r) => r.id),
      )
      .execute();
    expect(debits).toHaveLength(5);
    expect(debits.every((d) => d.delta === -100)).toBe(true);
    const scores = await t.db
      .selectFrom('users')
      .select('score')
      .where(
        'id',
        'in',
        racers.map((r) => r.id),
      )
      .execute();
    expect(scores.filter((s) => s.score === 900)).toHaveLength(5);
    expect(scores.filter((s) => s.score === 1000)).toHaveLength(45);
    const records = await t.db.selectFrom('mall_exchanges').selectAll().where('product_id', '=', productId).execute();
    expect(records).toHaveLength(5);
  });

  it('charges once under a double click, parallel retries and a later replay of one request id', async () => {
    const me = await f.user('shopper');
    const productId = await f.productId('定制保温杯');
    const addressId = await f.addressId('shopper');
    const before = await f.product(productId);
    const requestId = newRequestId();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => exchange({ productId, quantity: 1, requestId, addressId })),
    );
    for (const a of answers) expect(a.body.status, a.body.msg).toBe('Y');
    const results = answers.map((a) => exchangeResultSchema.parse(a.body.data));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.record.orderNo)).size).toBe(1);
    const replay = exchangeResultSchema.parse(
      (await exchange({ productId, quantity: 1, requestId, addressId })).body.data,
    );
    expect(replay).toMatchObject({ replayed: true, balance: me.score - 200 });
    expect(replay.record).toMatchObject({
      status: 'exchanged',
      claimMethod: 'mail',
      exchangeCode: '',
      recipient: '宋佳',
      phone: '13800138101',
      points: 200,
      cancellable: true,
    });
    expect(replay.record.orderNo).toMatch(/^EX\d{8}\d{8}$/);
    expect((await f.user('shopper')).score).toBe(me.score - 200);
    expect((await f.ledgerOf(me.id)).filter((l) => l.reason === 'mall_exchange')).toHaveLength(1);
    expect((await f.product(productId)).stock).toBe(before.stock - 1);
    // The same request id for another product is refused and changes nothing.
    const other = await exchange({ productId: await f.productId('精裝筆記本'), quantity: 1, requestId });
    expect(other.body.code).toBe(ErrorCode.MALL_REQUEST_MISMATCH);
  });

  it('gives a self-pickup exchange a code and keeps it pending pickup', async () => {
    const productId = await f.productId('精裝筆記本');
    const { body } = await exchange({ productId, quantity: 2, requestId: newRequestId() });
    expect(body.status, body.msg).toBe('Y');
    const { record } = exchangeResultSchema.parse(body.data);
    expect(record).toMatchObject({ status: 'pending_pickup', claimMethod: 'pickup', quantity: 2, points: 300 });
    expect(record.exchangeCode).toMatch(/^[2-9A-HJKMNP-Z]{8,}$/);
    expect(record.pickupPlace).toBe('總部大樓一樓前台');
  });

  it('refuses, changing nothing: no address for mail, out of stock, per-person limit, collection time, short points, off shelf, closed mall', async () => {
    const me = await f.user('shopper');
    const ledger = await f.ledgerOf(me.id);
    const records = await f.recordsOf(me.id);
    const mug = await f.productId('定制保温杯');
    const refused = async (params: Record<string, string | number>, code: number, language?: string) => {
      const { body } = await t.call(
        '/v1/mall/exchange',
        { requestId: newRequestId(), quantity: 1, ...params },
        {
          ...shopper,
          method: 'POST',
          ...(language ? { language } : {}),
        },
      );
      expect(body.code, body.msg).toBe(code);
      return body;
    };
    expect((await refused({ productId: mug }, ErrorCode.MALL_ADDRESS_REQUIRED, 'en_us')).msg).toBe(
      'Choose a shipping address first.',
    );
    const collectorAddress = await f.addressId('collector');
    await refused({ productId: mug, addressId: collectorAddress }, ErrorCode.MALL_ADDRESS_REQUIRED);
    await refused({ productId: await f.productId('Coffee voucher') }, ErrorCode.MALL_STOCK_INSUFFICIENT);
    const addressId = await f.addressId('shopper');
    await refused({ productId: mug, quantity: 3, addressId }, ErrorCode.MALL_LIMIT_REACHED);
    const plant = await refused(
      { productId: await f.productId('Desk plant') },
      ErrorCode.MALL_NOT_IN_COLLECTION_TIME,
      'zh_hant',
    );
    expect(plant.msg).toBe('不在領取時間內');
    // The one exchange that passes every rule: the only change of this test before the short-points case.
    await refused({ productId: await f.productId('Wireless earbuds'), addressId }, 0);
    expect((await f.ledgerOf(me.id)).length).toBe(ledger.length + 1);
    await t.db.updateTable('users').set({ score: 10 }).where('id', '=', me.id).execute();
    const poor = await refused({ productId: await f.productId('精裝筆記本') }, ErrorCode.POINTS_INSUFFICIENT);
    expect(poor.data).toEqual({ balance: 10, needed: 150, missing: 140 });
    const off = await f.addProduct({ status: 'off_shelf' });
    await refused({ productId: off }, ErrorCode.MALL_PRODUCT_UNAVAILABLE);
    const foreign = await f.addProduct({ eid: 2 });
    await refused({ productId: foreign }, ErrorCode.MALL_PRODUCT_UNAVAILABLE);
    await t.db.updateTable('enterprises').set({ you_fen_mall_switch: 'N' }).where('id', '=', 1).execute();
    await refused({ productId: mug, addressId }, ErrorCode.MALL_CLOSED);
    expect((await f.recordsOf(me.id)).length).toBe(records.length + 1);
  });

  it('cancels once: points and stock come back exactly once, twice in parallel or not', async () => {
    const me = await f.user('shopper');
    const productId = await f.productId('精裝筆記本');
    const { body } = await exchange({ productId, quantity: 1, requestId: newRequestId() });
    const { record } = exchangeResultSchema.parse(body.data);
    const stock = (await f.product(productId)).stock;
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.call('/v1/mall/exchange/cancel', { id: record.id }, { ...shopper, method: 'POST' })),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual([
      0,
      ErrorCode.MALL_EXCHANGE_NOT_CANCELLABLE,
      ErrorCode.MALL_EXCHANGE_NOT_CANCELLABLE,
    ]);
    expect((await f.user('shopper')).score).toBe(me.score);
    expect((await f.product(productId)).stock).toBe(stock + 1);
    expect((await f.ledgerOf(me.id)).filter((l) => l.reason === 'mall_exchange_refund')).toHaveLength(1);
    // A shipped, a collected, a returned record and another learner's record cannot be cancelled.
    const list = exchangeListSchema.parse(
      (await t.call('/v1/mall/exchange/list', { pageSize: 50 }, shopper)).body.data,
    );
    const statuses = new Set(list.list.map((r) => r.status));
    expect(statuses).toEqual(new Set(['pending_pickup', 'exchanged', 'returned', 'cancelled']));
    const shipped = list.list.find((r) => r.trackingNo !== '' && r.status === 'exchanged')!;
    expect(shipped).toMatchObject({ courierCompany: '顺丰速运', cancellable: false });
    const refused = await t.call('/v1/mall/exchange/cancel', { id: shipped.id }, { ...shopper, method: 'POST' });
    expect(refused.body.code).toBe(ErrorCode.MALL_EXCHANGE_NOT_CANCELLABLE);
    const lucky = await t.login('lucky');
    const foreign = await t.call('/v1/mall/exchange/cancel', { id: record.id }, { ...lucky, method: 'POST' });
    expect(foreign.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
