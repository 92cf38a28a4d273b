import type { Kysely } from 'kysely';
import { ErrorCode, phoneKey } from '../../../protocol';
import type { Database, Enterprise, User } from '../../db/schema';
import { enterpriseRefusal } from '../../pipeline/access';
import { AppError } from '../../pipeline/app-error';
import { requireLoginType } from './login-types.service';
import { openSession, refuseUserAtSignIn } from './session.service';
import { underSignInLimits, type SignInRules } from './sign-in-limits';
import { consumeVerificationCode } from './verification-code.service';

export interface CodeLogin {
  enterprise: Enterprise;
  phone: string;
  countryCode: string;
  code: string;
  ip: string;
  now: number;
}

/**
 * Sign in with a phone and a login code. Attempts count against the same limits as password
 * sign-in (this enterprise's phone, and the address). A number without an account answers like
 * a wrong code, so the call does not reveal which numbers are registered.
 */
export async function loginWithCode(
  db: Kysely<Database>,
  rules: SignInRules,
  login: CodeLogin,
): Promise<{ user: User; token: string }> {
  const phone = phoneKey(login.countryCode, login.phone);
  let credentialsChecked = false;
  const user = await underSignInLimits(
    db,
    { rules, account: `${login.enterprise.id}:phone:${phone}`, ip: login.ip, now: login.now },
    async () => {
      const refusal = enterpriseRefusal(login.enterprise, login.now);
      if (refusal) throw refusal;
      requireLoginType(login.enterprise, 'code');
      // From here on every refusal is a failed code and counts.
      credentialsChecked = true;
      await consumeVerificationCode(db, {
        eid: login.enterprise.id,
        phone,
        purpose: 'login',
        code: login.code,
        now: login.now,
      });
      const found = await db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
      if (!found) throw new AppError(ErrorCode.VERIFICATION_CODE_INVALID);
      return found;
    },
    () => credentialsChecked,
  );
  await refuseUserAtSignIn(db, login.enterprise, user);
  const token = await openSession(db, login.enterprise, user, login.now);
  return { user, token };
}
