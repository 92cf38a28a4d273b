import { vi } from 'vitest';
import { createApiClient, type ApiClientDeps, type ApiErrorHandler } from './api-client';

/* A client over a recording fetch, shared by api-client.test.ts and api-upload.test.ts. */

export const APP_KEY = 'test-app-key';

export interface Seen {
  url: URL;
  method: string;
  headers: Headers;
  params: Record<string, string>;
}

export type Reply = { status?: number; body: unknown } | { raw: string; status?: number };

export function setup(reply: (seen: Seen) => Reply, overrides: Partial<ApiClientDeps> = {}) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'POST' ? await request.text() : url.search.slice(1);
    const item = {
      url,
      method: request.method,
      headers: request.headers,
      params: Object.fromEntries(new URLSearchParams(body)),
    };
    seen.push(item);
    const r = reply(item);
    const text = 'raw' in r ? r.raw : JSON.stringify(r.body);
    return new Response(text, { status: r.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  const onError = vi.fn<ApiErrorHandler>(() => false);
  let counter = 0;
  const client = createApiClient({
    baseUrl: () => 'http://gw.test',
    appKey: () => APP_KEY,
    context: () => ({ eid: 7, flags: [], userPortalID: '12', language: 'en_us' }),
    credentials: () => ({ token: 'abc123', userid: '1001' }),
    pageUrl: () => 'http://portal.test/index?x=1',
    nextDailyCount: () => ++counter,
    now: () => 1767225600000,
    timeZone: () => ({ name: 'Europe/Berlin', offsetMinutes: 60 }),
    onError,
    fetch: fetch as unknown as typeof globalThis.fetch,
    ...overrides,
  });
  return { client, seen, fetch, onError };
}

export function ok(data: unknown, userinfo: unknown = null): Reply {
  return { body: { code: 0, msg: '', status: 'Y', data, userinfo, encryptFields: [] } };
}
