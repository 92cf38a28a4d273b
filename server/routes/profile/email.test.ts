import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/*
 * Issue 18 item 6: the server checks an e-mail with the portal's rule (protocol/email.ts) and
 * refuses an empty one where the enterprise requires it. eid 1 requires an e-mail (demo seed,
 * required_profile_fields); eid 2 does not.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const PROFILE = {
  username: 'Lin Xiao',
  nickname: '',
  birthday: '',
  birthdayType: 'solar',
  departmentId: '',
  post: '',
  labels: '[]',
};

async function emailOf(eid: number): Promise<string> {
  const row = await t.db
    .selectFrom('users')
    .select('email')
    .where('eid', '=', eid)
    .where('account', '=', 'learner')
    .executeTakeFirstOrThrow();
  return row.email;
}

async function save(eid: number, email: string) {
  const session = await t.login('learner', eid);
  return t.call('/v1/user/profile/save', { ...PROFILE, email }, { ...session, eid, method: 'POST' });
}

describe('e-mail on profile save', () => {
  it.each(['', '   '])(
    'refuses an empty e-mail (%j) where the enterprise requires one, and changes nothing',
    async (email) => {
      const before = await emailOf(1);
      const { body } = await save(1, email);
      expect(body).toMatchObject({ status: 'N', code: ErrorCode.INVALID_INPUT, data: { fields: ['email'] } });
      expect(await emailOf(1)).toBe(before);
    },
  );

  it('accepts an empty e-mail where the enterprise does not require one', async () => {
    const { body } = await save(2, '');
    expect(body.status).toBe('Y');
    expect(await emailOf(2)).toBe('');
  });

  it.each(['a@b@c.d', 'a@b..c', 'a@b.c.', 'lin\u200b@example.com', 'lin\u0000@example.com', 'a@.com'])(
    'refuses %j, which the spec rule refuses, and changes nothing',
    async (email) => {
      const before = await emailOf(2);
      const { body } = await save(2, email);
      expect(body).toMatchObject({ status: 'N', code: ErrorCode.INVALID_INPUT });
      expect(await emailOf(2)).toBe(before);
    },
  );

  it('stores a well-formed address trimmed', async () => {
    expect((await save(2, '  first.last@mail.example.com ')).body.status).toBe('Y');
    expect(await emailOf(2)).toBe('first.last@mail.example.com');
  });
});

describe('e-mail in the profile completion', () => {
  it('counts a stored address the rule refuses as missing, so completion asks for it', async () => {
    await t.db
      .updateTable('users')
      .set({ email: 'n/a' })
      .where('eid', '=', 1)
      .where('account', '=', 'learner')
      .execute();
    const session = await t.login('learner');
    const { body } = await t.call('/v1/user/profile', {}, session);
    expect((body.data as { missingFields: string[] }).missingFields).toContain('email');
  });
});
