import type { FastifyInstance } from 'fastify';

/** The slice of `fetch` the vendor clients use: the real one in production, `inject` in tests. */
export type HostFetch = (
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<{ status: number; json(): Promise<unknown> }>;

/** A vendor refusal: `errcode`/`errmsg` of the old APIs, or the HTTP status and `code` of DingTalk's v1.0 APIs. */
export class HostApiError extends Error {
  constructor(
    readonly vendor: 'dingtalk' | 'wecom',
    readonly errcode: number | string,
    readonly errmsg: string,
  ) {
    super(`${vendor} ${errcode}: ${errmsg}`);
  }
}

export async function fetchJson(
  fetchImpl: HostFetch,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetchImpl(url, {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, body: body && typeof body === 'object' ? body : {} };
}

/** Route a client's requests into a Fastify instance without a socket (tests). */
export function injectFetch(app: FastifyInstance): HostFetch {
  return async (url, init = {}) => {
    const parsed = new URL(url, 'http://127.0.0.1');
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: parsed.pathname + parsed.search,
      headers: init.headers ?? {},
      ...(init.body !== undefined ? { payload: init.body } : {}),
    });
    return { status: response.statusCode, json: async () => response.json() as unknown };
  };
}

export function randomText(bytes = 16): string {
  return Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes))).toString('hex');
}
