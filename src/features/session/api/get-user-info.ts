import type { UserInfo } from '../../../../protocol';
import { ApiError, CLIENT_ERROR_CODE, api } from '../../../lib/api-client';
import { toUserInfo } from '../../../lib/user-info';

/** GET apiSystem/getUserInfo — the signed-in user's current details. */
export async function getUserInfo(): Promise<UserInfo> {
  const data = await api.call<unknown>('apiSystem/getUserInfo');
  const user = toUserInfo(data);
  if (!user) throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data });
  return user;
}
