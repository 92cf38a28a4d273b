import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, profileSchema } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { latestCode } from '../auth/auth-test-helpers';

let t: TestApp;
let learner: { token: string; userid: string };
beforeEach(async () => {
  t = await createTestApp();
  learner = await t.login('learner');
});
afterEach(async () => {
  await t.close();
});

const CALL = '/v1/user/phone/change';

/** Send a code as the signed-in learner (change_phone codes are for members only) and read it from the outbox. */
async function sendCode(_t: TestApp, phone: string, purpose: string): Promise<string> {
  const sent = await t.call(
    '/send-message',
    { phone, purpose },
    { ...(purpose === 'change_phone' ? learner : {}), method: 'POST' },
  );
  if (sent.body.status !== 'Y') throw new Error(`send-message failed: ${sent.body.msg}`);
  return (await latestCode(t, `+86${phone}`))!;
}

async function phoneOf(account: string): Promise<string> {
  return (
    await t.db
      .selectFrom('users')
      .select('phone')
      .where('eid', '=', 1)
      .where('account', '=', account)
      .executeTakeFirstOrThrow()
  ).phone;
}

describe('POST /v1/user/phone/change', () => {
  it('changes the phone with a change_phone code sent to the new number', async () => {
    const code = await sendCode(t, '13900139002', 'change_phone');
    const { body } = await t.call(
      CALL,
      { phone: '139 0013 9002', countryCode: '+86', code },
      { ...learner, method: 'POST' },
    );
    expect(body.status).toBe('Y');
    expect(profileSchema.parse(body.data)).toMatchObject({ phone: '13900139002', countryCode: '+86' });
    expect(await phoneOf('learner')).toBe('13900139002');
    // A code works once.
    const again = await t.call(CALL, { phone: '13900139003', code }, { ...learner, method: 'POST' });
    expect(again.body.code).toBe(ErrorCode.VERIFICATION_CODE_INVALID);
  });

  it('refuses the current phone, before any code is checked', async () => {
    const { body } = await t.call(CALL, { phone: '13800138001', code: '000000' }, { ...learner, method: 'POST' });
    expect(body).toMatchObject({
      code: ErrorCode.PHONE_UNCHANGED,
      msg: 'The new phone number must differ from the current one.',
    });
  });

  it('refuses a phone another account of the enterprise holds', async () => {
    await t.db
      .updateTable('users')
      .set({ phone: '13700137000' })
      .where('eid', '=', 1)
      .where('account', '=', 'sales')
      .execute();
    const code = await sendCode(t, '13700137000', 'change_phone');
    const { body } = await t.call(CALL, { phone: '13700137000', code }, { ...learner, method: 'POST' });
    expect(body.code).toBe(ErrorCode.PHONE_IN_USE);
    expect(await phoneOf('learner')).toBe('13800138001');
  });

  it('allows a phone held only in another enterprise', async () => {
    await t.db
      .updateTable('users')
      .set({ phone: '13600136000' })
      .where('eid', '=', 2)
      .where('account', '=', 'visitor')
      .execute();
    const code = await sendCode(t, '13600136000', 'change_phone');
    expect((await t.call(CALL, { phone: '13600136000', code }, { ...learner, method: 'POST' })).body.status).toBe('Y');
  });

  it('refuses a wrong code, a malformed phone and a code sent for another purpose or number, changing nothing', async () => {
    await sendCode(t, '13900139002', 'change_phone');
    expect(
      (await t.call(CALL, { phone: '13900139002', code: '000000' }, { ...learner, method: 'POST' })).body.code,
    ).toBe(ErrorCode.VERIFICATION_CODE_INVALID);
    expect((await t.call(CALL, { phone: '12345', code: '000000' }, { ...learner, method: 'POST' })).body.code).toBe(
      ErrorCode.PHONE_INVALID,
    );
    // A code of another purpose does not work (the sign-in code of eid 1 sent to the learner's own phone).
    const loginCode = await sendCode(t, '13800138001', 'login');
    expect(
      (await t.call(CALL, { phone: '13900139002', code: loginCode }, { ...learner, method: 'POST' })).body.code,
    ).toBe(ErrorCode.VERIFICATION_CODE_INVALID);
    expect(await phoneOf('learner')).toBe('13800138001');
  });
});
