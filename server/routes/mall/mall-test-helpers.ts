import type { Insertable } from 'kysely';
import { hashToken, newSessionToken } from '../../lib/tokens';
import type { MallProductsTable } from '../../db/schema-mall';
import type { TestApp } from '../../test-support/test-app';

let sequence = 0;
/** A fresh client-made request id, as the portal makes one per exchange or draw attempt. */
export function newRequestId(): string {
  sequence += 1;
  return `mall-${Date.now().toString(36)}-${sequence}`;
}

/** Rows the mall tests read and write directly in the seeded demo data. */
export function mallFixtures(t: TestApp) {
  const db = t.db;
  return {
    async user(account: string, eid = 1) {
      return db
        .selectFrom('users')
        .select(['id', 'score'])
        .where('eid', '=', eid)
        .where('account', '=', account)
        .executeTakeFirstOrThrow();
    },
    async productId(name: string): Promise<number> {
      return (await db.selectFrom('mall_products').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    },
    async product(id: number) {
      return db.selectFrom('mall_products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    },
    async addProduct(values: Partial<Insertable<MallProductsTable>>): Promise<number> {
      const row = await db
        .insertInto('mall_products')
        .values({
          eid: 1,
          name: 'Test product',
          points_price: 100,
          stock: 10,
          claim_method: 'pickup',
          created_at: t.clock.now(),
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async ledgerOf(userId: number) {
      return db.selectFrom('point_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    },
    async recordsOf(userId: number) {
      return db.selectFrom('mall_exchanges').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    },
    async addressId(account: string): Promise<number> {
      const me = await this.user(account);
      return (
        await db
          .selectFrom('mall_addresses')
          .select('id')
          .where('user_id', '=', me.id)
          .where('is_default', '=', 1)
          .executeTakeFirstOrThrow()
      ).id;
    },
    /**
     * `count` new learners of eid 1 with `score` points each, signed in (a session row, as a
     * sign-in writes one): password hashing fifty times would be the test's whole time.
     */
    async learners(count: number, score: number): Promise<Array<{ id: number; token: string; userid: string }>> {
      const template = await db
        .selectFrom('users')
        .selectAll()
        .where('eid', '=', 1)
        .where('account', '=', 'learner')
        .executeTakeFirstOrThrow();
      const out: Array<{ id: number; token: string; userid: string }> = [];
      for (let i = 0; i < count; i += 1) {
        const { id: _id, ...rest } = template;
        const row = await db
          .insertInto('users')
          .values({
            ...rest,
            account: `racer-${i}`,
            username: `Racer ${i}`,
            phone: '',
            email: '',
            score,
            weixin_user_id: '',
            dingtalk_user_id: '',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const token = newSessionToken();
        await db
          .insertInto('sessions')
          .values({
            token_hash: hashToken(token),
            user_id: row.id,
            eid: 1,
            created_at: t.clock.now(),
            expires_at: t.clock.now() + 86_400_000,
            revoked_at: null,
          })
          .execute();
        out.push({ id: row.id, token, userid: String(row.id) });
      }
      return out;
    },
  };
}
