import type { UserInfo } from '../../../../protocol';
import { ApiError, CLIENT_ERROR_CODE, api } from '../../../lib/api-client';
import { isSignedIn } from '../../../lib/user-info';

/** GET apiSystem/getUserInfo — the signed-in user's current details. */
export async function getUserInfo(): Promise<UserInfo> {
  const { getUserInfoCall } = await import('../../../../protocol/calls/auth');
  const user = await api.request(getUserInfoCall);
  if (!isSignedIn(user)) throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data: user });
  return user;
}
