import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const partnerId = async (name: string) =>
  (await t.db.selectFrom('partners').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('partner page over the promote calls', () => {
  it('answers one partner with its introduction, services and region in the caller language', async () => {
    const id = await partnerId('Northlight Academy');
    const { body } = await t.call(
      '/v1/promote/index/index',
      { promote_id: String(id) },
      { ...(await t.login('learner')), eid: 1, language: 'zh_hant' },
    );
    expect(body.status).toBe('Y');
    const item = (body.data as { list: Record<string, unknown>[] }).list[0]!;
    expect(item).toMatchObject({ title: 'Northlight Academy', partnerRegion: '上海' });
    expect(item.partnerIntro).toContain('Northlight 學院');
    expect(item.partnerServices).toEqual(['領導力專案', '測評']);
    // Another enterprise's partner is not found.
    const other = await partnerId('City Library Network');
    expect(
      (
        await t.call(
          '/v1/promote/index/index',
          { promote_id: String(other) },
          { ...(await t.login('learner')), eid: 1 },
        )
      ).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
  });

  it('files an enquiry about the partner once per request id', async () => {
    const id = await partnerId('SafeWork Institute');
    const params = {
      requestId: 'enquiry-0001',
      companyName: 'Acme',
      contactName: 'Li Na',
      phone: '13800000000',
      promote_id: String(id),
    };
    const session = await t.login('learner');
    const [a, b] = await Promise.all([
      t.call('/v1/promote/index/enterprise', params, { ...session, eid: 1, method: 'POST' }),
      t.call('/v1/promote/index/enterprise', params, { ...session, eid: 1, method: 'POST' }),
    ]);
    expect(a.body.status).toBe('Y');
    expect(b.body.data).toEqual(a.body.data);
    const rows = await t.db
      .selectFrom('promote_enquiries')
      .select(['partner_id'])
      .where('request_id', '=', 'enquiry-0001')
      .execute();
    expect(rows).toEqual([{ partner_id: id }]);
    const other = await partnerId('City Library Network');
    const refused = await t.call(
      '/v1/promote/index/enterprise',
      { ...params, requestId: 'enquiry-0002', promote_id: String(other) },
      { ...session, eid: 1, method: 'POST' },
    );
    expect(refused.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
