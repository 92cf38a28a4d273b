import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, PURCHASE_VALIDITY_MS } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { caller, courseIdOf, departmentIdOf, userIdOf, type Who } from './admin-assignments-test-helpers';
import { forTenant } from '../../db/tenant-scope';

/** Spec 001 §6 "Some courses cannot be bought personally; an admin must buy them" (decision 0055). */
describe('buying admin-only courses for members', () => {
  let t: TestApp;
  let admin: Who;
  let call: ReturnType<typeof caller>;
  let strategy: number;
  let crew: number;
  let lin: number;
  let chen: number;
  let olivia: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    call = caller(t);
    strategy = await courseIdOf(t, 'Strategy for directors');
    crew = await departmentIdOf(t, 'Installation Crew');
    lin = await userIdOf(t, 'crewlin');
    chen = await userIdOf(t, 'crewchen');
    olivia = await userIdOf(t, 'crewolivia');
  });
  afterAll(async () => t.close());

  const enrolment = (userId: number, courseId: number) =>
    t.db
      .selectFrom('course_enrolments')
      .select(['source', 'access_expires_at'])
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();

  it('lists the admin-only course first and refuses a member buying it personally', async () => {
    const list = await call('purchasable', {}, admin, 'GET');
    const courses = (list.data as { list: Array<{ id: number; adminOnly: boolean }> }).list;
    expect(courses[0]).toMatchObject({ adminOnly: true });
    expect(courses.find((c) => c.id === strategy)).toMatchObject({ adminOnly: true, priceCents: 49900 });
  });

  it('buys for a department: pays only for members without access, who can then study it, and tells them', async () => {
    const now = t.clock.now();
    const bought = await call(
      'purchase',
      { courseId: strategy, departmentIds: [crew], requestId: 'buy-crew-0001' },
      admin,
    );
    expect(bought.status, bought.msg).toBe('Y');
    // 陳家豪 has it already (the seeded purchase): two seats.
    expect(bought.data).toMatchObject({ created: true, seats: 2, alreadyOwned: 1, amountCents: 2 * 49900 });
    for (const userId of [lin, olivia]) {
      expect(await enrolment(userId, strategy)).toMatchObject({
        source: 'purchased',
        access_expires_at: now + PURCHASE_VALIDITY_MS,
      });
      const messages = await t.db
        .selectFrom('messages')
        .select('id')
        .where('user_id', '=', userId)
        .where('kind', '=', 'course_bought_for_member')
        .execute();
      expect(messages).toHaveLength(1);
    }
    const chenMessages = await t.db
      .selectFrom('messages')
      .select('id')
      .where('user_id', '=', chen)
      .where('kind', '=', 'course_bought_for_member')
      .execute();
    expect(chenMessages).toHaveLength(0);
    // The member can open it now: the study gate sees the purchase.
    const member = await t.login('crewolivia');
    const detail = await t.call('apiCourse/detail', { id: strategy }, { ...member, eid: 1, method: 'GET' });
    expect(detail.body.status, detail.body.msg).toBe('Y');
    expect(detail.body.data).toMatchObject({ access: 'available' });
    const list = await call('purchases', {}, admin, 'GET');
    const rows = (list.data as { list: Array<Record<string, unknown>> }).list;
    expect(rows[0]).toMatchObject({ id: bought.data!.id, courseId: strategy, seats: 2, amountCents: 99800 });
    // Everyone has it now: nothing to buy.
    const again = await call(
      'purchase',
      { courseId: strategy, departmentIds: [crew], requestId: 'buy-crew-0002' },
      admin,
    );
    expect(again.code).toBe(ErrorCode.ASSIGN_ALL_OWNED);
  });

  it('a double submit of one confirmation buys once', async () => {
    const courseId = await courseIdOf(t, 'Strategy for directors');
    await t.db.deleteFrom('course_enrolments').where('course_id', '=', courseId).where('user_id', '=', lin).execute();
    const params = { courseId, userIds: [lin], requestId: 'buy-double-0001' };
    const answers = await Promise.all([call('purchase', params, admin), call('purchase', params, admin)]);
    expect(answers.map((a) => a.status)).toEqual(['Y', 'Y']);
    expect(answers[0]!.data!.id).toBe(answers[1]!.data!.id);
    const purchases = await t.db
      .selectFrom('admin_course_purchases')
      .select('id')
      .where('request_id', '=', 'buy-double-0001')
      .execute();
    expect(purchases).toHaveLength(1);
    const learners = await t.db
      .selectFrom('admin_course_purchase_learners')
      .select('user_id')
      .where('purchase_id', '=', purchases[0]!.id)
      .execute();
    expect(learners).toEqual([{ user_id: lin }]);
  });

  it('refuses a free course and an unknown one', async () => {
    const free = await forTenant(t.db, 1)
      .selectFrom('courses')
      .select('id')
      .where('fee_type', '=', 'free')
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    const refused = await call('purchase', { courseId: free.id, userIds: [lin], requestId: 'buy-free-0001' }, admin);
    expect(refused.code).toBe(ErrorCode.ASSIGN_NOT_FOR_SALE);
    const unknown = await call('purchase', { courseId: 999_999, userIds: [lin], requestId: 'buy-none-0001' }, admin);
    expect(unknown.code).toBe(ErrorCode.NOT_FOUND);
    const bad = await call('purchase', { courseId: strategy, userIds: [lin], requestId: 'x' }, admin);
    expect(bad.code).toBe(ErrorCode.INVALID_INPUT);
  });
});
