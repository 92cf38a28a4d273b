import type { PasswordLoginParams, UserInfo } from '../../../../protocol';
import { ApiError, CLIENT_ERROR_CODE, api } from '../../../lib/api-client';
import { isSignedIn, toUserInfo } from '../../../lib/user-info';

/**
 * POST apiSystem/login (travels AES-sealed: protocol ENCRYPTED_CALLS). Quiet: the form
 * shows a refusal in place rather than as a passing toast.
 */
export async function login(params: PasswordLoginParams): Promise<UserInfo> {
  const data = await api.call<unknown>('apiSystem/login', { account: params.account, password: params.password }, { method: 'POST', quiet: true });
  const user = toUserInfo(data);
  if (!user || !isSignedIn(user)) throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data });
  return user;
}
