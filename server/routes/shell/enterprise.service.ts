import type { Kysely } from 'kysely';
import type { Database, Enterprise, User, UserPortal } from '../../db/schema';

/**
 * The user portal whose colours apply. For a signed-in member the portal they saved is the
 * whole answer (none saved = the enterprise's own look), and only while it is switched on and
 * open to them (0005 user_portal_members) — so a stale `userPortalID` in the envelope cannot
 * undo a change of portal. A visitor gets the portal the envelope names. Either way, only a
 * switched-on portal of this enterprise.
 */
export async function findActivePortal(
  db: Kysely<Database>,
  enterprise: Enterprise,
  requestedId: string,
  user: User | null,
): Promise<UserPortal | null> {
  const member = user?.eid === enterprise.id ? user : null;
  const id = member ? member.selected_portal_id : Number(requestedId) || null;
  if (!id) return null;
  let query = db
    .selectFrom('user_portals')
    .selectAll('user_portals')
    .where('user_portals.id', '=', id)
    .where('user_portals.switch_status', '=', 'Y');
  if (member) {
    query = query
      .innerJoin('user_portal_members', 'user_portal_members.portal_id', 'user_portals.id')
      .where('user_portal_members.user_id', '=', member.id);
  }
  return (await query.executeTakeFirst()) ?? null;
}
