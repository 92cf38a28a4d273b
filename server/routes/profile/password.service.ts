import { ErrorCode, type Language } from '../../../protocol';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { RateLimiter } from '../../lib/rate-limiter';
import { hashToken } from '../../lib/tokens';
import { AppError } from '../../pipeline/app-error';
import { enforcePasswordPolicy, policyOf } from '../auth';
import { reloadUser, type ProfileScope } from './profile.service';

export interface PasswordChange {
  oldPassword: string;
  password: string;
  confirm: string;
}

/**
 * apiSystem/updateInitialPassword, for the ordinary change and the forced initial change
 * alike: the current password, then the enterprise's policy, then a new password that differs.
 * On success the flag clears and every other session of the user ends; this one stays.
 * A repeat of a request that already succeeded (double submit) answers success again.
 */
export async function changePassword(
  scope: ProfileScope & { token: string; language: Language; limiter: RateLimiter },
  change: PasswordChange,
) {
  const { db, enterprise, user, now, limiter } = scope;
  const key = `password-change:${user.id}`;
  if (limiter.isBlocked(key, now)) throw new AppError(ErrorCode.RATE_LIMITED);

  if (!(await verifyPassword(change.oldPassword, user.password_hash))) {
    const alreadyDone =
      change.password === change.confirm &&
      change.password !== change.oldPassword &&
      (await verifyPassword(change.password, user.password_hash));
    if (alreadyDone && user.must_change_password === 0) return { user };
    limiter.record(key, now);
    throw new AppError(ErrorCode.OLD_PASSWORD_WRONG, { data: { fields: ['oldPassword'] } });
  }
  limiter.reset(key);
  enforcePasswordPolicy(change.password, change.confirm, policyOf(enterprise), scope.language);
  if (change.password === change.oldPassword)
    throw new AppError(ErrorCode.PASSWORD_UNCHANGED, { data: { fields: ['password'] } });

  const passwordHash = await hashPassword(change.password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, must_change_password: 0 })
      .where('id', '=', user.id)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', user.id)
      .where('token_hash', '!=', hashToken(scope.token))
      .where('revoked_at', 'is', null)
      .execute();
  });
  return { user: await reloadUser(db, enterprise, user.id) };
}
