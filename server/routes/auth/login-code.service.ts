import type { Kysely } from 'kysely';
import { ErrorCode, phoneKey } from '../../../protocol';
import type { Database, Enterprise, User } from '../../db/schema';
import { enterpriseRefusal } from '../../pipeline/access';
import { AppError } from '../../pipeline/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { requireLoginType } from './login-types.service';
import { openSession, refuseUserAtSignIn } from './session.service';
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
 * Sign in with a phone and a login code. Failures count against the same limiter as
 * password sign-in (per enterprise, phone and address). A number without an account
 * answers like a wrong code, so the call does not reveal which numbers are registered.
 */
export async function loginWithCode(
  db: Kysely<Database>,
  limiter: RateLimiter,
  login: CodeLogin,
): Promise<{ user: User; token: string }> {
  const phone = phoneKey(login.countryCode, login.phone);
  const key = `${login.enterprise.id}:code:${phone}:${login.ip}`;
  if (limiter.isBlocked(key, login.now)) throw new AppError(ErrorCode.RATE_LIMITED);
  const refusal = enterpriseRefusal(login.enterprise, login.now);
  if (refusal) throw refusal;
  requireLoginType(login.enterprise, 'code');

  try {
    await consumeVerificationCode(db, {
      eid: login.enterprise.id,
      phone,
      purpose: 'login',
      code: login.code,
      now: login.now,
    });
  } catch (error) {
    limiter.record(key, login.now);
    throw error;
  }
  const user = await db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
  if (!user) {
    limiter.record(key, login.now);
    throw new AppError(ErrorCode.VERIFICATION_CODE_INVALID);
  }
  limiter.reset(key);
  await refuseUserAtSignIn(db, login.enterprise, user);
  const token = await openSession(db, login.enterprise, user, login.now);
  return { user, token };
}
