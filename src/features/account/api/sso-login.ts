import type { UserInfo } from '../../../../protocol';
import { ApiError, CLIENT_ERROR_CODE, api } from '../../../lib/api-client';
import { isSignedIn, toUserInfo } from '../../../lib/user-info';

/** Which desktop client handed the ticket over; a hand-over from another app uses the new PC call (decision 0007). */
export type SsoClient = 'mac' | 'pc' | 'transfer';

const CALL: Record<SsoClient, string> = {
  mac: '/v1/login/mac-sso-login',
  pc: '/v1/login/new-pc-sso-login/index',
  transfer: '/v1/login/new-pc-sso-login/index',
};

/** Exchange a signed, single-use ticket for a session. Quiet: the page shows the refusal in place. */
export async function ssoLogin(client: SsoClient, ticket: string): Promise<UserInfo> {
  const data = await api.call<unknown>(CALL[client], { ticket }, { method: 'POST', quiet: true });
  const user = toUserInfo(data);
  if (!user || !isSignedIn(user))
    throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data });
  return user;
}
