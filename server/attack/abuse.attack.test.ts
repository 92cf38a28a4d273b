import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type Params } from '../../protocol';
import { signedRequest } from '../test-support/signed-request';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { newCounts, report } from './attack-report';

/**
 * Abuse: guessing passwords and flooding verification codes are rate-limited; double clicks,
 * parallel tabs and replayed requests on actions that move points take effect exactly once.
 */
const counts = newCounts();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  report('abuse', counts);
  expect(counts.leaks).toEqual([]);
  await t.close();
});

function tally(call: string, held: boolean, what: string) {
  counts.endpoints.add(call);
  counts.attempts += 1;
  if (held) counts.refusals += 1;
  else counts.leaks.push(`${call}: ${what}`);
}

async function ledgerOf(userid: string, reason: string) {
  return t.db
    .selectFrom('point_ledger')
    .select(['delta', 'ref_key'])
    .where('user_id', '=', Number(userid))
    .where('reason', '=', reason)
    .execute();
}

/** The same action sent `parallel` times at once (double clicks, two tabs), then each request replayed verbatim. */
async function hammer(
  call: string,
  params: (i: number) => Params,
  identity: { token: string; userid: string },
  parallel = 6,
) {
  const requests = Array.from({ length: parallel }, (_, i) =>
    signedRequest(call, params(i), { method: 'POST', now: t.clock.now(), ...identity }),
  );
  const answers = await Promise.all(requests.map((request) => t.send(request)));
  const replays = await Promise.all(requests.map((request) => t.send(request)));
  return { answers, replays };
}

describe('abuse of sign-in and verification codes', () => {
  it('stops password guessing per account', async () => {
    const attempts = t.config.loginAttemptLimit + 3;
    let limited = 0;
    for (let i = 0; i < attempts; i++) {
      const { body } = await t.call(
        'apiSystem/login',
        { account: 'manager', password: `guess-${i}` },
        { method: 'POST' },
      );
      if (body.code === ErrorCode.RATE_LIMITED) limited += 1;
    }
    tally('apiSystem/login', limited >= 3, `${attempts} wrong passwords, only ${limited} refused as rate-limited`);
    expect(limited).toBeGreaterThanOrEqual(3);
  });

  it('stops a burst of codes to one phone and a spray of codes to many phones from one address', async () => {
    const send = async (phone: string) =>
      (await t.call('/send-message', { phone, purpose: 'register' }, { eid: 2, method: 'POST' })).body.code;
    const burst: number[] = [];
    for (let i = 0; i < 5; i++) burst.push(await send('13800138999'));
    // Refused as too frequent, or (after the free sends) until a slider check is passed (decision 0037).
    const tooFrequent = burst.filter(
      (code) => code === ErrorCode.CODE_SEND_TOO_FREQUENT || code === ErrorCode.SLIDER_REQUIRED,
    ).length;
    tally('/send-message', tooFrequent === 4, `5 codes at once to one phone, ${tooFrequent} refused`);
    expect(tooFrequent).toBe(4);

    const spray: number[] = [];
    for (let i = 0; i < 25; i++) spray.push(await send(`137000000${String(i).padStart(2, '0')}`));
    const limited = spray.filter(
      (code) => code === ErrorCode.RATE_LIMITED || code === ErrorCode.SLIDER_REQUIRED,
    ).length;
    tally('/send-message', limited > 0, `25 phones from one address in a minute, none refused`);
    expect(limited).toBeGreaterThan(0);
  });
});

describe('actions that move points take effect once', () => {
  it('check-in: parallel clicks and replays credit the day once', async () => {
    const learner = await t.login('engineer');
    const before = await ledgerOf(learner.userid, 'checkin');
    const { replays } = await hammer('apiSystem/sign', () => ({}), learner);
    const after = await ledgerOf(learner.userid, 'checkin');
    tally('apiSystem/sign', after.length - before.length === 1, `${after.length - before.length} credits for one day`);
    expect(after.length - before.length).toBe(1);
    expect(replays.every(({ body }) => body.code === ErrorCode.REQUEST_REPLAYED)).toBe(true);
  });

  it('points purchase: one click repeated and several tabs with their own request ids charge once', async () => {
    const learner = await t.login('learner');
    const course = await t.db
      .selectFrom('courses')
      .select('id')
      .where('eid', '=', 1)
      .where('points_price', '>', 0)
      .where('personal_purchase', '=', 1)
      .where('status', '=', 'published')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await ledgerOf(learner.userid, 'course_purchase');
    // Three tabs (three request ids), each double-clicked.
    await hammer(
      '/v1/pay/scorepay/create-pay',
      (i) => ({ courseId: String(course.id), requestId: `abuse-tab-${i % 3}-0001` }),
      learner,
    );
    const after = await ledgerOf(learner.userid, 'course_purchase');
    tally(
      '/v1/pay/scorepay/create-pay',
      after.length - before.length === 1,
      `${after.length - before.length} debits for one course`,
    );
    expect(after.length - before.length).toBe(1);
  });
});
