import { ErrorCode, type Language } from '../../../protocol';
import { hashPassword, verifyPassword } from '../../lib/password';
import { clearAllowance, giveBack, takeAllowance, type LimitRule } from '../../lib/limits';
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
  scope: ProfileScope & { token: string; language: Language; limit: LimitRule },
  change: PasswordChange,
) {
  const { db, enterprise, user, now } = scope;
  // Counted before the current password is checked (decision 0034), so a burst checks no more than the limit.
  const key = { rule: scope.limit, subject: `${enterprise.id}:user:${user.id}` };
  const allowance = await takeAllowance(db, [key], now);
  if (!allowance.ok) throw new AppError(ErrorCode.RATE_LIMITED);

  if (!(await verifyPassword(change.oldPassword, user.password_hash))) {
    const alreadyDone =
      change.password === change.confirm &&
      change.password !== change.oldPassword &&
      (await verifyPassword(change.password, user.password_hash));
    if (alreadyDone && user.must_change_password === 0) {
      await giveBack(db, allowance.taken);
      return { user };
    }
    throw new AppError(ErrorCode.OLD_PASSWORD_WRONG, { data: { fields: ['oldPassword'] } });
  }
  await clearAllowance(db, key);
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
