import type { EnterpriseChoice } from '../../../../protocol';
import { ApiError, CLIENT_ERROR_CODE, api } from '../../../lib/api-client';

/** GET apiSystem/selectEnterprise without user_eid: the enterprises the signed-in person belongs to. Quiet: the page shows failures. */
export async function listEnterprises(): Promise<EnterpriseChoice[]> {
  const { selectEnterpriseCall } = await import('../../../../protocol/calls/account');
  const data = await api.request(selectEnterpriseCall, {}, { quiet: true });
  // Without user_eid the call answers the list; user info here would be a gateway's mistake.
  if (!('list' in data)) throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data });
  return data.list;
}
