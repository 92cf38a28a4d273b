import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BroadcastPage, MessageItem, MessagePage, MessageState } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { SEED_TIME } from '../../db/seed/demo-data';
import { firstCourseId, userIdOf } from './message-test-helpers';

const DAY = 86_400_000;

let t: TestApp;
type Who = { token: string; userid: string };
let learner: Who;
let admin: Who;
let sales: Who;
beforeAll(async () => {
  t = await createTestApp();
  // A fixed day whose last finished week already has the demo's weekly summary (the demo's study history follows the real clock).
  t.clock.set(SEED_TIME + DAY);
  learner = await t.login('learner');
  admin = await t.login('admin');
  sales = await t.login('sales');
});
afterAll(async () => t.close());

const state = async (who: Who, eid = 1) =>
  (await t.call('/v1/message/state', {}, { ...who, eid })).body.data as MessageState;

describe('message centre calls', () => {
  it('counts the demo learner’s unread messages per category, with red points off', async () => {
    const s = await state(learner);
    expect(s.adminMessageShow).toBe('Y');
    expect(s.unread).toMatchObject({ own: 7, at: 1, praise: 1, comment: 2, admin: 2, information: 2 });
    expect(s.messageUnread).toBe(11);
    expect(s.adminMessageUnread).toBe(2);
    expect(s.redPoints).toEqual({ traintask: 0, coursetask: 0, examtask: 0, trainingtask: 0 });
  });

  it('lists a category newest first with paging, reads one, then all', async () => {
    const page1 = (await t.call('/v1/message/list', { category: 'own', page: '1', pageSize: '4' }, { ...learner })).body
      .data as MessagePage;
    expect(page1.total).toBe(11);
    expect(page1.list).toHaveLength(4);
    expect(page1.list[0]!.createdAt).toBeGreaterThan(page1.list[3]!.createdAt);
    const unread = page1.list.find((m) => !m.read)!;
    const read = await t.call('/v1/message/read', { id: String(unread.id) }, { ...learner, method: 'POST' });
    expect((read.body.data as MessageItem).read).toBe(true);
    expect((await state(learner)).unread.own).toBe(6);
    const all = await t.call('/v1/message/read-all', { category: 'own' }, { ...learner, method: 'POST' });
    expect(all.body.data).toEqual({ changed: 6 });
    const after = await state(learner);
    expect(after.unread.own).toBe(0);
    expect(after.unread.comment).toBe(2);
  });

  it('refuses another user’s message as not found and changes nothing', async () => {
    const page = (await t.call('/v1/message/list', { category: 'comment' }, { ...learner })).body.data as MessagePage;
    const id = String(page.list[0]!.id);
    for (const [call, method] of [
      ['/v1/message/detail', 'GET'],
      ['/v1/message/read', 'POST'],
      ['/v1/message/delete', 'POST'],
    ] as const) {
      const result = await t.call(call, { id }, { ...sales, method });
      expect(result.body.code).toBe(40400);
    }
    const mine = await t.call('/v1/message/detail', { id }, { ...learner });
    expect((mine.body.data as MessageItem).read).toBe(false);
  });

  it('deletes a message from its list', async () => {
    const page = (await t.call('/v1/message/list', { category: 'at' }, { ...learner })).body.data as MessagePage;
    await t.call('/v1/message/delete', { id: String(page.list[0]!.id) }, { ...learner, method: 'POST' });
    expect(
      ((await t.call('/v1/message/list', { category: 'at' }, { ...learner })).body.data as MessagePage).total,
    ).toBe(0);
    expect((await t.call('/v1/message/detail', { id: String(page.list[0]!.id) }, { ...learner })).body.code).toBe(
      40400,
    );
  });

  it('refuses bad input clearly', async () => {
    expect((await t.call('/v1/message/list', { category: 'nope' }, { ...learner })).body.code).toBe(42200);
    expect((await t.call('/v1/message/read', { id: 'abc' }, { ...learner, method: 'POST' })).body.code).toBe(42200);
  });

  it('finds the task score message by its route, only for its own learner', async () => {
    const uid = await userIdOf(t.db, 'learner');
    const mine = await t.call(
      '/v1/message/task-score',
      { taskId: '7', uid: String(uid), trainId: '3' },
      { ...learner },
    );
    expect((mine.body.data as MessageItem).kind).toBe('task_score');
    const other = await t.call('/v1/message/task-score', { taskId: '7', uid: String(uid), trainId: '3' }, { ...sales });
    expect(other.body.code).toBe(40400);
  });
});

describe('admin messages and information', () => {
  it('an admin message reaches every member; reading it lowers the count', async () => {
    const sent = await t.call(
      '/v1/admin/message/send',
      { title: 'Hello all', body: 'Welcome' },
      { ...admin, method: 'POST' },
    );
    expect(sent.body.status).toBe('Y');
    expect((await state(sales)).adminMessageUnread).toBe(3);
    const list = (await t.call('/v1/message/notice/list', { kind: 'admin' }, { ...sales })).body.data as BroadcastPage;
    const hello = list.list.find((item) => item.title === 'Hello all')!;
    expect(hello.read).toBe(false);
    const detail = await t.call('/v1/message/notice/read', { id: String(hello.id) }, { ...sales, method: 'POST' });
    expect(detail.body.data).toMatchObject({ body: 'Welcome', read: true });
    expect((await state(sales)).adminMessageUnread).toBe(2);
  });

  it('a learner may not send admin messages or change settings', async () => {
    expect(
      (await t.call('/v1/admin/message/send', { title: 'x', body: 'y' }, { ...learner, method: 'POST' })).body.code,
    ).toBe(40300);
    expect(
      (await t.call('/v1/admin/message/settings', { adminMessageShow: 'N' }, { ...learner, method: 'POST' })).body.code,
    ).toBe(40300);
  });

  it('admin messages disappear while adminMessageShow is N; information stays', async () => {
    await t.call('/v1/admin/message/settings', { adminMessageShow: 'N' }, { ...admin, method: 'POST' });
    const s = await state(learner);
    expect(s).toMatchObject({ adminMessageShow: 'N', adminMessageUnread: 0 });
    expect(s.unread.admin).toBe(0);
    expect((await t.call('/v1/message/notice/list', { kind: 'admin' }, { ...learner })).body.code).toBe(42470);
    expect(
      ((await t.call('/v1/message/notice/list', { kind: 'information' }, { ...learner })).body.data as BroadcastPage)
        .total,
    ).toBe(3);
    await t.call('/v1/admin/message/settings', { adminMessageShow: 'Y' }, { ...admin, method: 'POST' });
    expect((await state(learner)).adminMessageShow).toBe('Y');
  });

  it('another enterprise sees none of eid 1’s broadcasts', async () => {
    const other = await t.login('learner', 2);
    const s = await state(other, 2);
    expect(s.adminMessageUnread + s.unread.information + s.messageUnread).toBe(0);
    const list = (await t.call('/v1/message/notice/list', { kind: 'information' }, { ...learner })).body
      .data as BroadcastPage;
    expect(
      (await t.call('/v1/message/notice/detail', { id: String(list.list[0]!.id) }, { ...other, eid: 2 })).body.code,
    ).toBe(40400);
  });
});

describe('assigning a course', () => {
  it('enrols the learner as assigned, sends one message and lights coursetask until read', async () => {
    const uid = await userIdOf(t.db, 'engineer');
    const engineer = await t.login('engineer');
    const courseId = await firstCourseId(t.db);
    for (let i = 0; i < 2; i++) {
      const result = await t.call(
        '/v1/admin/course/assign',
        { userId: String(uid), courseId: String(courseId) },
        { ...admin, method: 'POST' },
      );
      expect(result.body.status).toBe('Y');
    }
    const enrolment = await t.db
      .selectFrom('course_enrolments')
      .selectAll()
      .where('user_id', '=', uid)
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow();
    expect(enrolment.source).toBe('assigned');
    const s = await state(engineer);
    expect(s.redPoints.coursetask).toBe(1);
    expect(s.unread.own).toBe(1);
    const page = (await t.call('/v1/message/list', { category: 'own' }, { ...engineer })).body.data as MessagePage;
    expect(page.list.map((m) => m.kind)).toEqual(['course_assigned']);
    await t.call('/v1/message/read', { id: String(page.list[0]!.id) }, { ...engineer, method: 'POST' });
    expect((await state(engineer)).redPoints.coursetask).toBe(0);
  });

  it('refuses a course or learner of another enterprise as not found', async () => {
    const foreignUser = await userIdOf(t.db, 'visitor', 2);
    const courseId = await firstCourseId(t.db);
    expect(
      (
        await t.call(
          '/v1/admin/course/assign',
          { userId: String(foreignUser), courseId: String(courseId) },
          { ...admin, method: 'POST' },
        )
      ).body.code,
    ).toBe(40400);
    const foreignCourse = await firstCourseId(t.db, 2);
    const uid = await userIdOf(t.db, 'learner');
    expect(
      (
        await t.call(
          '/v1/admin/course/assign',
          { userId: String(uid), courseId: String(foreignCourse) },
          { ...admin, method: 'POST' },
        )
      ).body.code,
    ).toBe(40400);
  });

  it('the red point can also be cleared by the task list', async () => {
    const uid = await userIdOf(t.db, 'newhire');
    const courseId = await firstCourseId(t.db);
    await t.call(
      '/v1/admin/course/assign',
      { userId: String(uid), courseId: String(courseId) },
      { ...admin, method: 'POST' },
    );
    const sysadmin = await t.login('sysadmin');
    expect((await state(sysadmin)).redPoints.coursetask).toBe(0);
    const rows = await t.db.selectFrom('task_red_points').selectAll().where('user_id', '=', uid).execute();
    expect(rows).toHaveLength(1);
  });
});
