import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { DEFAULT_APP_KEY, decryptJson, type ResponseEnvelope } from '../../protocol';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { sendSigned, signed } from './signed-api';

/** A signed-in person for calls straight against the lane's server (another member, a forged client). */
export type ApiSession = { token: string; userid: string; eid: number };

const opened = (data: unknown): unknown => (typeof data === 'string' ? decryptJson(data, DEFAULT_APP_KEY) : data);

/** Signs a demo account in through the sign-in call (its answer travels sealed: docs/protocol.md). */
export async function apiSession(request: APIRequestContext, account: string, eid = 1): Promise<ApiSession> {
  const login = await sendSigned(
    request,
    signed('apiSystem/login', { account, password: DEMO_PASSWORD }, { eid, method: 'POST' }),
  );
  const user = z.object({ token: z.string(), userid: z.coerce.string() }).parse(opened(login.body.data));
  return { ...user, eid };
}

/** One signed call as that session; a sealed answer comes back opened. */
export async function callAs(
  request: APIRequestContext,
  session: ApiSession,
  call: string,
  params: Record<string, string | number>,
  method: 'GET' | 'POST' = 'GET',
): Promise<ResponseEnvelope & { data: unknown }> {
  const { body } = await sendSigned(
    request,
    signed(call, params, { eid: session.eid, token: session.token, userid: session.userid, method }),
  );
  return { ...body, data: opened(body.data) };
}
