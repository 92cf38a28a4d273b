import type { Kysely } from 'kysely';
import { ErrorCode, type PortalList } from '../../../protocol';
import type { Database, Enterprise, User, UserPortal } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';
import { presentPortal } from './account.presenter';

/** The switched-on portals of this enterprise the user is a member of. */
export async function portalsOpenTo(db: Kysely<Database>, enterprise: Enterprise, user: User): Promise<UserPortal[]> {
  return db
    .selectFrom('user_portals')
    .innerJoin('user_portal_members', 'user_portal_members.portal_id', 'user_portals.id')
    .selectAll('user_portals')
    .where('user_portal_members.user_id', '=', user.id)
    .where('user_portals.switch_status', '=', 'Y')
    .orderBy('user_portals.id')
    .execute();
}

export async function listPortals(db: Kysely<Database>, enterprise: Enterprise, user: User): Promise<PortalList> {
  const portals = await portalsOpenTo(db, enterprise, user);
  const selected = portals.find((p) => p.id === user.selected_portal_id)?.id ?? 0;
  return { list: portals.map((p) => presentPortal(p, selected)), selectedPortalId: selected };
}

/**
 * Save the user's portal; 0 returns to the enterprise's own look. A portal of another
 * enterprise, a switched-off one or one not open to the user is refused and nothing changes.
 */
export async function saveSelectedPortal(
  db: Kysely<Database>,
  enterprise: Enterprise,
  user: User,
  portalId: number,
): Promise<number> {
  if (portalId !== 0) {
    const portals = await portalsOpenTo(db, enterprise, user);
    if (!portals.some((p) => p.id === portalId)) throw new AppError(ErrorCode.PORTAL_NOT_AVAILABLE);
  }
  await db
    .updateTable('users')
    .set({ selected_portal_id: portalId === 0 ? null : portalId })
    .where('id', '=', user.id)
    .execute();
  return portalId;
}
