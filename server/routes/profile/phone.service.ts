import { ErrorCode, isWellFormedPhone, phoneKey } from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import { consumeVerificationCode } from '../auth';
import { reloadUser, type ProfileScope } from './profile.service';
import { isUniqueViolation } from '../../db/engine';

export interface PhoneChange {
  phone: string;
  countryCode: string;
  code: string;
}

/**
 * POST /v1/user/phone/change: a well-formed new phone, different from the current one, not
 * held by another account of the enterprise, proven by a change_phone code sent to it. The
 * phone then counts as verified. Checks that need no code come first, so a refusal never
 * burns the code.
 */
export async function changePhone(scope: ProfileScope, change: PhoneChange) {
  const { db, enterprise, user, now } = scope;
  if (!isWellFormedPhone(change.countryCode, change.phone))
    throw new AppError(ErrorCode.PHONE_INVALID, { data: { fields: ['phone'] } });
  const key = phoneKey(change.countryCode, change.phone);
  if (key === user.phone) throw new AppError(ErrorCode.PHONE_UNCHANGED, { data: { fields: ['phone'] } });
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', key)
    .where('id', '!=', user.id)
    .executeTakeFirst();
  if (taken) throw new AppError(ErrorCode.PHONE_IN_USE, { data: { fields: ['phone'] } });

  await consumeVerificationCode(db, {
    eid: enterprise.id,
    phone: key,
    purpose: 'change_phone',
    code: change.code,
    now,
  });
  try {
    await db.updateTable('users').set({ phone: key, phone_verified_at: now }).where('id', '=', user.id).execute();
  } catch (error) {
    // Another account took the phone between the check and the write (users_eid_phone_unique).
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.PHONE_IN_USE, { data: { fields: ['phone'] } });
    throw error;
  }
  return { user: await reloadUser(db, enterprise, user.id) };
}
