import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, userInfoSchema } from '../../../protocol';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { verifyPassword } from '../../lib/password';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const CALL = 'apiSystem/updateInitialPassword';

async function hashOf(account: string, eid = 1): Promise<string> {
  return (
    await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('eid', '=', eid)
      .where('account', '=', account)
      .executeTakeFirstOrThrow()
  ).password_hash;
}

describe('apiSystem/updateInitialPassword', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const here = await t.login('learner');
    const elsewhere = await t.login('learner');
    const { body } = await t.call(
      CALL,
      { oldPassword: DEMO_PASSWORD, password: 'Rivers#2027', confirm: 'Rivers#2027' },
      { ...here, method: 'POST' },
    );
    expect(body.status).toBe('Y');
    expect(await verifyPassword('Rivers#2027', await hashOf('learner'))).toBe(true);
    expect((await t.call('apiSystem/getUserInfo', {}, here)).body.status).toBe('Y');
    expect((await t.call('apiSystem/getUserInfo', {}, elsewhere)).body.code).toBe(ErrorCode.UNAUTHORIZED);
  });

  it('clears the initial-password flag of newhire (getUserInfo carries initialPassword)', async () => {
    const newhire = await t.login('newhire');
    expect(userInfoSchema.parse((await t.call('apiSystem/getUserInfo', {}, newhire)).body.data).initialPassword).toBe(
      'Y',
    );
    const { body } = await t.call(
      CALL,
      { oldPassword: DEMO_PASSWORD, password: 'Harbor#2027', confirm: 'Harbor#2027' },
      { ...newhire, method: 'POST' },
    );
    expect(userInfoSchema.parse(body.data).initialPassword).toBe('N');
    expect(userInfoSchema.parse((await t.call('apiSystem/getUserInfo', {}, newhire)).body.data).initialPassword).toBe(
      'N',
    );
    const learner = await t.login('learner');
    expect(userInfoSchema.parse((await t.call('apiSystem/getUserInfo', {}, learner)).body.data).initialPassword).toBe(
      'N',
    );
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const learner = await t.login('learner');
    const before = await hashOf('learner');
    const { body } = await t.call(
      CALL,
      { oldPassword: 'Wrong#2026', password: 'Rivers#2027', confirm: 'Rivers#2027' },
      { ...learner, method: 'POST' },
    );
    expect(body).toMatchObject({
      status: 'N',
      code: ErrorCode.OLD_PASSWORD_WRONG,
      msg: 'The current password is incorrect.',
    });
    expect(await hashOf('learner')).toBe(before);
  });

  it('refuses the current password as the new one', async () => {
    const learner = await t.login('learner');
    const { body } = await t.call(
      CALL,
      { oldPassword: DEMO_PASSWORD, password: DEMO_PASSWORD, confirm: DEMO_PASSWORD },
      { ...learner, method: 'POST' },
    );
    expect(body.code).toBe(ErrorCode.PASSWORD_UNCHANGED);
  });

  // eid 1 keeps the default policy (6-15, any kinds); each stricter policy is set for the case.
  it.each([
    ['any_6_15', 'Ab#1x', 'length', 'The password must be 6-15 characters long.'],
    ['any_6_15', 'Ab#1x'.repeat(4), 'length', 'The password must be 6-15 characters long.'],
    ['two_6_15', 'harbors', 'kinds', 'The password must contain at least two of digits, letters and symbols.'],
    ['two_8_15', 'Harb#20', 'length', 'The password must be 8-15 characters long.'],
    ['three_8_15', 'Harbors2027', 'kinds', 'The password must contain digits, letters and symbols.'],
    [
      'any_6_15',
      'Xabc#2027',
      'sequence',
      'The password must not contain 3 or more consecutive digits or letters (such as 123 or abc).',
    ],
    ['any_6_15', 'Haaa#2027', 'repeat', 'The password must not contain the same character 3 or more times in a row.'],
  ])('under %s refuses %s with the %s rule', async (policy, password, rule, message) => {
    await t.db.updateTable('enterprises').set({ password_policy: policy }).where('id', '=', 1).execute();
    const learner = await t.login('learner');
    const before = await hashOf('learner');
    const { body } = await t.call(
      CALL,
      { oldPassword: DEMO_PASSWORD, password, confirm: password },
      { ...learner, method: 'POST' },
    );
    expect(body).toMatchObject({ status: 'N', code: ErrorCode.PASSWORD_REJECTED, data: { rule }, msg: message });
    expect(await hashOf('learner')).toBe(before);
  });

  it('refuses a confirmation that does not match', async () => {
    const learner = await t.login('learner');
    const { body } = await t.call(
      CALL,
      { oldPassword: DEMO_PASSWORD, password: 'Rivers#2027', confirm: 'Rivers#2028' },
      { ...learner, method: 'POST' },
    );
    expect(body).toMatchObject({ code: ErrorCode.PASSWORD_REJECTED, data: { rule: 'mismatch' } });
  });

  it('answers a repeated submit of a change that already happened with success', async () => {
    const learner = await t.login('learner');
    const params = { oldPassword: DEMO_PASSWORD, password: 'Rivers#2027', confirm: 'Rivers#2027' };
    expect((await t.call(CALL, params, { ...learner, method: 'POST' })).body.status).toBe('Y');
    expect((await t.call(CALL, params, { ...learner, method: 'POST' })).body.status).toBe('Y');
  });

  it('stops guessing the current password after the attempt limit', async () => {
    const learner = await t.login('learner');
    for (let i = 0; i < 10; i++)
      await t.call(
        CALL,
        { oldPassword: `Wrong#${i}x`, password: 'Rivers#2027', confirm: 'Rivers#2027' },
        { ...learner, method: 'POST' },
      );
    const { body } = await t.call(
      CALL,
      { oldPassword: DEMO_PASSWORD, password: 'Rivers#2027', confirm: 'Rivers#2027' },
      { ...learner, method: 'POST' },
    );
    expect(body.code).toBe(ErrorCode.RATE_LIMITED);
  });

  it('refuses a visitor', async () => {
    const { body } = await t.call(
      CALL,
      { oldPassword: DEMO_PASSWORD, password: 'Rivers#2027', confirm: 'Rivers#2027' },
      { method: 'POST' },
    );
    expect(body.code).toBe(ErrorCode.UNAUTHORIZED);
  });
});
