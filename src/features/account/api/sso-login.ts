import type { UserInfo } from '../../../../protocol';
import { ApiError, CLIENT_ERROR_CODE, api } from '../../../lib/api-client';
import { isSignedIn } from '../../../lib/user-info';

/** Which desktop client handed the ticket over; a hand-over from another app uses the new PC call (decision 0007). */
export type SsoClient = 'mac' | 'pc' | 'transfer';

/** Exchange a signed, single-use ticket for a session. Quiet: the page shows the refusal in place. */
export async function ssoLogin(client: SsoClient, ticket: string): Promise<UserInfo> {
  const { macSsoLoginCall, pcSsoLoginCall } = await import('../../../../protocol/calls/account');
  const user = await api.request(client === 'mac' ? macSsoLoginCall : pcSsoLoginCall, { ticket }, { quiet: true });
  if (!isSignedIn(user)) throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data: user });
  return user;
}
