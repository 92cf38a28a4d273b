import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, PASSWORD_POLICIES, type PasswordPolicy, type ResponseEnvelope } from '../../../protocol';
// Tests may reach inside protocol/: the vectors are test data, not part of the contract.
import { passwordVectors } from '../../../protocol/password-policy-vectors';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { sendCode } from './auth-test-helpers';

/*
 * Issue 18 item 10: each of the four policies of spec 001 §5, chosen in the enterprise's
 * configuration (enterprises.password_policy), holds at its boundaries on every path that sets
 * a password: sign-up, reset by code, and change. A refusal names the broken rule and the
 * policy, and changes nothing; the vectors are protocol/password-policy-vectors.ts.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const POLICIES = Object.keys(PASSWORD_POLICIES) as PasswordPolicy[];

async function choose(policy: PasswordPolicy): Promise<void> {
  await t.db.updateTable('enterprises').set({ password_policy: policy }).where('id', 'in', [1, 2]).execute();
}

async function userCount(): Promise<number> {
  return (await t.db.selectFrom('users').select('id').execute()).length;
}

async function learnerHash(): Promise<string> {
  const row = await t.db
    .selectFrom('users')
    .select('password_hash')
    .where('eid', '=', 1)
    .where('account', '=', 'learner')
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

function expectVerdict(body: ResponseEnvelope, problem: string | null, policy: PasswordPolicy): void {
  if (problem === null) expect({ status: body.status, msg: body.msg }).toMatchObject({ status: 'Y' });
  else expect(body).toMatchObject({ status: 'N', code: ErrorCode.PASSWORD_REJECTED, data: { rule: problem, policy } });
}

describe.each(POLICIES)('password policy %s chosen by the enterprise', (policy) => {
  const vectors = passwordVectors(policy);
  const refused = vectors.filter((v) => v.problem !== null);
  const accepted = vectors.filter((v) => v.problem === null);

  it('reaches the portal: the login card and the profile both name it', async () => {
    await choose(policy);
    const card = await t.call('/v1/pcweb/get-pcweb-login-type', {}, { eid: 2 });
    expect(card.body.data).toMatchObject({ passwordPolicy: policy });
    const session = await t.login('learner');
    expect((await t.call('/v1/user/profile', {}, session)).body.data).toMatchObject({ passwordPolicy: policy });
  });

  it('sign-up refuses each broken edge without creating anyone, and accepts the minimum', async () => {
    await choose(policy);
    const phone = '13912345678';
    const code = await sendCode(t, phone, 'register', 2);
    const register = (password: string) =>
      t.call(
        'apiSystem/register',
        { phone, code, username: 'Mia Park', password, confirm: password, agree: 'Y' },
        { method: 'POST', eid: 2 },
      );
    const before = await userCount();
    for (const vector of refused) expectVerdict((await register(vector.password)).body, vector.problem, policy);
    expect(await userCount()).toBe(before);
    expectVerdict((await register(accepted[0]!.password)).body, null, policy);
    expect(await userCount()).toBe(before + 1);
  });

  it('reset by code refuses each broken edge keeping the old password, and accepts the minimum', async () => {
    await choose(policy);
    const code = await sendCode(t, '13800138001', 'reset_password');
    const reset = (password: string) =>
      t.call(
        'apiSystem/resetPassword',
        { phone: '13800138001', code, password, confirm: password },
        { method: 'POST', eid: 1 },
      );
    const before = await learnerHash();
    for (const vector of refused) expectVerdict((await reset(vector.password)).body, vector.problem, policy);
    expect(await learnerHash()).toBe(before);
    expectVerdict((await reset(accepted[0]!.password)).body, null, policy);
    expect(await learnerHash()).not.toBe(before);
  });

  it('change refuses each broken edge and accepts every good edge in turn', async () => {
    await choose(policy);
    const session = await t.login('learner');
    let current = DEMO_PASSWORD;
    for (const vector of vectors) {
      const before = await learnerHash();
      const { body } = await t.call(
        'apiSystem/updateInitialPassword',
        { oldPassword: current, password: vector.password, confirm: vector.password },
        { ...session, method: 'POST' },
      );
      expectVerdict(body, vector.problem, policy);
      if (vector.problem === null) current = vector.password;
      else expect(await learnerHash()).toBe(before);
    }
    expect(
      (await t.call('apiSystem/login', { account: 'learner', password: current }, { method: 'POST' })).body.status,
    ).toBe('Y');
  });
});
