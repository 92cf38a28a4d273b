import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_APP_KEY, decryptJson, type Params } from '../../protocol';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { sendSigned, signed } from '../support/signed-api';
import type { XssPayload } from './xss-payloads';

export interface ApiSession {
  token: string;
  userid: string;
  eid: number;
}

/** A session of its own for storing payloads through the real calls (eid 1 allows several sessions). */
export async function apiSignIn(request: APIRequestContext, account: string, eid = 1): Promise<ApiSession> {
  const { body } = await sendSigned(
    request,
    signed('apiSystem/login', { account, password: DEMO_PASSWORD }, { eid, method: 'POST', now: Date.now() }),
  );
  expect(body.status).toBe('Y');
  // The sign-in answer travels sealed (docs/protocol.md).
  const data = (typeof body.data === 'string' ? decryptJson(body.data, DEFAULT_APP_KEY) : body.data) as {
    token: string;
    userid: string | number;
  };
  return { token: data.token, userid: String(data.userid), eid };
}

/** Send a call as that session; the call must succeed (a payload that is refused proves nothing). */
export async function apiCall(
  request: APIRequestContext,
  session: ApiSession,
  call: string,
  params: Params,
  method: 'GET' | 'POST' = 'POST',
) {
  const { body } = await sendSigned(request, signed(call, params, { ...session, method, now: Date.now() }));
  expect(`${body.status} ${body.code} ${body.msg}`, `${call} ${JSON.stringify(params).slice(0, 120)}`).toMatch(/^Y /);
  return body.data;
}

/** The payloads that fit a field of `maxLength` characters, in batches of `size`. */
export function batchesThatFit(payloads: XssPayload[], maxLength: number, size: number): XssPayload[][] {
  const fitting = payloads.filter((p) => p.text.length <= maxLength);
  const batches: XssPayload[][] = [];
  for (let i = 0; i < fitting.length; i += size) batches.push(fitting.slice(i, i + size));
  return batches;
}

/** Let event-handler payloads (failing images, autofocus, animations) have their chance to fire. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(150);
}

/** Proves the trap can see a payload run: inject one straight into the DOM and expect it recorded. */
export async function expectTrapWorks(page: Page, ran: () => Promise<string[]>): Promise<void> {
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src=x onerror=X(0) id=xss-control>'));
  await expect.poll(ran).toContain('X 0');
  await page.evaluate(() => document.getElementById('xss-control')?.remove());
}
