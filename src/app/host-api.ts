import { ErrorCode, type HostLoginConfig, type HostSignatureResult, type UserInfo } from '../../protocol';
import type { HostLoginCode } from '../../host-adapters';
import { ApiError, CLIENT_ERROR_CODE, api } from '../lib/api-client';
import { parseResponse } from '../lib/parse-response';
import { isSignedIn, toUserInfo } from '../lib/user-info';

const hostSchemas = () => import('../../protocol/schemas/host');

/** GET /v1/host/login-config: the enterprise's public DingTalk / WeCom app ids (decision 0015). */
export async function loadHostLoginConfig(): Promise<HostLoginConfig> {
  const data = await api.call<unknown>('/v1/host/login-config', {}, { quiet: true });
  return parseResponse(() => hostSchemas().then((m) => m.hostLoginConfigSchema), data);
}

/** POST /v1/dingtalk/login or /v1/wecom/login: a host's one-time code → the signed-in user. */
export async function loginWithHostCode(code: HostLoginCode): Promise<UserInfo> {
  const call = code.kind === 'dingtalk' ? '/v1/dingtalk/login' : '/v1/wecom/login';
  // Quiet: the start-up step decides what the person sees (the address-book prompt, or the login page).
  const data = await api.call<unknown>(call, { code: code.code, flow: code.flow }, { method: 'POST', quiet: true });
  const user = toUserInfo(data);
  if (!user || !isSignedIn(user))
    throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data });
  return user;
}

/** GET /v1/wecom/open-data/signature (spec 000 §7: query eid, url). */
export async function fetchHostSignature(url: string, type: 'agent' | 'corp'): Promise<HostSignatureResult> {
  const data = await api.call<unknown>('/v1/wecom/open-data/signature', { url, type }, { quiet: true });
  return parseResponse(() => hostSchemas().then((m) => m.hostSignatureResultSchema), data);
}

/** GET /v1/dingtalk/jsapi/signature: dd.config for an authorised JSAPI on this page (decision 0015). */
export async function fetchDingtalkSignature(url: string): Promise<HostSignatureResult> {
  const data = await api.call<unknown>('/v1/dingtalk/jsapi/signature', { url }, { quiet: true });
  return parseResponse(() => hostSchemas().then((m) => m.hostSignatureResultSchema), data);
}

export function isNotInAddressBook(error: unknown): boolean {
  return error instanceof ApiError && error.code === ErrorCode.NOT_IN_ADDRESS_BOOK;
}
