import type { Kysely, Transaction } from 'kysely';
import { COOKIE_LIFETIME_DAYS, ErrorCode, ErrorReason } from '../../../protocol';
import type { Database, Enterprise, User } from '../../db/schema';
import { isAdministrator } from '../../pipeline/access';
import { AppError } from '../../pipeline/app-error';
import { hashToken, newSessionToken } from '../../lib/tokens';

const SESSION_LIFETIME_MS = COOKIE_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/**
 * Refusals that apply to a known user at sign-in, whatever the method: locked (401, the
 * portal's prompt page), blocked by an administrator, and the licence's user limit
 * (administrators still get in, so they can fix it).
 */
export async function refuseUserAtSignIn(db: Kysely<Database>, enterprise: Enterprise, user: User): Promise<void> {
  if (user.locked === 1) throw new AppError(ErrorCode.UNAUTHORIZED, { reason: ErrorReason.ACCOUNT_LOCKED });
  if (user.blocked === 1) throw new AppError(ErrorCode.FORBIDDEN, { reason: ErrorReason.BLOCKED_BY_ADMIN });
  if (!isAdministrator(user) && (await memberCount(db)) > enterprise.max_users) {
    throw new AppError(ErrorCode.FORBIDDEN, { reason: ErrorReason.USER_LIMIT_REACHED });
  }
}

export async function memberCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Open a session for a user. When the enterprise allows one session per user
 * (single_session), every other live session of that user ends with the reason
 * 'signed_in_elsewhere', which the next call made with it reports (forced offline).
 */
export async function openSession(
  db: Kysely<Database> | Transaction<Database>,
  enterprise: Enterprise,
  user: User,
  now: number,
): Promise<string> {
  const token = newSessionToken();
  // Inside a caller's transaction (a switch, an SSO ticket spent) it joins it; otherwise it is its own.
  const write = async (trx: Kysely<Database>) => {
    if (enterprise.single_session === 1) {
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now, revoked_reason: ErrorReason.SIGNED_IN_ELSEWHERE })
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .execute();
    }
    await trx
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        user_id: user.id,
        eid: enterprise.id,
        created_at: now,
        expires_at: now + SESSION_LIFETIME_MS,
        revoked_at: null,
      })
      .execute();
  };
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
  return token;
}

/** End every live session of a user (after a password reset). */
export async function revokeAllSessions(
  db: Kysely<Database>,
  userId: number,
  now: number,
  reason: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
