import type { Kysely } from 'kysely';
import { ErrorCode, ErrorReason, isWellFormedPhone, phoneKey, type Language } from '../../../protocol';
import type { Database, Enterprise, User } from '../../db/schema';
import { enterpriseRefusal } from '../../pipeline/access';
import { AppError } from '../../pipeline/app-error';
import { hashPassword } from '../../lib/password';
import { newLearner } from './new-learner';
import { enforcePasswordPolicy, policyOf } from './password-rules';
import { memberCount, openSession } from './session.service';
import { consumeVerificationCode } from './verification-code.service';
import { isUniqueViolation } from '../../db/engine';

export interface Registration {
  enterprise: Enterprise;
  phone: string;
  countryCode: string;
  code: string;
  username: string;
  password: string;
  confirm: string;
  agree: string;
  language: Language;
  now: number;
}

/**
 * Self sign-up (spec 000 §2 /login?loginType=register). Everything that needs no code is
 * checked first, so a typo in the password does not burn the code; then the code is used,
 * and the account and its first session are written in one transaction. The unique
 * (eid, phone) index makes a double submit create one user at most.
 */
export async function register(db: Kysely<Database>, input: Registration): Promise<{ user: User; token: string }> {
  const { enterprise } = input;
  const refusal = enterpriseRefusal(enterprise, input.now);
  if (refusal) throw refusal;
  if (enterprise.show_user_register !== 'Y') throw new AppError(ErrorCode.REGISTRATION_CLOSED);
  if (input.agree !== 'Y') throw new AppError(ErrorCode.AGREEMENT_NOT_ACCEPTED);
  if (!isWellFormedPhone(input.countryCode, input.phone)) throw new AppError(ErrorCode.PHONE_INVALID);
  enforcePasswordPolicy(input.password, input.confirm, policyOf(enterprise), input.language);

  const phone = phoneKey(input.countryCode, input.phone);
  // The code proves the caller holds the phone; only then do we say whether it is registered.
  await consumeVerificationCode(db, {
    eid: enterprise.id,
    phone,
    purpose: 'register',
    code: input.code,
    now: input.now,
  });
  const passwordHash = await hashPassword(input.password);

  const user = await db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('phone', '=', phone), eb('account', '=', phone)]))
      .executeTakeFirst();
    if (taken) throw new AppError(ErrorCode.PHONE_ALREADY_REGISTERED);
    if ((await memberCount(trx)) >= enterprise.max_users)
      throw new AppError(ErrorCode.FORBIDDEN, { reason: ErrorReason.USER_LIMIT_REACHED });
    return trx
      .insertInto('users')
      .values(
        newLearner({
          eid: enterprise.id,
          account: phone,
          password_hash: passwordHash,
          username: input.username,
          phone,
          // The code just proved the phone (0005-accounts links a person's accounts by it).
          phone_verified_at: input.now,
          created_at: input.now,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        // The unique (eid, phone) index is the last word when two sign-ups race.
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.PHONE_ALREADY_REGISTERED);
        throw error;
      });
  });
  const token = await openSession(db, enterprise, user, input.now);
  return { user, token };
}
