import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type SliderChallenge } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { advance } from './auth-test-helpers';

let t: TestApp;
beforeEach(async () => {
  // One free send per phone, so the second asks for the slider.
  t = await createTestApp({ sliderFreeSendsPerPhone: 1 });
});
afterEach(async () => {
  await t.close();
});

const PHONE = '13800138001';

const send = async (extra: Record<string, string> = {}) =>
  (await t.call('/send-message', { phone: PHONE, purpose: 'login', ...extra }, { method: 'POST' })).body;

async function puzzle(): Promise<SliderChallenge & { holeX: number }> {
  const body = (await t.call('/v1/captcha/slider', {})).body;
  expect(body.status).toBe('Y');
  const challenge = body.data as SliderChallenge;
  // Where the hole is, read from the picture as a person would see it.
  const svg = Buffer.from(challenge.background.split(',')[1]!, 'base64').toString('utf8');
  const hole = /<rect x="(\d+)" y="(\d+)" width="44" height="44" rx="6" fill="#000"/.exec(svg);
  expect(hole).not.toBeNull();
  expect(Number(hole![2])).toBe(challenge.pieceY);
  return { ...challenge, holeX: Number(hole![1]) };
}

const answer = async (challengeId: string, x: number, durationMs = 900) =>
  (await t.call('/v1/captcha/slider/verify', { challengeId, x, durationMs }, { method: 'POST' })).body;

describe('slider check on code sending', () => {
  it('asks for the slider after the free sends, and a passed puzzle lets one send through', async () => {
    expect(await send()).toMatchObject({ status: 'Y' });
    advance(t, t.config.codeResendIntervalMs);
    expect(await send()).toMatchObject({ status: 'N', code: ErrorCode.SLIDER_REQUIRED });

    const p = await puzzle();
    const { data } = await answer(p.challengeId, p.holeX + 3);
    const ticket = (data as { ticket: string }).ticket;
    expect(await send({ sliderTicket: ticket })).toMatchObject({ status: 'Y' });
    // A ticket is spent once.
    advance(t, t.config.codeResendIntervalMs);
    expect(await send({ sliderTicket: ticket })).toMatchObject({ code: ErrorCode.SLIDER_REQUIRED });
  });

  it('refuses a wrong place, a second answer, a drag too fast to be a hand, and an old puzzle', async () => {
    const wrong = await puzzle();
    expect(await answer(wrong.challengeId, wrong.holeX + 20)).toMatchObject({ code: ErrorCode.SLIDER_FAILED });
    expect(await answer(wrong.challengeId, wrong.holeX)).toMatchObject({ code: ErrorCode.SLIDER_FAILED });

    const fast = await puzzle();
    expect(await answer(fast.challengeId, fast.holeX, 40)).toMatchObject({ code: ErrorCode.SLIDER_FAILED });

    const old = await puzzle();
    advance(t, 3 * 60_000);
    expect(await answer(old.challengeId, old.holeX)).toMatchObject({ code: ErrorCode.SLIDER_FAILED });
    expect(await answer('no-such-puzzle', 100)).toMatchObject({ code: ErrorCode.SLIDER_FAILED });
  });

  it('lets one of fifty answers sent at once pass', async () => {
    const p = await puzzle();
    const answers = await Promise.all(Array.from({ length: 50 }, () => answer(p.challengeId, p.holeX)));
    expect(answers.filter((a) => a.status === 'Y')).toHaveLength(1);
  });

  it('refuses a ticket of another enterprise', async () => {
    const p = await puzzle();
    const ticket = ((await answer(p.challengeId, p.holeX)).data as { ticket: string }).ticket;
    expect(await send()).toMatchObject({ status: 'Y' });
    advance(t, t.config.codeResendIntervalMs);
    const other = await t.call(
      '/send-message',
      { phone: PHONE, purpose: 'reset_password', sliderTicket: ticket },
      { method: 'POST', eid: 2 },
    );
    expect(other.body).toMatchObject({ code: ErrorCode.SLIDER_REQUIRED });
  });
});
