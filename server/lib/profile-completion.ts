import { ErrorCode, PROFILE_FIELDS, isEmail, type ProfileField } from '../../protocol';
import type { Enterprise, User } from '../db/schema';
import { AppError } from '../pipeline/app-error';
import { parseStringList } from './json-list';

/*
 * In server/lib because both the profile area (which shows what is missing) and the pipeline's
 * access gate (which refuses work with 4012) need it, and the pipeline imports no route module.
 */

/** The profile fields an enterprise requires (unknown keys in the stored list are ignored). */
export function requiredProfileFields(enterprise: Pick<Enterprise, 'required_profile_fields'>): ProfileField[] {
  const stored = parseStringList(enterprise.required_profile_fields);
  return PROFILE_FIELDS.filter((field) => stored.includes(field));
}

const FILLED: Record<ProfileField, (user: User) => boolean> = {
  username: (user) => user.username.trim() !== '',
  nickname: (user) => user.nickname.trim() !== '',
  image: (user) => user.image !== '',
  two_inch_photo: (user) => user.two_inch_photo !== '',
  phone: (user) => user.phone !== '',
  // The shared rule (protocol/email.ts): a stored address it refuses (legacy, imported) is not an e-mail.
  email: (user) => isEmail(user.email.trim()),
  birthday: (user) => user.birthday !== '',
  department: (user) => user.department_id !== null,
  post: (user) => user.post.trim() !== '',
  labels: (user) => parseStringList(user.labels).length > 0,
};

export function missingProfileFields(user: User, required: readonly ProfileField[]): ProfileField[] {
  return required.filter((field) => !FILLED[field](user));
}

/**
 * Refuse work that needs a complete profile: code 4012 (the portal opens personal data with
 * errorMsg 4 and names the missing fields from `data.missingFields`).
 */
export function assertProfileComplete(user: User, enterprise: Pick<Enterprise, 'required_profile_fields'>): void {
  const missing = missingProfileFields(user, requiredProfileFields(enterprise));
  if (missing.length > 0) throw new AppError(ErrorCode.PROFILE_INCOMPLETE, { data: { missingFields: missing } });
}
