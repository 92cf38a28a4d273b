import { enterpriseChoiceListSchema, type EnterpriseChoice } from '../../../../protocol';
import { ApiError, CLIENT_ERROR_CODE, api } from '../../../lib/api-client';

/** GET apiSystem/selectEnterprise without user_eid: the enterprises the signed-in person belongs to. Quiet: the page shows failures. */
export async function listEnterprises(): Promise<EnterpriseChoice[]> {
  const data = await api.call<unknown>('apiSystem/selectEnterprise', {}, { quiet: true });
  const parsed = enterpriseChoiceListSchema.safeParse(data);
  if (!parsed.success) throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data });
  return parsed.data.list;
}
