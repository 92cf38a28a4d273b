import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../protocol';
import type { Database, Enterprise, User } from '../../db/schema';
import { enterpriseRefusal } from '../../pipeline/access';
import { AppError } from '../../pipeline/app-error';
import { DUMMY_HASH, verifyPassword } from '../../lib/password';
import type { RateLimiter } from '../../lib/rate-limiter';
import { hashToken } from '../../lib/tokens';
import { requireLoginType } from './login-types.service';
import { openSession, refuseUserAtSignIn } from './session.service';

export interface PasswordLogin {
  enterprise: Enterprise;
  account: string;
  password: string;
  ip: string;
  now: number;
}

/**
 * Password sign-in. Failed attempts are counted per enterprise, account and address; past
 * the limit every attempt is refused until the window ends, right or wrong.
 */
export async function loginWithPassword(
  db: Kysely<Database>,
  limiter: RateLimiter,
  login: PasswordLogin,
): Promise<{ user: User; token: string }> {
  const key = `${login.enterprise.id}:${login.account.toLowerCase()}:${login.ip}`;
  if (limiter.isBlocked(key, login.now)) throw new AppError(ErrorCode.RATE_LIMITED);
  const refusal = enterpriseRefusal(login.enterprise, login.now);
  if (refusal) throw refusal;
  requireLoginType(login.enterprise, 'password');

  const user = await db.selectFrom('users').selectAll().where('account', '=', login.account).executeTakeFirst();
  // Verify against a dummy hash when the account is unknown, so timing does not reveal which accounts exist.
  const valid = await verifyPassword(login.password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !valid) {
    limiter.record(key, login.now);
    throw new AppError(ErrorCode.LOGIN_FAILED);
  }
  limiter.reset(key);
  await refuseUserAtSignIn(db, login.enterprise, user);
  const token = await openSession(db, login.enterprise, user, login.now);
  return { user, token };
}

/** Revoke the session behind a token. Idempotent: an unknown or revoked token is not an error. */
export async function revokeSession(db: Kysely<Database>, token: string, now: number): Promise<void> {
  if (!token) return;
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}
