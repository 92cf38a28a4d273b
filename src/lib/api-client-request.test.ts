import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../protocol/calls/define-call';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

const itemCall = defineCall({
  name: '/v1/test/item',
  method: 'POST',
  input: z.object({ id: z.coerce.number() }),
  output: z.object({ id: z.number(), title: z.string() }),
});

function clientAnswering(data: unknown, userinfo: unknown = null) {
  const seen: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(input instanceof Request ? input : new Request(input, init));
    const body = { code: 0, msg: '', status: 'Y', data, userinfo, encryptFields: [] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const client = createApiClient({
    baseUrl: () => 'http://gw.test',
    appKey: () => 'test-app-key',
    context: () => ({ eid: 7, flags: [], userPortalID: '', language: 'en_us' }),
    credentials: () => ({ token: 'abc123', userid: '1001' }),
    pageUrl: () => 'http://portal.test/index',
    nextDailyCount: () => 1,
    now: () => 1767225600000,
    timeZone: () => ({ name: 'UTC', offsetMinutes: 0 }),
    onError: () => false,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, seen };
}

const USER = {
  userid: '1001',
  token: 'abc123',
  username: 'Mia',
  image: '',
  type: 1,
  isdeleteadmin: 0,
  score: 5,
  credit: 0,
  weixin_UserId: '',
};

describe('api client: declared calls', () => {
  it('sends with the declared method and resolves with the checked answer', async () => {
    const { client, seen } = clientAnswering({ id: 3, title: 'Safety' });
    await expect(client.request(itemCall, { id: 3 })).resolves.toEqual({ id: 3, title: 'Safety' });
    expect(seen[0]!.method).toBe('POST');
  });

  it('treats an answer that does not match its declaration as an invalid response', async () => {
    const { client } = clientAnswering({ id: '3' });
    const error = await client.request(itemCall, { id: 3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('invalid-response');
  });

  it('requestWithUser adds the signed-in user the envelope carries, or null when it names nobody', async () => {
    const signedIn = clientAnswering({ id: 3, title: 'Safety' }, USER);
    await expect(signedIn.client.requestWithUser(itemCall, { id: 3 })).resolves.toEqual({
      data: { id: 3, title: 'Safety' },
      user: USER,
    });
    const visitor = clientAnswering({ id: 3, title: 'Safety' }, { userid: '' });
    await expect(visitor.client.requestWithUser(itemCall, { id: 3 })).resolves.toMatchObject({ user: null });
  });

  it('requestWithUser still checks the answer', async () => {
    const { client } = clientAnswering({ title: 'no id' }, USER);
    await expect(client.requestWithUser(itemCall, { id: 3 })).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
