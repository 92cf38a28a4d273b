import type { Kysely, Transaction } from 'kysely';
import { COOKIE_LIFETIME_DAYS, ErrorReason } from '../../../protocol';
import type { Database, Enterprise, User } from '../../db/schema';
import { hashToken, newSessionToken } from '../../lib/tokens';

const SESSION_LIFETIME_MS = COOKIE_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/**
 * Start a session for a user, as password sign-in does: a random token stored hashed, valid as
 * long as the userInfo cookie. An enterprise with `single_session` ends the user's other
 * sessions (forced offline), so an SSO or switched-in session obeys the same rule as a password one.
 */
export async function openSession(db: Kysely<Database> | Transaction<Database>, user: User, enterprise: Enterprise, now: number): Promise<string> {
  if (enterprise.single_session === 1) {
    await db
      .updateTable('sessions')
      .set({ revoked_at: now, revoked_reason: ErrorReason.SIGNED_IN_ELSEWHERE })
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
  }
  const token = newSessionToken();
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: user.id, eid: enterprise.id, created_at: now, expires_at: now + SESSION_LIFETIME_MS, revoked_at: null })
    .execute();
  return token;
}
