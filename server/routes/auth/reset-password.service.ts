import type { Kysely } from 'kysely';
import { ErrorCode, isWellFormedPhone, phoneKey, type Language } from '../../../protocol';
import type { Database, Enterprise } from '../../db/schema';
import { enterpriseRefusal } from '../../pipeline/access';
import { AppError } from '../../pipeline/app-error';
import { hashPassword } from '../../lib/password';
import { enforcePasswordPolicy, policyOf } from './password-rules';
import { revokeAllSessions } from './session.service';
import { consumeVerificationCode } from './verification-code.service';

export interface PasswordReset {
  enterprise: Enterprise;
  phone: string;
  countryCode: string;
  code: string;
  password: string;
  confirm: string;
  language: Language;
  now: number;
}

/**
 * Forgotten password: the code sent to the account's phone proves ownership. The policy is
 * checked before the code is used; on success every session of the user ends, so a thief
 * holding an old session is out too. The caller then signs in with the new password.
 */
export async function resetPassword(db: Kysely<Database>, input: PasswordReset): Promise<void> {
  const refusal = enterpriseRefusal(input.enterprise, input.now);
  if (refusal) throw refusal;
  if (!isWellFormedPhone(input.countryCode, input.phone)) throw new AppError(ErrorCode.PHONE_INVALID);
  enforcePasswordPolicy(input.password, input.confirm, policyOf(input.enterprise), input.language);

  const phone = phoneKey(input.countryCode, input.phone);
  await consumeVerificationCode(db, {
    eid: input.enterprise.id,
    phone,
    purpose: 'reset_password',
    code: input.code,
    now: input.now,
  });
  const user = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  if (!user) throw new AppError(ErrorCode.VERIFICATION_CODE_INVALID);
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
    await revokeAllSessions(trx, user.id, input.now, 'password_reset');
  });
}
