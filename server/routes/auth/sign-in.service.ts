import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../protocol';
import type { Database, Enterprise, User } from '../../db/schema';
import { enterpriseRefusal } from '../../pipeline/access';
import { AppError } from '../../pipeline/app-error';
import { DUMMY_HASH, verifyPassword } from '../../lib/password';
import { hashToken } from '../../lib/tokens';
import { requireLoginType } from './login-types.service';
import { openSession, refuseUserAtSignIn } from './session.service';
import { underSignInLimits, type SignInRules } from './sign-in-limits';

export interface PasswordLogin {
  enterprise: Enterprise;
  account: string;
  password: string;
  ip: string;
  now: number;
}

/**
 * Password sign-in. Each attempt counts against its account (per enterprise) and its address
 * before the password is checked (sign-in-limits.ts); past either limit every attempt is refused
 * until the window ends, right or wrong.
 */
export async function loginWithPassword(
  db: Kysely<Database>,
  rules: SignInRules,
  login: PasswordLogin,
): Promise<{ user: User; token: string }> {
  const user = await underSignInLimits(
    db,
    { rules, account: `${login.enterprise.id}:account:${login.account.toLowerCase()}`, ip: login.ip, now: login.now },
    async () => {
      const refusal = enterpriseRefusal(login.enterprise, login.now);
      if (refusal) throw refusal;
      requireLoginType(login.enterprise, 'password');
      const found = await db.selectFrom('users').selectAll().where('account', '=', login.account).executeTakeFirst();
      // Verify against a dummy hash when the account is unknown, so timing does not reveal which accounts exist.
      const valid = await verifyPassword(login.password, found?.password_hash ?? DUMMY_HASH);
      if (!found || !valid) throw new AppError(ErrorCode.LOGIN_FAILED);
      return found;
    },
    (error) => error instanceof AppError && error.code === ErrorCode.LOGIN_FAILED,
  );
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
