import type { PortalList } from '../../../../protocol';
import { api } from '../../../lib/api-client';

/** GET apiPortal/portalList: the user portals open to the signed-in user. Quiet: the chooser simply stays hidden on failure. */
export async function listPortals(): Promise<PortalList> {
  const { portalListCall } = await import('../../../../protocol/calls/account');
  return api.request(portalListCall, {}, { quiet: true });
}

/** GET apiPortal/portalList/SaveSelectPortal; 0 = the enterprise's own look. Failures show the server's message (toast). */
export async function saveSelectedPortal(portalId: number): Promise<void> {
  const { saveSelectPortalCall } = await import('../../../../protocol/calls/account');
  await api.request(saveSelectPortalCall, { portalId: String(portalId) });
}
