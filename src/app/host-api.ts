import { ErrorCode, type HostLoginConfig, type HostSignatureResult, type UserInfo } from '../../protocol';
import type { HostLoginCode } from '../../host-adapters';
import { ApiError, CLIENT_ERROR_CODE, api } from '../lib/api-client';
import { isSignedIn } from '../lib/user-info';

/** The declarations (and zod) load with the first host call, off the start-up chunk. */
const calls = () => import('../../protocol/calls/host');

/** GET /v1/host/login-config: the enterprise's public DingTalk / WeCom app ids (decision 0015). */
export async function loadHostLoginConfig(): Promise<HostLoginConfig> {
  return api.request((await calls()).hostLoginConfigCall, {}, { quiet: true });
}

/** POST /v1/dingtalk/login or /v1/wecom/login: a host's one-time code → the signed-in user. */
export async function loginWithHostCode(code: HostLoginCode): Promise<UserInfo> {
  const { dingtalkLoginCall, wecomLoginCall } = await calls();
  // Quiet: the start-up step decides what the person sees (the address-book prompt, or the login page).
  const user = await api.request(
    code.kind === 'dingtalk' ? dingtalkLoginCall : wecomLoginCall,
    { code: code.code, flow: code.flow },
    { quiet: true },
  );
  if (!isSignedIn(user)) throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data: user });
  return user;
}

/** GET /v1/wecom/open-data/signature (spec 000 §7: query eid, url). */
export async function fetchHostSignature(url: string, type: 'agent' | 'corp'): Promise<HostSignatureResult> {
  return api.request((await calls()).wecomSignatureCall, { url, type }, { quiet: true });
}

/** GET /v1/dingtalk/jsapi/signature: dd.config for an authorised JSAPI on this page (decision 0015). */
export async function fetchDingtalkSignature(url: string): Promise<HostSignatureResult> {
  return api.request((await calls()).dingtalkSignatureCall, { url }, { quiet: true });
}

export function isNotInAddressBook(error: unknown): boolean {
  return error instanceof ApiError && error.code === ErrorCode.NOT_IN_ADDRESS_BOOK;
}
