import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addressListSchema, ErrorCode, MAX_ADDRESSES } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { mallFixtures } from './mall-test-helpers';

let t: TestApp;
let f: ReturnType<typeof mallFixtures>;

beforeEach(async () => {
  t = await createTestApp();
  f = mallFixtures(t);
});
afterEach(async () => t.close());

type Who = { token: string; userid: string };
const save = (who: Who, params: Record<string, string | number>) =>
  t.call('/v1/mall/address/save', params, { ...who, method: 'POST', language: 'en_us' });
const list = async (who: Who) => addressListSchema.parse((await t.call('/v1/mall/address/list', {}, who)).body.data);

describe('shipping addresses', () => {
  it('refuses an 11th address, also when several arrive at once, and keeps ten', async () => {
    const collector = await t.login('collector');
    expect((await list(collector)).list).toHaveLength(MAX_ADDRESSES);
    const { body } = await save(collector, { recipient: 'Tang Li', phone: '13900001111', address: 'One more' });
    expect(body.code).toBe(ErrorCode.MALL_ADDRESS_LIMIT);
    expect(body.msg).toBe('You can keep at most 10 addresses.');
    // A learner with 9: five parallel adds leave exactly ten.
    const shopper = await t.login('shopper');
    for (let i = 0; i < 7; i += 1)
      await save(shopper, { recipient: `R${i}`, phone: '13800138000', address: `Street ${i}` });
    expect((await list(shopper)).list).toHaveLength(9);
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => save(shopper, { recipient: `P${i}`, phone: '13800138000', address: `Parallel ${i}` })),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === ErrorCode.MALL_ADDRESS_LIMIT)).toHaveLength(4);
    expect((await list(shopper)).list).toHaveLength(MAX_ADDRESSES);
  });

  it('keeps exactly one default through add, edit and delete', async () => {
    const lucky = await t.login('lucky');
    const first = await save(lucky, { recipient: '徐楠', phone: '13700137000', address: '杭州市西湖区 1 号' });
    expect(first.body.data).toMatchObject({ address: { isDefault: true } });
    const second = await save(lucky, {
      recipient: 'Xu Nan',
      phone: '+852 91234567',
      address: 'Hong Kong',
      isDefault: 'Y',
    });
    const secondId = (second.body.data as { address: { id: number } }).address.id;
    let book = await list(lucky);
    expect(book.list.map((a) => a.isDefault)).toEqual([true, false]);
    expect(book.list[0]!.id).toBe(secondId);
    const edited = await save(lucky, { id: secondId, recipient: 'Xu Nan', phone: '13700137001', address: 'Shanghai' });
    expect(edited.body.data).toMatchObject({ address: { id: secondId, phone: '13700137001', isDefault: true } });
    const removed = await t.call('/v1/mall/address/delete', { id: secondId }, { ...lucky, method: 'POST' });
    expect(removed.body.code).toBe(0);
    book = await list(lucky);
    expect(book.list).toHaveLength(1);
    expect(book.list[0]!.isDefault).toBe(true);
  });

  it('requires recipient, phone and address, a well-formed phone, and one’s own address', async () => {
    const lucky = await t.login('lucky');
    for (const params of [
      { recipient: '', phone: '13700137000', address: 'x' },
      { recipient: 'a', phone: '13700137000', address: '   ' },
      { recipient: 'a', phone: '', address: 'x' },
      { recipient: 'a'.repeat(31), phone: '13700137000', address: 'x' },
    ])
      expect((await save(lucky, params)).body.code).toBe(ErrorCode.INVALID_INPUT);
    for (const phone of ['12345', '1370013700', '23700137000', '+86 2370013700', 'abc'])
      expect((await save(lucky, { recipient: 'a', phone, address: 'x' })).body.code, phone).toBe(
        ErrorCode.MALL_PHONE_INVALID,
      );
    const collectorAddress = await f.addressId('collector');
    expect(
      (await save(lucky, { id: collectorAddress, recipient: 'a', phone: '13700137000', address: 'x' })).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
    const foreign = await t.call('/v1/mall/address/delete', { id: collectorAddress }, { ...lucky, method: 'POST' });
    expect(foreign.body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await list(lucky)).list).toHaveLength(0);
  });
});
