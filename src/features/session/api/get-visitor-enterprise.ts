import type { EnterpriseConfig } from '../../../../protocol';
import { api } from '../../../lib/api-client';

/**
 * Another enterprise's configuration as its signed-out visitors get it (its name and the flags its
 * calls are sealed by), for a shared link of another organisation opened while signed in (issue 17).
 * The session is not touched; refusals are the caller's to show.
 */
export async function getEnterpriseAsVisitor(eid: number): Promise<EnterpriseConfig> {
  const { enterpriseStatusCall } = await import('../../../../protocol/calls/shell');
  return api.request(enterpriseStatusCall, {}, { quiet: true, ownErrors: true, visitorOf: { eid, flags: [] } });
}
