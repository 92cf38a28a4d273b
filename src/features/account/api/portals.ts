import type { PortalList } from '../../../../protocol';
import { api } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/** GET apiPortal/portalList: the user portals open to the signed-in user. Quiet: the chooser simply stays hidden on failure. */
export async function listPortals(): Promise<PortalList> {
  const data = await api.call<unknown>('apiPortal/portalList', {}, { quiet: true });
  return parseResponse(() => import('../../../../protocol/schemas/account').then((m) => m.portalListSchema), data);
}

/** GET apiPortal/portalList/SaveSelectPortal; 0 = the enterprise's own look. Failures show the server's message (toast). */
export async function saveSelectedPortal(portalId: number): Promise<void> {
  await api.call<unknown>('apiPortal/portalList/SaveSelectPortal', { portalId: String(portalId) });
}
