import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  type ActivityList,
  type AdminMemberDetail,
  type CourseListResult,
  type VisibilityItems,
} from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { forTenant } from '../../db/tenant-scope';

type Auth = { token: string; userid: string };
let t: TestApp;
let admin: Auth;
let learner: Auth;
let sales: Auth;

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  learner = await t.login('learner');
  sales = await t.login('sales');
});
afterEach(async () => {
  await t.close();
});

const get = async (call: string, params: Record<string, string>, auth: Auth = admin) =>
  (await t.call(call, params, auth)).body;
const post = async (call: string, params: Record<string, string>, auth: Auth = admin) =>
  (await t.call(call, params, { method: 'POST', ...auth })).body;
const hide = (kind: string, itemId: number, hidden = '1', userId = learner.userid) =>
  post('/v1/admin/members/visibility/set', { userId, kind, itemId: String(itemId), hidden });

describe('per-member visibility (decision 0054)', () => {
  it('hides a course from one member in the list, the detail and study; others still see it; show undoes', async () => {
    const before = (await get('apiCourse/byCategoryCache', {}, learner)).data as CourseListResult;
    const course = before.list[0]!;
    const [first, second] = await Promise.all([hide('course', course.id), hide('course', course.id)]);
    expect([first, second].map((r) => (r.data as { changed: boolean }).changed).filter(Boolean)).toHaveLength(1);

    const after = (await get('apiCourse/byCategoryCache', {}, learner)).data as CourseListResult;
    expect(after.list.map((c) => c.id)).not.toContain(course.id);
    expect(after.total).toBe(before.total - 1);
    const verify = await get('apiCourse/courseVerify', { id: String(course.id) }, learner);
    expect(verify.data).toMatchObject({ access: 'not_visible' });
    const salesList = (await get('apiCourse/byCategoryCache', {}, sales)).data as CourseListResult;
    expect(salesList.list.map((c) => c.id)).toContain(course.id);

    const items = (
      await get('/v1/admin/members/visibility/items', { userId: learner.userid, kind: 'course', pageSize: '50' })
    ).data as VisibilityItems;
    // Hidden items come first.
    expect(items.items[0]).toMatchObject({ itemId: course.id, hidden: true });
    const detail = (await get('/v1/admin/members/detail', { userId: learner.userid })).data as AdminMemberDetail;
    expect(detail.hidden).toEqual([{ kind: 'course', itemId: course.id, title: course.title }]);
    expect(detail.actions.map((a) => a.action)).toEqual(['hide']);

    expect(((await hide('course', course.id, '0')).data as { changed: boolean }).changed).toBe(true);
    const shown = (await get('apiCourse/byCategoryCache', {}, learner)).data as CourseListResult;
    expect(shown.total).toBe(before.total);
  });

  it('hides an activity from the list (page and count) and the detail', async () => {
    const before = (await get('/v1/activities/list', { pageSize: '50' }, learner)).data as ActivityList;
    const activity = before.list[0]!;
    expect((await hide('activity', activity.id)).status).toBe('Y');
    const after = (await get('/v1/activities/list', { pageSize: '50' }, learner)).data as ActivityList;
    expect(after.list.map((a) => a.id)).not.toContain(activity.id);
    expect(after.total).toBe(before.total - 1);
    expect(await get('/v1/activities/detail', { id: String(activity.id) }, learner)).toMatchObject({
      status: 'N',
      code: ErrorCode.NOT_FOUND,
    });
    expect((await get('/v1/activities/detail', { id: String(activity.id) }, sales)).status).toBe('Y');
  });

  it('hides a training from its detail', async () => {
    const training = await forTenant(t.db, 1)
      .selectFrom('trainings')
      .select('id')
      .where('audience', '=', 'all')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await get('training/detail', { id: String(training.id) }, learner)).status).toBe('Y');
    await hide('training', training.id);
    expect(await get('training/detail', { id: String(training.id) }, learner)).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
  });

  it("refuses another enterprise's item and a learner setting visibility", async () => {
    const foreign = await forTenant(t.db, 2).selectFrom('courses').select('id').executeTakeFirstOrThrow();
    expect(await hide('course', foreign.id)).toMatchObject({ code: ErrorCode.ADMIN_MEMBER_NOT_FOUND });
    const own = await forTenant(t.db, 1).selectFrom('courses').select('id').executeTakeFirstOrThrow();
    const byLearner = await post(
      '/v1/admin/members/visibility/set',
      { userId: sales.userid, kind: 'course', itemId: String(own.id), hidden: '1' },
      learner,
    );
    expect(byLearner).toMatchObject({ code: ErrorCode.FORBIDDEN });
    const rows = t.db.selectFrom('member_hidden_items').selectAll();
    expect(await rows.where('user_id', 'in', [Number(sales.userid), Number(learner.userid)]).execute()).toHaveLength(0);
  });
});

describe('certificate revocation', () => {
  async function certificate(userId: string, serial: string) {
    const row = await t.db
      .insertInto('certificates')
      .values({
        eid: 1,
        user_id: Number(userId),
        name: 'Safety basics',
        source_kind: 'training',
        source_id: null,
        serial,
        acquired_at: t.clock.now() - 1000,
        expires_at: null,
        revoked_at: null,
        expiry_notified_at: null,
        created_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("revokes once (the learner sees it revoked), refuses another member's certificate and a learner", async () => {
    const id = await certificate(learner.userid, 'AM-1');
    const revoke = (userId: string, auth = admin) =>
      post(
        '/v1/admin/members/certificate/revoke',
        { userId, certificateId: String(id), reason: 'Issued in error' },
        auth,
      );
    expect(await revoke(learner.userid, learner)).toMatchObject({ code: ErrorCode.FORBIDDEN });
    expect(await revoke(sales.userid)).toMatchObject({ code: ErrorCode.ADMIN_MEMBER_NOT_FOUND });
    const done = await revoke(learner.userid);
    expect(done.data).toMatchObject({ changed: true, certificate: { revokeReason: 'Issued in error' } });
    expect((await revoke(learner.userid)).data).toMatchObject({ changed: false });
    const mine = await get('/v1/certificate/mine', {}, learner);
    expect((mine.data as { list: { id: number }[] }).list.find((c) => c.id === id)).toMatchObject({ state: 'revoked' });
    const detail = (await get('/v1/admin/members/detail', { userId: learner.userid })).data as AdminMemberDetail;
    expect(detail.actions.map((a) => a.action)).toEqual(['revoke_certificate']);
    expect(detail.certificates.find((c) => c.id === id)?.revokedAt).not.toBeNull();
  });
});
