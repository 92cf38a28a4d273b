import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminSendResult,
  BroadcastItem,
  BroadcastPage,
  MessageState,
  MessagingAudienceOptions,
  SentList,
} from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { OUTREACH_DEMO } from '../../db/seed/outreach-demo';
import { forTenant } from '../../db/tenant-scope';

let t: TestApp;
type Who = { token: string; userid: string };
let admin: Who;
let learner: Who;
let lead: Who;
let tech: Who;
let options: MessagingAudienceOptions;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  learner = await t.login('learner');
  lead = await t.login('fieldlead');
  tech = await t.login('fieldtech');
  options = (await t.call('/v1/admin/messaging/audience', {}, admin)).body.data as MessagingAudienceOptions;
});
afterAll(async () => t.close());

const post = (who: Who) => ({ ...who, method: 'POST' as const });
const state = async (who: Who) => (await t.call('/v1/message/state', {}, who)).body.data as MessageState;
const departmentId = (name: string) => options.departments.find((d) => d.name === name)!.id;
let keys = 0;
const sendKey = () => `test-send-key-${++keys}`;

function message(scope: string, extra: Record<string, string> = {}) {
  return {
    kind: 'admin',
    title: 'Tool check',
    bodyHtml: '<p>Bring your kit.</p>',
    sendKey: sendKey(),
    scope,
    ...extra,
  };
}

describe('administrators only', () => {
  it('refuses a learner every messaging call and sends nothing', async () => {
    const before = await t.db
      .selectFrom('message_broadcasts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    for (const [call, params, method] of [
      ['/v1/admin/messaging/audience', {}, 'GET'],
      ['/v1/admin/messaging/preview', { scope: 'all' }, 'GET'],
      ['/v1/admin/messaging/send', message('all', { confirmAll: 'Y' }), 'POST'],
      ['/v1/admin/messaging/sent', {}, 'GET'],
    ] as const) {
      expect((await t.call(call, params, { ...learner, method })).body.code).toBe(40300);
    }
    const after = await t.db
      .selectFrom('message_broadcasts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });
});

describe('audience', () => {
  it('lists departments with their members and finds members by name or account', async () => {
    expect(options.departments.find((d) => d.name === OUTREACH_DEMO.department)).toMatchObject({ members: 2 });
    expect(options.departments.find((d) => d.name === OUTREACH_DEMO.subDepartment)!.parentId).toBe(
      departmentId(OUTREACH_DEMO.department),
    );
    const found = (await t.call('/v1/admin/messaging/audience', { keyword: 'FIELDTE' }, admin)).body
      .data as MessagingAudienceOptions;
    expect(found.members.map((m) => m.account)).toEqual(['fieldtech']);
    expect(found.members[0]!.department).toBe(OUTREACH_DEMO.subDepartment);
  });

  it('previews a department with its sub-departments, members, and everyone', async () => {
    const preview = async (params: Record<string, string>) =>
      (await t.call('/v1/admin/messaging/preview', params, admin)).body;
    const field = JSON.stringify([departmentId(OUTREACH_DEMO.department)]);
    expect((await preview({ scope: 'departments', departmentIds: field })).data).toEqual({ recipients: 3 });
    const users = await forTenant(t.db, 1).selectFrom('users').select('id').execute();
    expect((await preview({ scope: 'all' })).data).toEqual({ recipients: users.length });
    expect((await preview({ scope: 'members', userIds: JSON.stringify([Number(lead.userid)]) })).data).toEqual({
      recipients: 1,
    });
    expect((await preview({ scope: 'departments', departmentIds: '[]' })).code).toBe(42200);
  });

  it('refuses another enterprise’s department or member ids as a whole', async () => {
    const foreignDepartment = await forTenant(t.db, 2).selectFrom('departments').select('id').executeTakeFirstOrThrow();
    const foreignUser = await forTenant(t.db, 2).selectFrom('users').select('id').executeTakeFirstOrThrow();
    const mixedDepartments = JSON.stringify([departmentId(OUTREACH_DEMO.department), foreignDepartment.id]);
    const mixedUsers = JSON.stringify([Number(lead.userid), foreignUser.id]);
    const before = (await state(lead)).unread.admin;
    expect(
      (await t.call('/v1/admin/messaging/preview', { scope: 'departments', departmentIds: mixedDepartments }, admin))
        .body.code,
    ).toBe(44200);
    const sent = await t.call('/v1/admin/messaging/send', message('members', { userIds: mixedUsers }), post(admin));
    expect(sent.body.code).toBe(44200);
    expect((await state(lead)).unread.admin).toBe(before);
  });
});

describe('sending', () => {
  it('a department’s members (sub-departments too) get it with an unread count; nobody else sees it', async () => {
    const before = await state(tech);
    const result = await t.call(
      '/v1/admin/messaging/send',
      message('departments', {
        title: 'Depot closed Friday',
        departmentIds: JSON.stringify([departmentId(OUTREACH_DEMO.department)]),
      }),
      post(admin),
    );
    const sent = result.body.data as AdminSendResult;
    expect(sent).toMatchObject({ recipients: 3, repeated: false });
    expect((await state(tech)).adminMessageUnread).toBe(before.adminMessageUnread + 1);
    const list = (await t.call('/v1/message/notice/list', { kind: 'admin' }, tech)).body.data as BroadcastPage;
    expect(list.list[0]).toMatchObject({ id: sent.id, title: 'Depot closed Friday', read: false });

    const learnerList = (await t.call('/v1/message/notice/list', { kind: 'admin' }, learner)).body
      .data as BroadcastPage;
    expect(learnerList.list.map((item) => item.id)).not.toContain(sent.id);
    expect((await t.call('/v1/message/notice/detail', { id: String(sent.id) }, learner)).body.code).toBe(40400);
    expect((await t.call('/v1/message/notice/read', { id: String(sent.id) }, post(learner))).body.code).toBe(40400);
  });

  it('a double click sends once: the same key answers the same message', async () => {
    const params = message('members', { title: 'Once only', userIds: JSON.stringify([Number(tech.userid)]) });
    const before = (await state(tech)).adminMessageUnread;
    const answers = await Promise.all([
      t.call('/v1/admin/messaging/send', params, post(admin)),
      t.call('/v1/admin/messaging/send', params, post(admin)),
    ]);
    const results = answers.map((a) => a.body.data as AdminSendResult);
    expect(results[0]!.id).toBe(results[1]!.id);
    expect(results.map((r) => r.repeated).sort()).toEqual([false, true]);
    expect((await state(tech)).adminMessageUnread).toBe(before + 1);
    const rows = await t.db.selectFrom('message_broadcasts').select('id').where('title', '=', 'Once only').execute();
    expect(rows).toHaveLength(1);
    const reused = await t.call('/v1/admin/messaging/send', { ...params, title: 'Something else' }, post(admin));
    expect(reused.body.code).toBe(44203);
  });

  it('sending to everyone needs confirmation, then reaches every member', async () => {
    const unconfirmed = await t.call('/v1/admin/messaging/send', message('all', { kind: 'information' }), post(admin));
    expect(unconfirmed.body.code).toBe(44202);
    const before = (await state(learner)).unread.information;
    const sent = await t.call(
      '/v1/admin/messaging/send',
      message('all', { kind: 'information', title: 'Holiday hours', confirmAll: 'Y' }),
      post(admin),
    );
    expect(sent.body.status).toBe('Y');
    expect((await state(learner)).unread.information).toBe(before + 1);
    expect((await state(lead)).unread.information).toBeGreaterThan(0);
  });

  it('sanitises the body on the server and keeps the title as typed text', async () => {
    const result = await t.call(
      '/v1/admin/messaging/send',
      message('members', {
        title: '<img src=x onerror=alert(1)>',
        bodyHtml:
          '<p onclick="alert(1)">Hi <b>team</b></p><script>alert(2)</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">x</a>',
        userIds: JSON.stringify([Number(lead.userid)]),
      }),
      post(admin),
    );
    const id = (result.body.data as AdminSendResult).id;
    const detail = (await t.call('/v1/message/notice/detail', { id: String(id) }, lead)).body.data as BroadcastItem;
    expect(detail.title).toBe('<img src=x onerror=alert(1)>');
    expect(detail.bodyHtml).not.toMatch(/onclick|<script|<img|javascript:|onerror/i);
    expect(detail.bodyHtml).toContain('<p>Hi <b>team</b></p>');
    const empty = await t.call(
      '/v1/admin/messaging/send',
      message('members', {
        bodyHtml: '<img src=x onerror=alert(1)><p></p>',
        userIds: JSON.stringify([Number(lead.userid)]),
      }),
      post(admin),
    );
    expect(empty.body.code).toBe(44204);
  });

  it('lists what was sent with recipients and read counts', async () => {
    const result = await t.call(
      '/v1/admin/messaging/send',
      message('members', { title: 'Read me', userIds: JSON.stringify([Number(lead.userid), Number(tech.userid)]) }),
      post(admin),
    );
    const id = (result.body.data as AdminSendResult).id;
    const find = async () =>
      ((await t.call('/v1/admin/messaging/sent', { pageSize: '50' }, admin)).body.data as SentList).list.find(
        (item) => item.id === id,
      )!;
    expect(await find()).toMatchObject({ recipients: 2, read: 0, scope: 'listed', authorName: 'Chen Jing' });
    expect((await find()).audienceLabel).toContain('赵敏');
    await t.call('/v1/message/notice/read', { id: String(id) }, post(tech));
    expect((await find()).read).toBe(1);
    // Broadcasts to everyone from before recipients were counted show today's members.
    const users = await forTenant(t.db, 1).selectFrom('users').select('id').execute();
    const all = ((await t.call('/v1/admin/messaging/sent', { pageSize: '50' }, admin)).body.data as SentList).list;
    expect(all.filter((item) => item.scope === 'all').every((item) => item.recipients === users.length)).toBe(true);
    const onlyInformation = (await t.call('/v1/admin/messaging/sent', { kind: 'information' }, admin)).body
      .data as SentList;
    expect(onlyInformation.list.every((item) => item.kind === 'information')).toBe(true);
  });

  it('with adminMessageShow N learners are told admin messages are off; information still arrives', async () => {
    await t.call('/v1/admin/message/settings', { adminMessageShow: 'N' }, post(admin));
    expect((await t.call('/v1/message/notice/list', { kind: 'admin' }, lead)).body.code).toBe(42470);
    expect((await state(lead)).adminMessageUnread).toBe(0);
    expect((await t.call('/v1/message/notice/list', { kind: 'information' }, lead)).body.status).toBe('Y');
    await t.call('/v1/admin/message/settings', { adminMessageShow: 'Y' }, post(admin));
    expect((await state(lead)).adminMessageShow).toBe('Y');
  });
});
