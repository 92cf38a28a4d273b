import type { TestApp } from '../../test-support/test-app';

/** Ids and balances the payment tests look up in the seeded demo data. */
export function paymentFixtures(t: TestApp) {
  const db = t.db;
  return {
    async courseId(title: string, eid = 1): Promise<number> {
      return (
        await db
          .selectFrom('courses')
          .select('id')
          .where('eid', '=', eid)
          .where('title', '=', title)
          .executeTakeFirstOrThrow()
      ).id;
    },
    async packageId(title: string): Promise<number> {
      return (await db.selectFrom('course_packages').select('id').where('title', '=', title).executeTakeFirstOrThrow())
        .id;
    },
    async user(account: string, eid = 1) {
      return db
        .selectFrom('users')
        .select(['id', 'score'])
        .where('eid', '=', eid)
        .where('account', '=', account)
        .executeTakeFirstOrThrow();
    },
    async enrolment(userId: number, courseId: number) {
      return db
        .selectFrom('course_enrolments')
        .selectAll()
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .executeTakeFirst();
    },
    async ordersOf(userId: number) {
      return db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    },
    async ledgerOf(userId: number) {
      return db.selectFrom('point_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    },
  };
}

let sequence = 0;
/** A fresh client-made purchase request id, as the portal makes one per purchase attempt. */
export function newRequestId(): string {
  sequence += 1;
  return `test-req-${Date.now().toString(36)}-${sequence}`;
}
