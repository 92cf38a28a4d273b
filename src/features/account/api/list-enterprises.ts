import type { EnterpriseChoice } from '../../../../protocol';
import { api } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** GET apiSystem/selectEnterprise without user_eid: the enterprises the signed-in person belongs to. Quiet: the page shows failures. */
export async function listEnterprises(): Promise<EnterpriseChoice[]> {
  const data = await api.call<unknown>('apiSystem/selectEnterprise', {}, { quiet: true });
  const parsed = await parseResponse(
    () => import('../../../../protocol/schemas/account').then((m) => m.enterpriseChoiceListSchema),
    data,
  );
  return parsed.list;
}
