import type { UserInfo } from '../../../../protocol';
import { ApiError, CLIENT_ERROR_CODE, api } from '../../../lib/api-client';
import { isSignedIn } from '../../../lib/user-info';

/** GET apiSystem/selectEnterprise with user_eid: a new session in that enterprise (the old one ends). */
export async function switchEnterprise(eid: number): Promise<UserInfo> {
  const { selectEnterpriseCall } = await import('../../../../protocol/calls/account');
  const data = await api.request(selectEnterpriseCall, { user_eid: String(eid) }, { quiet: true });
  if ('list' in data || !isSignedIn(data))
    throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data });
  return data;
}
