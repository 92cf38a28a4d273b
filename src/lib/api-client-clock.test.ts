import { describe, expect, it, vi } from 'vitest';
import { parseHeaderToken, verifySignature } from '../../protocol';
import { createApiClient, type ApiErrorHandler } from './api-client';
import { clockOffsetFromDate } from './api-clock';

const APP_KEY = 'test-app-key';
/** The gateway's clock; the device runs 10 minutes ahead of it. */
const SERVER_NOW = Date.parse('2026-01-01T08:00:00.000Z');
const DEVICE_AHEAD_MS = 10 * 60 * 1000;
const WINDOW_MS = 5 * 60 * 1000;

const refusal = { code: 40012, msg: 'The request time is outside the allowed window.', status: 'N', data: null };
const success = { code: 0, msg: '', status: 'Y', data: { id: 1 }, userinfo: null, encryptFields: [] };

/** A gateway that checks the window as the server does and dates every answer by its own clock. */
function gateway(options: { date?: (now: number) => string | null } = {}) {
  const seen: Record<string, string>[] = [];
  const headers: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const params = Object.fromEntries(url.searchParams);
    seen.push(params);
    headers.push(new Headers(init?.headers).get('token') ?? '');
    const inWindow = Math.abs(SERVER_NOW - Number(params.requestTimestamp)) <= WINDOW_MS;
    const date = options.date ? options.date(SERVER_NOW) : new Date(SERVER_NOW).toUTCString();
    return new Response(JSON.stringify(inWindow ? success : refusal), {
      status: inWindow ? 200 : 400,
      headers: { 'content-type': 'application/json', ...(date ? { date } : {}) },
    });
  });
  const onError = vi.fn<ApiErrorHandler>(() => false);
  const client = createApiClient({
    baseUrl: () => 'http://gw.test',
    appKey: () => APP_KEY,
    context: () => ({ eid: 1, flags: [], userPortalID: '', language: 'en_us' }),
    credentials: () => ({ token: 'abc', userid: '7' }),
    pageUrl: () => 'http://portal.test/index',
    nextDailyCount: () => 1,
    now: () => SERVER_NOW + DEVICE_AHEAD_MS,
    timeZone: () => ({ name: 'Asia/Shanghai', offsetMinutes: 480 }),
    onError,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, seen, headers, fetch, onError };
}

describe('api client: a device clock more than five minutes off', () => {
  it("learns the offset from the 40012 answer's Date header and signs the one retry with corrected time", async () => {
    const { client, seen, headers, onError } = gateway();
    await expect(client.call('apiCourse/detail', { id: 1 })).resolves.toEqual({ id: 1 });
    expect(seen).toHaveLength(2);
    expect(Number(seen[0]!.requestTimestamp)).toBe(SERVER_NOW + DEVICE_AHEAD_MS);
    const corrected = Number(seen[1]!.requestTimestamp);
    expect(Math.abs(corrected - SERVER_NOW)).toBeLessThan(1000);
    // The retry is a new request: its own signature over the corrected time, and the header token agrees.
    expect(seen[1]!._requestSign).not.toBe(seen[0]!._requestSign);
    const { r: _r, ...signed } = seen[1]!;
    expect(verifySignature('apiCourse/detail', signed, APP_KEY)).toBe(true);
    expect(parseHeaderToken(headers[1])?.payload.ts).toBe(corrected);
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps the offset: later calls go out right the first time', async () => {
    const { client, seen } = gateway();
    await client.call('apiCourse/detail', { id: 1 });
    await client.call('apiCourse/detail', { id: 2 });
    expect(seen).toHaveLength(3);
    expect(Math.abs(Number(seen[2]!.requestTimestamp) - SERVER_NOW)).toBeLessThan(1000);
  });

  it('retries only once, and not at all without a readable Date header', async () => {
    // A gateway whose Date is as wrong as the device: the retry is refused too, and reported.
    const wrong = gateway({ date: (now) => new Date(now + DEVICE_AHEAD_MS).toUTCString() });
    await expect(wrong.client.call('apiCourse/detail', { id: 1 })).rejects.toMatchObject({ code: 40012 });
    expect(wrong.seen).toHaveLength(2);
    expect(wrong.onError).toHaveBeenCalledTimes(1);

    const undated = gateway({ date: () => null });
    await expect(undated.client.call('apiCourse/detail', { id: 1 })).rejects.toMatchObject({ code: 40012 });
    expect(undated.seen).toHaveLength(1);
  });
});

describe('clockOffsetFromDate', () => {
  it('matches the middle of the named second against the middle of the exchange', () => {
    const sentAt = 1_000_000;
    expect(clockOffsetFromDate(new Date(2_000_000).toUTCString(), sentAt, sentAt + 200)).toBe(
      Math.floor(2_000_000 / 1000) * 1000 + 500 - (sentAt + 100),
    );
    expect(clockOffsetFromDate(null, 0, 0)).toBeNull();
    expect(clockOffsetFromDate('yesterday-ish', 0, 0)).toBeNull();
  });
});
