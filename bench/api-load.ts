import autocannon from 'autocannon';
import Fastify from 'fastify';
import { DEFAULT_APP_KEY, decryptJson } from '../protocol';
import { DEMO_PASSWORD } from '../server/db/seed/demo-data';
import { signedRequest } from '../server/test-support/signed-request';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** 2xx answers whose envelope was not `status: "Y"` (a refusal travels as HTTP 200 with status N). */
  refused: number;
  /** Answers counted (completed requests). */
  total: number;
  /** The server process's CPU time (user + system) per answer, in µs, when it runs apart (api-process.ts). */
  cpuMicrosPerRequest?: number;
}

export interface LoadTarget {
  name: string;
  /** Builds one request; called for every request so each carries a fresh signature. */
  next: () => { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };
}

// Every answer is checked: the protocol refuses most things with HTTP 200 and `status: "N"`.
const accepted = (body: string | Buffer | undefined) => String(body ?? '').includes('"status":"Y"');

/** Load one target on loopback: 50 connections for a bounded time (autocannon). */
export async function load(baseUrl: string, target: LoadTarget, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({
    url: baseUrl,
    connections: 50,
    duration: seconds,
    verifyBody: accepted,
    requests: [
      {
        setupRequest: (request) => {
          const next = target.next();
          return {
            ...request,
            method: next.method,
            path: next.path,
            headers: { ...request.headers, ...next.headers },
            ...(next.body ? { body: next.body } : {}),
          };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    refused: result.mismatches,
    total: result.requests.total,
  };
}

/** The same-run baseline: a bare Fastify route answering a small JSON body. */
export async function startBareServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ code: 0, msg: '', data: { ok: true }, status: 'Y' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

/**
 * A signed protocol call as the portal sends it; the counter keeps every signature unique.
 * `params` may be a function of the request number (1, 2, …) for calls whose body must change.
 */
export function signedCall(
  call: string,
  params: Record<string, string> | ((n: number) => Record<string, string>),
  options: { eid: number; token?: string; userid?: string; method?: 'GET' | 'POST'; flags?: string[] },
) {
  let counter = 0;
  return () => {
    counter += 1;
    const request = signedRequest(call, typeof params === 'function' ? params(counter) : params, {
      ...options,
      counter,
      now: Date.now(),
    });
    return {
      method: request.method,
      path: request.url,
      headers: request.headers,
      ...(request.body ? { body: request.body } : {}),
    };
  };
}

/** One signed call made once (set-up, not load); returns `data`, opened when it travels sealed. */
export async function callOnce<T>(
  baseUrl: string,
  call: string,
  params: Record<string, string>,
  options: { eid: number; token?: string; userid?: string; method?: 'GET' | 'POST'; flags?: string[] },
): Promise<T> {
  const request = signedRequest(call, params, { ...options, now: Date.now() });
  const response = await fetch(baseUrl + request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body ? { body: request.body } : {}),
  });
  const body = (await response.json()) as { status: string; msg: string; data: unknown };
  if (body.status !== 'Y') throw new Error(`bench call ${call} refused: ${body.msg}`);
  return (typeof body.data === 'string' ? decryptJson(body.data, DEFAULT_APP_KEY) : body.data) as T;
}

/** A demo member's session on the benchmarked server, for calls that need a signed-in caller. */
export async function signIn(
  baseUrl: string,
  account: string,
  eid: number,
): Promise<{ token: string; userid: string }> {
  // The sign-in answer travels sealed (docs/protocol.md); callOnce opens it.
  const data = await callOnce<{ token: string; userid: string | number }>(
    baseUrl,
    'apiSystem/login',
    { account, password: DEMO_PASSWORD },
    { eid, method: 'POST' },
  );
  return { token: data.token, userid: String(data.userid) };
}
