import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import { buildApp } from '../../app';
import { signedRequest } from '../../test-support/signed-request';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { advance, latestCode, outboxCount, sendCode } from './auth-test-helpers';
import { consumeVerificationCode } from './verification-code.service';
import { forTenant } from '../../db/tenant-scope';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const LEARNER_PHONE = '13800138001';

/** The send limits alone: no slider check in front of them (slider.test.ts, decision 0037). */
async function withoutSlider() {
  await t.close();
  t = await createTestApp({ sliderFreeSendsPerPhone: 1000, sliderFreeSendsPerAddress: 1000 });
}

async function consume(
  code: string,
  overrides: Partial<{
    eid: number;
    phone: string;
    purpose: 'login' | 'register' | 'reset_password' | 'change_phone';
  }> = {},
) {
  return consumeVerificationCode(forTenant(t.db, overrides.eid ?? 1), {
    eid: 1,
    phone: LEARNER_PHONE,
    purpose: 'login',
    code,
    now: t.clock.now(),
    ...overrides,
  });
}

describe('POST /send-message', () => {
  it('sends a 6-digit code to the outbox, stores only its hash, and says when to resend', async () => {
    const result = await t.call(
      '/send-message',
      { phone: LEARNER_PHONE, purpose: 'login' },
      { method: 'POST', language: 'en_us' },
    );
    expect(result.body).toMatchObject({ status: 'Y', data: { sent: true, resendAfter: 60, expiresIn: 300 } });
    const code = await latestCode(t, `+86${LEARNER_PHONE}`);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.db.selectFrom('verification_codes').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      eid: 1,
      phone: LEARNER_PHONE,
      country_code: '+86',
      purpose: 'login',
      attempts: 0,
      consumed_at: null,
    });
    expect(stored.code_hash).not.toContain(code!);
    expect(stored.expires_at - stored.created_at).toBe(5 * 60 * 1000);
  });

  it('refuses a malformed phone for the country code, and a GET', async () => {
    for (const [phone, countryCode] of [
      ['2380013800', '+86'],
      ['1380013800', '+86'],
      ['1234', '+852'],
      ['12345678901234567', '+44'],
    ]) {
      const result = await t.call(
        '/send-message',
        { phone, countryCode, purpose: 'register' },
        { method: 'POST', eid: 2, language: 'en_us' },
      );
      expect(result.body).toMatchObject({ status: 'N', code: ErrorCode.PHONE_INVALID });
      expect(result.body.msg).toMatch(/valid phone/);
    }
    expect(await outboxCount(t)).toBe(0);
    const hk = await t.call(
      '/send-message',
      { phone: '91234567', countryCode: '+852', purpose: 'register' },
      { method: 'POST', eid: 2 },
    );
    expect(hk.body.status).toBe('Y');
    expect(await latestCode(t, '+85291234567')).toMatch(/^\d{6}$/);
    const get = await t.call('/send-message', { phone: LEARNER_PHONE, purpose: 'login' }, { method: 'GET' });
    expect(get.body.code).toBe(ErrorCode.ENVELOPE_MALFORMED);
  });

  it('answers "sent" for a login or reset number without an account, but sends nothing', async () => {
    for (const purpose of ['login', 'reset_password']) {
      const result = await t.call('/send-message', { phone: '13911112222', purpose }, { method: 'POST' });
      expect(result.body).toMatchObject({ status: 'Y', data: { sent: true } });
      advance(t, 61_000);
    }
    expect(await outboxCount(t)).toBe(0);
  });

  it('allows one code per phone per minute, with the seconds left', async () => {
    await sendCode(t, LEARNER_PHONE, 'login');
    advance(t, 20_000);
    const again = await t.call(
      '/send-message',
      { phone: LEARNER_PHONE, purpose: 'login' },
      { method: 'POST', language: 'en_us' },
    );
    expect(again.body).toMatchObject({ status: 'N', code: ErrorCode.CODE_SEND_TOO_FREQUENT, data: { retryAfter: 40 } });
    expect(again.body.msg).toMatch(/too often/);
    advance(t, 41_000);
    expect(
      (await t.call('/send-message', { phone: LEARNER_PHONE, purpose: 'login' }, { method: 'POST' })).body.status,
    ).toBe('Y');
  });

  it('allows ten codes per phone a day', async () => {
    await withoutSlider();
    for (let i = 0; i < 10; i++) {
      await sendCode(t, LEARNER_PHONE, 'login');
      advance(t, 61_000);
    }
    const eleventh = await t.call('/send-message', { phone: LEARNER_PHONE, purpose: 'login' }, { method: 'POST' });
    expect(eleventh.body).toMatchObject({
      status: 'N',
      code: ErrorCode.CODE_SEND_TOO_FREQUENT,
      data: { limit: 'daily' },
    });
    advance(t, 24 * 60 * 60 * 1000);
    expect(
      (await t.call('/send-message', { phone: LEARNER_PHONE, purpose: 'login' }, { method: 'POST' })).body.status,
    ).toBe('Y');
  });

  it('allows twenty codes per address an hour', async () => {
    await withoutSlider();
    for (let i = 0; i < 20; i++) {
      expect(
        (
          await t.call(
            '/send-message',
            { phone: `139000000${String(i).padStart(2, '0')}`, purpose: 'register' },
            { method: 'POST', eid: 2 },
          )
        ).body.status,
      ).toBe('Y');
    }
    const blocked = await t.call(
      '/send-message',
      { phone: '13900000099', purpose: 'register' },
      { method: 'POST', eid: 2 },
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(ErrorCode.RATE_LIMITED);
    advance(t, 60 * 60 * 1000 + 1);
    expect(
      (await t.call('/send-message', { phone: '13900000099', purpose: 'register' }, { method: 'POST', eid: 2 })).body
        .status,
    ).toBe('Y');
  });

  it('keeps the limits in the database, so a restarted server still applies them', async () => {
    await sendCode(t, LEARNER_PHONE, 'login');
    // A new server over the same database (a restart, or a second process) counts on.
    const restarted = await buildApp({ db: t.db, config: t.config, clock: t.clock, logger: false });
    const request = signedRequest(
      '/send-message',
      { phone: LEARNER_PHONE, purpose: 'login' },
      { method: 'POST', now: t.clock.now() },
    );
    const response = await restarted.inject({
      method: 'POST',
      url: request.url,
      headers: request.headers,
      payload: request.body,
    });
    await restarted.close();
    expect(response.json()).toMatchObject({ code: ErrorCode.CODE_SEND_TOO_FREQUENT, data: { retryAfter: 60 } });
  });

  it('sends a change_phone code only to a signed-in member', async () => {
    const anonymous = await t.call(
      '/send-message',
      { phone: '13911112222', purpose: 'change_phone' },
      { method: 'POST' },
    );
    expect(anonymous.body.code).toBe(ErrorCode.UNAUTHORIZED);
    const learner = await t.login('learner');
    const signedIn = await t.call(
      '/send-message',
      { phone: '13911112222', purpose: 'change_phone' },
      { method: 'POST', ...learner },
    );
    expect(signedIn.body.status).toBe('Y');
    expect(await latestCode(t, '+8613911112222')).toMatch(/^\d{6}$/);
  });

  it('sends nothing the enterprise would refuse: closed sign-up, disabled code sign-in, expired enterprise', async () => {
    expect(
      (await t.call('/send-message', { phone: '13911112222', purpose: 'register' }, { method: 'POST', eid: 1 })).body
        .code,
    ).toBe(ErrorCode.REGISTRATION_CLOSED);
    await t.db.updateTable('enterprises').set({ login_types: '["password"]' }).where('id', '=', 1).execute();
    expect(
      (await t.call('/send-message', { phone: LEARNER_PHONE, purpose: 'login' }, { method: 'POST' })).body.code,
    ).toBe(ErrorCode.LOGIN_TYPE_DISABLED);
    expect(
      (await t.call('/send-message', { phone: '13700137001', purpose: 'login' }, { method: 'POST', eid: 3 })).body.data,
    ).toMatchObject({ reason: 'enterprise_expired' });
    expect(await outboxCount(t)).toBe(0);
  });

  it('writes the message in the caller language', async () => {
    await t.call('/send-message', { phone: LEARNER_PHONE, purpose: 'login' }, { method: 'POST', language: 'zh_hant' });
    const row = await t.db.selectFrom('message_outbox').select('body').executeTakeFirstOrThrow();
    expect(row.body).toMatch(/驗證碼/);
  });
});

describe('consumeVerificationCode', () => {
  it('accepts the right code once', async () => {
    const code = await sendCode(t, LEARNER_PHONE, 'login');
    await expect(consume(code)).resolves.toBeUndefined();
    await expect(consume(code)).rejects.toMatchObject({ code: ErrorCode.VERIFICATION_CODE_INVALID });
  });

  it('refuses an expired code', async () => {
    const code = await sendCode(t, LEARNER_PHONE, 'login');
    advance(t, 5 * 60 * 1000);
    await expect(consume(code)).rejects.toBeInstanceOf(AppError);
  });

  it('burns the code after five wrong tries, even for the right code afterwards', async () => {
    const code = await sendCode(t, LEARNER_PHONE, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await expect(consume(wrong)).rejects.toMatchObject({ code: ErrorCode.VERIFICATION_CODE_INVALID });
    await expect(consume(code)).rejects.toMatchObject({ code: ErrorCode.VERIFICATION_CODE_INVALID });
  });

  it('lets a new code supersede the old one', async () => {
    const first = await sendCode(t, LEARNER_PHONE, 'login');
    advance(t, 61_000);
    const second = await sendCode(t, LEARNER_PHONE, 'login');
    if (first !== second)
      await expect(consume(first)).rejects.toMatchObject({ code: ErrorCode.VERIFICATION_CODE_INVALID });
    await expect(consume(second)).resolves.toBeUndefined();
  });

  it('works only for its purpose and its enterprise', async () => {
    const code = await sendCode(t, LEARNER_PHONE, 'login');
    await expect(consume(code, { purpose: 'reset_password' })).rejects.toMatchObject({
      code: ErrorCode.VERIFICATION_CODE_INVALID,
    });
    await expect(consume(code, { eid: 2 })).rejects.toMatchObject({ code: ErrorCode.VERIFICATION_CODE_INVALID });
    await expect(consume(code)).resolves.toBeUndefined();
  });

  it('lets exactly one of two simultaneous uses succeed', async () => {
    const code = await sendCode(t, LEARNER_PHONE, 'login');
    const results = await Promise.allSettled([consume(code), consume(code)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});
