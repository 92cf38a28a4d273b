import { ageOn, BIRTHDAY_TYPES, DEFAULT_COUNTRY_CODE, type BirthdayType, type Profile } from '../../../protocol';
import type { Department, Enterprise, User } from '../../db/schema';
import { parseStringList } from '../../lib/json-list';
import { policyOf } from '../auth';
import { departmentPath } from './departments.service';
import { missingProfileFields, requiredProfileFields } from './profile-completion';

/** users.phone holds phoneKey(): the bare number for +86, `+<country><number>` otherwise. */
function splitPhone(stored: string): { phone: string; countryCode: string } {
  if (stored === '') return { phone: '', countryCode: '' };
  return stored.startsWith('+')
    ? { phone: stored, countryCode: '' }
    : { phone: stored, countryCode: DEFAULT_COUNTRY_CODE };
}

export function presentProfile(
  user: User,
  enterprise: Enterprise,
  departments: readonly Department[],
  now: number,
): Profile {
  const required = requiredProfileFields(enterprise);
  const birthdayType: BirthdayType = (BIRTHDAY_TYPES as readonly string[]).includes(user.birthday_type)
    ? (user.birthday_type as BirthdayType)
    : 'solar';
  return {
    account: user.account,
    username: user.username,
    nickname: user.nickname,
    image: user.image,
    twoInchPhoto: user.two_inch_photo,
    ...splitPhone(user.phone),
    email: user.email,
    birthday: user.birthday,
    birthdayType,
    age: user.birthday ? ageOn(user.birthday, now) : null,
    departmentId: user.department_id,
    departmentPath: departmentPath(departments, user.department_id),
    post: user.post,
    labels: parseStringList(user.labels),
    score: user.score,
    credit: user.credit,
    passwordPolicy: policyOf(enterprise),
    requiredFields: required,
    missingFields: missingProfileFields(user, required),
  };
}
