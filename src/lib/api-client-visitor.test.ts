import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiErrorHandler } from './api-client';

/** The options a shared link of another organisation needs (issue 17): a visitor's call, failures kept. */
function setup(status: 'Y' | 'N') {
  const seen: Record<string, string>[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    seen.push(Object.fromEntries(new URL(String(input)).searchParams));
    const body =
      status === 'Y'
        ? { code: 0, msg: '', status: 'Y', data: { id: 14 }, userinfo: null, encryptFields: [] }
        : { code: 401, msg: 'Please sign in.', status: 'N', data: null };
    return new Response(JSON.stringify(body), { status: status === 'Y' ? 200 : 401 });
  });
  const onError = vi.fn<ApiErrorHandler>(() => true);
  const client = createApiClient({
    baseUrl: () => 'http://gw.test',
    appKey: () => 'k',
    context: () => ({ eid: 1, flags: [], userPortalID: '12', language: 'en_us' }),
    credentials: () => ({ token: 'member-token', userid: '1001' }),
    pageUrl: () => 'http://portal.test/course/14?eid=2',
    nextDailyCount: () => 1,
    now: () => Date.now(),
    timeZone: () => ({ name: 'Asia/Shanghai', offsetMinutes: 480 }),
    onError,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, seen, onError };
}

describe('api client: a visitor of another enterprise', () => {
  it("sends visitorOf calls with that enterprise's eid and no session", async () => {
    const { client, seen } = setup('Y');
    await client.call('apiCourse/detail', { id: 14 }, { visitorOf: { eid: 2, flags: [] } });
    expect(seen[0]).toMatchObject({ eid: '2', token: '', userid: '', userPortalID: '' });
    await client.call('apiCourse/detail', { id: 14 });
    expect(seen[1]).toMatchObject({ eid: '1', token: 'member-token', userid: '1001', userPortalID: '12' });
  });

  it('leaves an ownErrors failure to the caller: the global policy is not consulted', async () => {
    const { client, onError } = setup('N');
    const own = client.call('apiCourse/detail', { id: 14 }, { ownErrors: true });
    await expect(own).rejects.toMatchObject({ code: 401, handled: false });
    expect(onError).not.toHaveBeenCalled();
    await expect(client.call('apiCourse/detail', { id: 14 }, { quiet: true })).rejects.toMatchObject({ code: 401 });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
