import type { UserInfo } from '../../../../protocol';
import { ApiError, CLIENT_ERROR_CODE, api } from '../../../lib/api-client';
import { isSignedIn } from '../../../lib/user-info';

/** Without `loginType` a sign-in is by password (what older gateways understand). */
export type LoginRequest =
  | { loginType?: 'password'; account: string; password: string }
  | { loginType: 'code'; phone: string; countryCode: string; code: string };

/**
 * POST apiSystem/login by password or by login code (travels AES-sealed: protocol
 * ENCRYPTED_CALLS). Quiet: the form shows a refusal in place rather than as a passing toast.
 */
export async function login(request: LoginRequest): Promise<UserInfo> {
  const { loginCall } = await import('../../../../protocol/calls/auth');
  return signedInUser(await api.request(loginCall, request, { quiet: true }));
}

/** The user a sign-in or sign-up answered with (already checked); one naming nobody is an invalid response. */
export function signedInUser<U extends UserInfo>(user: U): U {
  if (!isSignedIn(user)) throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data: user });
  return user;
}
