import type { UserInfo } from '../../../../protocol';
import { ApiError, CLIENT_ERROR_CODE, api } from '../../../lib/api-client';
import { isSignedIn, toUserInfo } from '../../../lib/user-info';

/** GET apiSystem/selectEnterprise with user_eid: a new session in that enterprise (the old one ends). */
export async function switchEnterprise(eid: number): Promise<UserInfo> {
  const data = await api.call<unknown>('apiSystem/selectEnterprise', { user_eid: String(eid) }, { quiet: true });
  const user = toUserInfo(data);
  if (!user || !isSignedIn(user))
    throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data });
  return user;
}
