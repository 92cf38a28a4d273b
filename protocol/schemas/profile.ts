import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isEmail } from '../email';
import { DEFAULT_COUNTRY_CODE } from '../phone';
import { countryCodeSchema, phoneSchema } from './auth';

/**
 * The profile (/editor, spec 001 §3 User, spec 000 §5, decision 0005). Wire values are
 * strings (docs/protocol.md); lists travel as JSON text.
 */

/** Profile fields an enterprise may require (enterprises.required_profile_fields) before some work (code 4012). */
export const PROFILE_FIELDS = [
  'username',
  'nickname',
  'image',
  'two_inch_photo',
  'phone',
  'email',
  'birthday',
  'department',
  'post',
  'labels',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Calendars a birthday may be given in: solar (Gregorian) or the Chinese lunar calendar. */
export const BIRTHDAY_TYPES = ['solar', 'lunar'] as const;
export type BirthdayType = (typeof BIRTHDAY_TYPES)[number];

export const PROFILE_LIMITS = {
  username: 30,
  nickname: 30,
  email: EMAIL_MAX_LENGTH,
  post: 40,
  labels: 10,
  labelLength: 16,
  /** Spec 001 §9: images up to 5M. */
  imageBytes: 5 * 1024 * 1024,
  earliestBirthYear: 1900,
} as const;

/** The image kinds a profile holds; each upload replaces the previous picture of its kind. */
export const PROFILE_IMAGE_KINDS = ['avatar', 'two_inch_photo'] as const;
export type ProfileImageKind = (typeof PROFILE_IMAGE_KINDS)[number];
/** Image types accepted, by their magic bytes (never by name or declared type). */
export const PROFILE_IMAGE_TYPES = ['png', 'jpeg', 'gif', 'webp'] as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Is `value` a birthday in the given calendar? Solar: a real Gregorian date. Lunar: month 1–12
 * and day 1–30 (a lunar month has 29 or 30 days). The year must be 1900 or later; the server
 * also refuses dates after today.
 */
export function isBirthday(value: string, type: BirthdayType): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < PROFILE_LIMITS.earliestBirthYear || month < 1 || month > 12 || day < 1) return false;
  if (type === 'lunar') return day <= 30;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Full years between a birthday and a moment (UTC); lunar birthdays count by the same month and day. */
export function ageOn(birthday: string, now: number): number | null {
  const match = DATE.exec(birthday);
  if (!match) return null;
  const today = new Date(now);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age--;
  return age >= 0 ? age : null;
}

function jsonList(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** Labels: a JSON list of distinct short texts (tags). */
export const labelsSchema = z
  .string()
  .max(2000)
  .transform((value, ctx) => {
    const parsed = jsonList(value === '' ? '[]' : value);
    if (!Array.isArray(parsed) || parsed.some((item) => typeof item !== 'string')) {
      ctx.addIssue({ code: 'custom', message: 'labels must be a JSON list of texts' });
      return z.NEVER;
    }
    return [...new Set((parsed as string[]).map((label) => label.trim()).filter(Boolean))];
  })
  .pipe(z.array(z.string().max(PROFILE_LIMITS.labelLength)).max(PROFILE_LIMITS.labels));

/** POST /v1/user/profile/save: every editable text field of the profile, all sent each time. */
export const saveProfileSchema = z
  .object({
    username: z.string().trim().min(1).max(PROFILE_LIMITS.username),
    nickname: z.string().trim().max(PROFILE_LIMITS.nickname).default(''),
    email: z
      .string()
      .trim()
      .max(PROFILE_LIMITS.email)
      .refine((value) => value === '' || isEmail(value), 'email shape')
      .default(''),
    birthday: z.string().trim().max(10).default(''),
    birthdayType: z.enum(BIRTHDAY_TYPES).default('solar'),
    /** '' for none; otherwise a department of the caller's enterprise. */
    departmentId: z
      .string()
      .trim()
      .regex(/^(\d{1,10})?$/)
      .default('')
      .transform((value) => (value === '' ? null : Number(value))),
    post: z.string().trim().max(PROFILE_LIMITS.post).default(''),
    labels: labelsSchema.default([]),
  })
  .superRefine((value, ctx) => {
    if (value.birthday !== '' && !isBirthday(value.birthday, value.birthdayType)) {
      ctx.addIssue({ code: 'custom', path: ['birthday'], message: 'not a date in that calendar' });
    }
  });
export type SaveProfileParams = z.input<typeof saveProfileSchema>;
export type SaveProfileInput = z.output<typeof saveProfileSchema>;

/** POST /v1/user/profile/upload-image (multipart): the file part `file` and its digest (docs/protocol.md "Uploads"). */
export const uploadProfileImageSchema = z.object({
  kind: z.enum(PROFILE_IMAGE_KINDS),
});

/** POST /v1/user/phone/change */
export const changePhoneSchema = z.object({
  phone: phoneSchema,
  countryCode: countryCodeSchema.default(DEFAULT_COUNTRY_CODE),
  code: z.string().trim().min(1).max(16),
});
export type ChangePhoneParams = z.input<typeof changePhoneSchema>;

/** POST apiSystem/updateInitialPassword: the normal change and the forced initial change alike. */
export const updatePasswordSchema = z.object({
  oldPassword: z.string().min(1).max(64),
  password: z.string().min(1).max(64),
  confirm: z.string().max(64),
});
export type UpdatePasswordParams = z.input<typeof updatePasswordSchema>;

export interface DepartmentNode {
  id: number;
  name: string;
  children: DepartmentNode[];
}
export const departmentNodeSchema: z.ZodType<DepartmentNode> = z.lazy(() =>
  z.object({ id: z.number(), name: z.string(), children: z.array(departmentNodeSchema) }),
);
/** GET /v1/user/get-department: the enterprise's whole department tree. */
export const departmentTreeSchema = z.object({ list: z.array(departmentNodeSchema) });

/** GET /v1/user/get-department/get-birthday-type: the calendars, named in the caller's language. */
export const birthdayTypeListSchema = z.object({
  list: z.array(z.object({ value: z.enum(BIRTHDAY_TYPES), label: z.string() })),
});

/** POST /v1/user/profile/upload-image: the stored image's address. */
export const profileImageSchema = z.object({ kind: z.enum(PROFILE_IMAGE_KINDS), url: z.string() });

/** GET /v1/user/profile: the signed-in user's profile and what their enterprise requires. */
export const profileSchema = z.object({
  account: z.string(),
  username: z.string(),
  nickname: z.string(),
  image: z.string(),
  twoInchPhoto: z.string(),
  phone: z.string(),
  countryCode: z.string(),
  email: z.string(),
  birthday: z.string(),
  birthdayType: z.enum(BIRTHDAY_TYPES),
  age: z.number().nullable(),
  departmentId: z.number().nullable(),
  /** Names from the top of the tree down to the department. */
  departmentPath: z.array(z.string()),
  post: z.string(),
  labels: z.array(z.string()),
  score: z.number(),
  credit: z.number(),
  passwordPolicy: z.string(),
  requiredFields: z.array(z.enum(PROFILE_FIELDS)),
  missingFields: z.array(z.enum(PROFILE_FIELDS)),
});
export type Profile = z.infer<typeof profileSchema>;
