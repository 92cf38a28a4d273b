/*
 * Phone numbers and sign-in methods without zod, so the sign-in page can use them without
 * bringing the schemas (and zod) into its start-up chunk. The schemas are in schemas/auth.ts.
 */

/** A country calling code such as +86; +86 is assumed when none is sent (spec 001 §5). */
export const DEFAULT_COUNTRY_CODE = '+86';

/** +86: 11 digits starting with 1; elsewhere 5 to 15 digits. */
export function isWellFormedPhone(countryCode: string, phone: string): boolean {
  if (countryCode === DEFAULT_COUNTRY_CODE) return /^1\d{10}$/.test(phone);
  return /^\d{5,15}$/.test(phone);
}

/**
 * The one spelling of a phone number the server stores and compares (users.phone,
 * verification codes): the bare national number for +86 (the common case and the legacy
 * data), and `+<country><number>` for every other country, so numbers never collide
 * across countries.
 */
export function phoneKey(countryCode: string, phone: string): string {
  return countryCode === DEFAULT_COUNTRY_CODE ? phone : `${countryCode}${phone}`;
}

/** Sign-in methods an enterprise may enable (enterprises.login_types). */
export const LOGIN_TYPES = ['password', 'code', 'face', 'scan', 'dingtalk', 'wecom'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];
/** The methods the PC web login card itself offers as tabs. */
export const PC_WEB_LOGIN_TYPES: readonly LoginType[] = ['password', 'code', 'face'];
