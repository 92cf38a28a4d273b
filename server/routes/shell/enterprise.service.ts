import type { Kysely } from 'kysely';
import type { Database, Enterprise, User, UserPortal } from '../../db/schema';

/**
 * The user portal whose colours apply: the one the envelope names, else the one the user
 * saved — in either case only a portal of this enterprise that is switched on.
 */
export async function findActivePortal(db: Kysely<Database>, enterprise: Enterprise, requestedId: string, user: User | null): Promise<UserPortal | null> {
  const candidates = [Number(requestedId) || null, user?.eid === enterprise.id ? user.selected_portal_id : null];
  for (const id of candidates) {
    if (!id) continue;
    const portal = await db
      .selectFrom('user_portals')
      .selectAll()
      .where('id', '=', id)
      .where('eid', '=', enterprise.id)
      .where('switch_status', '=', 'Y')
      .executeTakeFirst();
    if (portal) return portal;
  }
  return null;
}
