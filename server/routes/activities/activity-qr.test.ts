import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_LIMITS, ErrorCode } from '../../../protocol';
import { signToken } from '../../lib/signed-token';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { activityId, caller, openActivity, type Who } from './activity-test-helpers';

const ROTATE = ACTIVITY_LIMITS.qrRotateSeconds * 1000;
const GRACE = ACTIVITY_LIMITS.qrGraceSeconds * 1000;

/** Issue 23 item 2: the organiser's rotating QR code and signing in by scanning it. */
describe('activity QR sign-in', () => {
  let t: TestApp;
  let learner: Who;
  let admin: Who;
  let engineer: Who;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp();
    learner = await t.login('learner');
    admin = await t.login('admin');
    engineer = await t.login('engineer');
    call = caller(t);
  });
  afterAll(async () => t.close());

  const codeOf = async (id: number, as: Who) => {
    const answer = await call('sign-in-code', { id }, as, 'GET');
    expect(answer.status, answer.msg).toBe('Y');
    return answer.data as { token: string; rotatesAt: number; signedIn: number; registered: number };
  };

  it('shows the code to the organiser and administrators only', async () => {
    const id = await activityId(t, 'Fire Safety Drill (browser sign-in)');
    await codeOf(id, engineer); // the seeded organiser
    await codeOf(id, admin);
    expect((await call('sign-in-code', { id }, learner, 'GET')).code).toBe(ErrorCode.ACTIVITY_NOT_ORGANISER);
  });

  it('signs a registered learner in by the code’s link or token; a second scan changes nothing', async () => {
    const id = await openActivity(t);
    await call('register', { id }, learner);
    const code = await codeOf(id, admin);
    const url = `https://learn.example.com/task/active-detail/${id}?signin=${encodeURIComponent(code.token)}`;
    const first = await call('scan-sign-in', { code: url }, learner);
    expect(first.data).toMatchObject({ activityId: id, signedInNow: true });
    const again = await call('scan-sign-in', { code: code.token }, learner);
    expect(again.data).toMatchObject({ activityId: id, signedInNow: false });
    expect((await call('detail', { id }, learner, 'GET')).data).toMatchObject({
      personal: 'signed_in',
      signInMethod: 'qr',
    });
    expect((await codeOf(id, admin)).signedIn).toBe(1);
  });

  it('tells a learner who has not registered so, and signs nobody in', async () => {
    const id = await openActivity(t);
    const code = await codeOf(id, admin);
    const refused = await call('scan-sign-in', { code: code.token }, learner);
    expect(refused).toMatchObject({ status: 'N', code: ErrorCode.ACTIVITY_NOT_REGISTERED });
    expect(refused.msg).toMatch(/not registered/);
  });

  it('refuses a code after it has rotated (a screenshot, a forwarded code), checked on the server', async () => {
    const id = await openActivity(t);
    await call('register', { id }, learner);
    const start = t.clock.now();
    const code = await codeOf(id, admin);
    expect(code.rotatesAt - start).toBeLessThanOrEqual(ROTATE);
    t.clock.set(code.rotatesAt + GRACE);
    const late = await call('scan-sign-in', { code: code.token }, learner);
    expect(late).toMatchObject({ status: 'N', code: ErrorCode.ACTIVITY_CODE_EXPIRED });
    // Inside the grace after rotating, the scan in flight still counts.
    t.clock.set(start);
    const fresh = await codeOf(id, admin);
    t.clock.set(fresh.rotatesAt + GRACE - 1);
    expect((await call('scan-sign-in', { code: fresh.token }, learner)).data).toMatchObject({ signedInNow: true });
    t.clock.set(start);
  });

  it('refuses forged codes, codes for another purpose and another enterprise’s codes', async () => {
    const id = await openActivity(t);
    await call('register', { id }, learner);
    const code = await codeOf(id, admin);
    const [body, mac] = code.token.split('.');
    const forged = `${body}.${mac!.slice(0, -2)}AA`;
    const secret = t.config.mediaSigningSecret;
    const otherPurpose = signToken(secret, 'download', { x: 1, a: id, s: 0 }, t.clock.now() + 60_000);
    const otherTenant = signToken(secret, 'activity-sign-in', { x: 2, a: id, s: 0 }, t.clock.now() + 60_000);
    for (const bad of [forged, otherPurpose, otherTenant, 'not-a-code', 'https://x.example/?signin=%E0%A4%A'])
      expect((await call('scan-sign-in', { code: bad }, learner)).code).toBe(ErrorCode.ACTIVITY_CODE_INVALID);
    expect((await call('scan-sign-in', { code: 'x'.repeat(ACTIVITY_LIMITS.codeMax + 1) }, learner)).status).toBe('N');
    expect((await call('detail', { id }, learner, 'GET')).data).toMatchObject({ personal: 'applied' });
  });

  it('refuses a valid code outside the sign-in window', async () => {
    const now = t.clock.now();
    const id = await openActivity(t, { sign_in_start: now + 3_600_000, sign_in_end: now + 7_200_000 });
    await call('register', { id }, learner);
    const code = await codeOf(id, admin);
    expect((await call('scan-sign-in', { code: code.token }, learner)).code).toBe(ErrorCode.ACTIVITY_SIGN_IN_CLOSED);
  });
});
