import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type Params } from '../../../protocol';
import { forTenant } from '../../db/tenant-scope';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** Issue 26 item 5: scheduling meetings with spec 001 §5's rules and §9's limits. */
describe('meetings', () => {
  let t: TestApp;
  let learner: { token: string; userid: string };
  let people: number[];
  const start = Date.UTC(2027, 0, 10, 2);
  beforeAll(async () => {
    t = await createTestApp();
    learner = await t.login('learner');
    people = (await forTenant(t.db, 1).selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id);
  });
  afterAll(async () => t.close());

  const create = async (params: Params, as = learner, language: 'en_us' | 'zh_cn' = 'en_us') =>
    (await t.call('/v1/meeting/create', params, { ...as, eid: 1, method: 'POST', language })).body;
  const valid = (extra: Params = {}): Params => ({
    topic: 'Weekly sync',
    app: 'dingtalk',
    repeat: 'weekly',
    startsAt: start,
    endsAt: start + 3600_000,
    password: '1234',
    hostIds: ids(people.slice(0, 2)),
    memberIds: ids(people.slice(2, 5)),
    ...extra,
  });
  // Lists travel as comma-separated text (the envelope's parameters are flat).
  const ids = (list: number[]) => list.join(',');

  it('schedules a meeting with a number, hosts and members, listed for its members', async () => {
    const made = await create(valid());
    expect(made.status, made.msg).toBe('Y');
    const meeting = made.data as {
      id: number;
      meetingId: string;
      hosts: unknown[];
      memberCount: number;
      repeat: string;
    };
    expect(meeting.meetingId).toMatch(/^\d{9}$/);
    expect(meeting.hosts).toHaveLength(2);
    expect(meeting.repeat).toBe('weekly');
    const list = await t.call('/v1/meeting/list', {}, { ...learner, eid: 1 });
    expect((list.body.data as { items: Array<{ id: number }> }).items.map((m) => m.id)).toContain(meeting.id);
    const join = await t.call('/v1/meeting/join', { id: meeting.id }, { ...learner, eid: 1, method: 'POST' });
    expect(join.body.data).toMatchObject({ platform: 'dingtalk', meetingId: meeting.meetingId, password: '1234' });
  });

  it('refuses an 11th host, a 301st member, a bad password and an end before the start', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => people[i % people.length]! + 0);
    const distinctEleven = [...new Set(eleven)].length === 11 ? eleven : people.slice(0, 11);
    expect(distinctEleven).toHaveLength(11);
    expect((await create(valid({ hostIds: ids(distinctEleven) }))).code).toBe(ErrorCode.MEETING_TOO_MANY_HOSTS);
    expect((await create(valid({ hostIds: ids(distinctEleven.slice(0, 10)) }))).status).toBe('Y');
    const tooMany = Array.from({ length: 301 }, (_, i) => 1_000_000 + i);
    expect((await create(valid({ memberIds: ids(tooMany) }))).code).toBe(ErrorCode.MEETING_TOO_MANY_MEMBERS);
    for (const password of ['123', '1234567', '12a4'])
      expect((await create(valid({ password }))).code).toBe(ErrorCode.MEETING_PASSWORD_FORMAT);
    expect((await create(valid({ password: '' }))).status).toBe('Y');
    const order = await create(valid({ endsAt: start - 1 }), learner, 'zh_cn');
    expect(order.code).toBe(ErrorCode.MEETING_TIME_ORDER);
    expect(order.msg).toBe('结束时间必须晚于开始时间');
  });

  it('refuses an initiator outside the app visible scope and people of another organisation', async () => {
    const outsider = (
      await forTenant(t.db, 1).selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    await forTenant(t.db, 1).updateTable('users').set({ weixin_user_id: '' }).where('id', '=', outsider).execute();
    const admin = await t.login('admin');
    expect((await create(valid({ app: 'wecom' }), admin)).code).toBe(ErrorCode.MEETING_INITIATOR_OUT_OF_SCOPE);
    expect((await create(valid({ app: 'dingtalk' }), admin)).status).toBe('Y');
    const stranger = (await forTenant(t.db, 2).selectFrom('users').select('id').executeTakeFirst())?.id;
    if (stranger)
      expect((await create(valid({ memberIds: String(stranger) }))).code).toBe(ErrorCode.MEETING_MEMBER_UNKNOWN);
    // Nothing was kept of the refused ones.
    const count = await forTenant(t.db, 1)
      .selectFrom('meetings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3 + 4);
  });

  it('does not let a non-member join', async () => {
    const made = await create(valid({ hostIds: '', memberIds: '' }));
    const admin = await t.login('admin');
    const join = await t.call(
      '/v1/meeting/join',
      { id: (made.data as { id: number }).id },
      { ...admin, eid: 1, method: 'POST' },
    );
    expect(join.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
