import type { APIRequestContext } from '@playwright/test';
import { DEFAULT_APP_KEY, decryptJson, type ResponseEnvelope } from '../../protocol';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { sendSigned, signed } from '../support/signed-api';

export interface ApiSession {
  token: string;
  userid: string;
}

/** A session for forged calls (what a tampered client could send). */
export async function apiSession(request: APIRequestContext, account: string): Promise<ApiSession> {
  const login = await sendSigned(
    request,
    signed('apiSystem/login', { account, password: DEMO_PASSWORD }, { eid: 1, method: 'POST' }),
  );
  const data = (
    typeof login.body.data === 'string' ? decryptJson(login.body.data, DEFAULT_APP_KEY) : login.body.data
  ) as { token: string; userid: string | number };
  return { token: data.token, userid: String(data.userid) };
}

export async function callAs(
  request: APIRequestContext,
  session: ApiSession,
  call: string,
  params: Record<string, string>,
  method: 'GET' | 'POST' = 'GET',
): Promise<ResponseEnvelope> {
  const { body } = await sendSigned(
    request,
    signed(call, params, { eid: 1, token: session.token, userid: session.userid, method }),
  );
  return body;
}

/** The id of the learner's assignment with this title (the seed's ids are not assumed). */
export async function homeworkIdOf(request: APIRequestContext, session: ApiSession, title: string): Promise<number> {
  const body = await callAs(request, session, '/v1/homework/mine', { pageSize: '50' });
  const item = (body.data as { list: { id: number; title: string }[] }).list.find((row) => row.title === title);
  if (!item) throw new Error(`no assignment "${title}"`);
  return item.id;
}

/** A PDF-looking file of `bytes` (the server decides the type by its first bytes). */
export function pdfBytes(bytes: number): Buffer {
  const data = Buffer.alloc(bytes, 0x20);
  data.write('%PDF-1.4\n', 0, 'latin1');
  return data;
}
