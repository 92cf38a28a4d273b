import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, profileSchema, userInfoSchema, type DepartmentNode } from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { assertProfileComplete } from './profile-completion';

let t: TestApp;
let learner: { token: string; userid: string };
beforeEach(async () => {
  t = await createTestApp();
  learner = await t.login('learner');
});
afterEach(async () => {
  await t.close();
});

async function departmentId(eid: number, name: string): Promise<number> {
  return (
    await t.db
      .selectFrom('departments')
      .select('id')
      .where('eid', '=', eid)
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;
}

async function userRow(account = 'learner') {
  return t.db
    .selectFrom('users')
    .selectAll()
    .where('eid', '=', 1)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
}

const VALID = {
  username: 'Lin Xiao',
  nickname: 'Lin',
  email: 'lin@example.com',
  birthday: '1994-05-20',
  birthdayType: 'solar',
  departmentId: '',
  post: 'Designer',
  labels: '["UX","Research"]',
};

describe('GET /v1/user/profile', () => {
  it('returns every field of the signed-in user with the read-only ones and the enterprise requirements', async () => {
    const { body } = await t.call('/v1/user/profile', {}, learner);
    const profile = profileSchema.parse(body.data);
    // The seeded balance includes the demo check-ins; the profile shows whatever the ledger left.
    const { score } = await userRow();
    expect(profile).toMatchObject({
      account: 'learner',
      username: 'Lin Xiao',
      score,
      credit: 12.5,
      departmentPath: ['Product'],
      requiredFields: ['email', 'department'],
      missingFields: [],
    });
    expect(profile.phone).toBe('13800138001');
    expect(profile.countryCode).toBe('+86');
  });

  it('refuses a visitor', async () => {
    const { body } = await t.call('/v1/user/profile', {});
    expect(body.code).toBe(ErrorCode.UNAUTHORIZED);
  });

  it('refuses a member of another enterprise (the tenant wall) for every profile call', async () => {
    const visitor = await t.login('visitor', 2);
    for (const [call, method] of [
      ['/v1/user/profile', 'GET'],
      ['/v1/user/get-department', 'GET'],
      ['/v1/user/profile/save', 'POST'],
    ] as const) {
      const { body } = await t.call(call, { ...VALID }, { ...visitor, eid: 1, method });
      expect(body).toMatchObject({ status: 'N', code: ErrorCode.FORBIDDEN, data: { reason: 'not_a_member' } });
    }
  });
});

describe('POST /v1/user/profile/save', () => {
  it('saves every editable field, returns the profile and fresh userinfo', async () => {
    const design = await departmentId(1, 'Product Design');
    t.clock.set(Date.UTC(2026, 10, 22));
    const { body } = await t.call(
      '/v1/user/profile/save',
      { ...VALID, username: 'Lin Xiao-Wen', departmentId: String(design) },
      { ...learner, method: 'POST' },
    );
    expect(body.status).toBe('Y');
    const profile = profileSchema.parse(body.data);
    expect(profile).toMatchObject({
      username: 'Lin Xiao-Wen',
      nickname: 'Lin',
      email: 'lin@example.com',
      birthday: '1994-05-20',
      age: 32,
      departmentId: design,
      departmentPath: ['Product', 'Product Design'],
      post: 'Designer',
      labels: ['UX', 'Research'],
    });
    expect(userInfoSchema.parse(body.userinfo).username).toBe('Lin Xiao-Wen');
    const row = await userRow();
    expect(row.department).toBe('Product');
    expect((await t.call('/v1/user/profile', {}, learner)).body.data).toMatchObject({
      username: 'Lin Xiao-Wen',
      post: 'Designer',
    });
  });

  it.each([
    ['an empty name', { username: '  ' }],
    ['a name over 30 characters', { username: 'x'.repeat(31) }],
    ['an e-mail without a dot after @', { email: 'lin@example' }],
    ['an impossible solar date', { birthday: '2001-02-29' }],
    ['a lunar day 31', { birthday: '2001-02-31', birthdayType: 'lunar' }],
    ['an unknown calendar', { birthdayType: 'julian' }],
    ['labels that are not a JSON list', { labels: 'UX, Research' }],
    ['more than 10 labels', { labels: JSON.stringify(Array.from({ length: 11 }, (_, i) => `tag${i}`)) }],
    ['a label over 16 characters', { labels: JSON.stringify(['x'.repeat(17)]) }],
    ['a department id that is not a number', { departmentId: 'sales' }],
  ])('refuses %s and changes nothing', async (_label, change) => {
    const before = await userRow();
    const { body } = await t.call('/v1/user/profile/save', { ...VALID, ...change }, { ...learner, method: 'POST' });
    expect(body).toMatchObject({ status: 'N', code: ErrorCode.INVALID_INPUT });
    expect(await userRow()).toEqual(before);
  });

  it('refuses a birthday in the future', async () => {
    t.clock.set(Date.UTC(2026, 10, 22));
    const before = await userRow();
    const { body } = await t.call(
      '/v1/user/profile/save',
      { ...VALID, birthday: '2026-12-01' },
      { ...learner, method: 'POST' },
    );
    expect(body.code).toBe(ErrorCode.INVALID_INPUT);
    expect(await userRow()).toEqual(before);
  });

  it("refuses another tenant's department id and an unknown one", async () => {
    const before = await userRow();
    for (const id of [await departmentId(2, 'Instructors'), 99999]) {
      const { body } = await t.call(
        '/v1/user/profile/save',
        { ...VALID, departmentId: String(id) },
        { ...learner, method: 'POST' },
      );
      expect(body).toMatchObject({ status: 'N', code: ErrorCode.DEPARTMENT_NOT_FOUND });
      expect(body.msg).toBe('The chosen department does not exist.');
    }
    expect(await userRow()).toEqual(before);
  });

  it('answers in the caller language', async () => {
    const { body } = await t.call(
      '/v1/user/profile/save',
      { ...VALID, departmentId: '99999' },
      { ...learner, method: 'POST', language: 'zh_hant' },
    );
    expect(body.msg).toBe('所選部門不存在');
  });

  it('trims texts and drops duplicate labels', async () => {
    const { body } = await t.call(
      '/v1/user/profile/save',
      { ...VALID, nickname: '  Lin  ', labels: '[" UX ","UX",""]' },
      { ...learner, method: 'POST' },
    );
    expect(body.data).toMatchObject({ nickname: 'Lin', labels: ['UX'] });
  });
});

describe('departments and birthday types', () => {
  it("returns the caller's enterprise tree only", async () => {
    const { body } = await t.call('/v1/user/get-department', {}, learner);
    const list = (body.data as { list: DepartmentNode[] }).list;
    // The last two are the administrators' demo departments (assignments and messaging, decisions 0055, 0057).
    expect(list.map((node) => node.name)).toEqual([
      'Product',
      'Engineering',
      'Sales',
      'HR',
      'IT',
      'Operations',
      'Installation Crew',
      'Field Service',
    ]);
    expect(list[2]!.children.map((node) => node.name)).toEqual(['East Region', 'North Region', 'Key Accounts']);
    const visitor = await t.login('visitor', 2);
    const open = (await t.call('/v1/user/get-department', {}, { ...visitor, eid: 2 })).body.data as {
      list: DepartmentNode[];
    };
    expect(open.list.map((node) => node.name)).toEqual(['Members', 'Instructors', 'Community Team']);
  });

  it('lists solar and lunar in the caller language', async () => {
    const { body } = await t.call('/v1/user/get-department/get-birthday-type', {}, { ...learner, language: 'zh_cn' });
    expect(body.data).toEqual({
      list: [
        { value: 'solar', label: '公历' },
        { value: 'lunar', label: '农历' },
      ],
    });
  });
});

describe('assertProfileComplete', () => {
  it('passes a complete profile and refuses an incomplete one with 4012 naming the missing fields', async () => {
    const enterprise = await t.db.selectFrom('enterprises').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    const complete = await userRow();
    expect(() => assertProfileComplete(complete, enterprise)).not.toThrow();
    const newhire = await userRow('newhire');
    try {
      assertProfileComplete(newhire, enterprise);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe(ErrorCode.PROFILE_INCOMPLETE);
      expect((error as AppError).data).toEqual({ missingFields: ['department'] });
    }
    expect(() => assertProfileComplete(newhire, { required_profile_fields: '[]' })).not.toThrow();
    expect(() => assertProfileComplete(newhire, { required_profile_fields: 'not json' })).not.toThrow();
    expect(() => assertProfileComplete(newhire, { required_profile_fields: '["labels","image"]' })).toThrow(AppError);
  });
});
