import { portalListSchema, type PortalList } from '../../../../protocol';
import { ApiError, CLIENT_ERROR_CODE, api } from '../../../lib/api-client';

/** GET apiPortal/portalList: the user portals open to the signed-in user. Quiet: the chooser simply stays hidden on failure. */
export async function listPortals(): Promise<PortalList> {
  const data = await api.call<unknown>('apiPortal/portalList', {}, { quiet: true });
  const parsed = portalListSchema.safeParse(data);
  if (!parsed.success) throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data });
  return parsed.data;
}

/** GET apiPortal/portalList/SaveSelectPortal; 0 = the enterprise's own look. Failures show the server's message (toast). */
export async function saveSelectedPortal(portalId: number): Promise<void> {
  await api.call<unknown>('apiPortal/portalList/SaveSelectPortal', { portalId: String(portalId) });
}
