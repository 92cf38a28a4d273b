import { z } from 'zod';

/** What a verification code is for; a code only works for the purpose it was sent for. */
export const verificationPurposeSchema = z.enum(['login', 'register', 'reset_password', 'change_phone']);
export type VerificationPurpose = z.infer<typeof verificationPurposeSchema>;

/** A country calling code such as +86; +86 is assumed when none is sent (spec 001 §5). */
export const DEFAULT_COUNTRY_CODE = '+86';
export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/)
  .transform((value) => (value.startsWith('+') ? value : `+${value}`));

/** National number digits; spaces and dashes a person types are dropped. */
export const phoneSchema = z
  .string()
  .trim()
  .max(32)
  .transform((value) => value.replace(/[\s-]/g, ''));

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

/** A verification code as typed: 6 digits. */
export const verificationCodeSchema = z.string().trim().regex(/^\d{6}$/);

/** POST /send-message */
export const sendMessageSchema = z.object({
  phone: phoneSchema,
  countryCode: countryCodeSchema.default(DEFAULT_COUNTRY_CODE),
  purpose: verificationPurposeSchema,
});
export type SendMessageParams = z.input<typeof sendMessageSchema>;

/** Sign-in methods an enterprise may enable (enterprises.login_types). */
export const LOGIN_TYPES = ['password', 'code', 'scan', 'dingtalk', 'wecom'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];
/** The methods the PC web login card itself offers as tabs. */
export const PC_WEB_LOGIN_TYPES: readonly LoginType[] = ['password', 'code'];

/**
 * apiSystem/login. Travels AES-sealed. `loginType` 'password' (the default, for older
 * clients) needs account + password; 'code' needs phone (+ countryCode) + a login code.
 */
export const loginSchema = z
  .object({
    loginType: z.enum(['password', 'code']).default('password'),
    account: z.string().trim().max(64).optional(),
    password: z.string().max(64).optional(),
    phone: phoneSchema.optional(),
    countryCode: countryCodeSchema.default(DEFAULT_COUNTRY_CODE),
    code: z.string().trim().max(16).optional(),
  })
  .superRefine((value, ctx) => {
    const required = value.loginType === 'password' ? (['account', 'password'] as const) : (['phone', 'code'] as const);
    for (const key of required) if (!value[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required' });
  });
export type LoginParams = z.input<typeof loginSchema>;

/** apiSystem/register */
export const registerSchema = z.object({
  phone: phoneSchema,
  countryCode: countryCodeSchema.default(DEFAULT_COUNTRY_CODE),
  code: z.string().trim().max(16),
  username: z.string().trim().min(1).max(30),
  password: z.string().max(64),
  confirm: z.string().max(64),
  /** 'Y' when the agreement was accepted; anything else is refused with AGREEMENT_NOT_ACCEPTED. */
  agree: z.string().max(4).default(''),
});
export type RegisterParams = z.input<typeof registerSchema>;

/** apiSystem/resetPassword */
export const resetPasswordSchema = z.object({
  phone: phoneSchema,
  countryCode: countryCodeSchema.default(DEFAULT_COUNTRY_CODE),
  code: z.string().trim().max(16),
  password: z.string().max(64),
  confirm: z.string().max(64),
});
export type ResetPasswordParams = z.input<typeof resetPasswordSchema>;

/** apiSystem/getAgreement's data. */
export interface Agreement {
  title: string;
  /** HTML as the enterprise wrote it; the portal sanitises it before rendering. */
  html: string;
  language: string;
}

/** One entry of /v1/tel/country-code. */
export interface CountryCode {
  code: string;
  iso: string;
  name: string;
}

/** /v1/pcweb/get-pcweb-login-type's data: what the PC web login card shows. */
export interface PcWebLoginTypes {
  loginTypes: LoginType[];
  defaultType: LoginType;
  showRegister: boolean;
  /** Where the register action leads: 'inline' (login card sign-up mode), 'external' (registerUrl) or 'none'. */
  registerMode: 'inline' | 'external' | 'none';
  registerUrl: string;
  passwordPolicy: string;
}

/** /v1/login/get-enterprise-login-type's data: every method the enterprise has configured. */
export interface EnterpriseLoginTypes {
  loginTypes: LoginType[];
  scanLoginUrl: string;
  dingtalkCorpId: string;
  wecomCorpId: string;
}
