import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema';
import { hashToken } from '../lib/tokens';

/** The user behind a live (unrevoked, unexpired) session whose token and user id both match. */
export async function resolveSessionUser(db: Kysely<Database>, token: string, userid: string, now: number): Promise<User | null> {
  if (!token || !userid) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.user_id', '=', Number(userid))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row ?? null;
}
