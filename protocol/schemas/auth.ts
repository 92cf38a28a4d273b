import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, LOGIN_TYPES } from '../phone';

/** What a verification code is for; a code only works for the purpose it was sent for. */
export const verificationPurposeSchema = z.enum(['login', 'register', 'reset_password', 'change_phone']);
export type VerificationPurpose = z.infer<typeof verificationPurposeSchema>;

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

/** A verification code as typed: 6 digits. */
export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

/** POST /send-message */
export const sendMessageSchema = z.object({
  phone: phoneSchema,
  countryCode: countryCodeSchema.default(DEFAULT_COUNTRY_CODE),
  purpose: verificationPurposeSchema,
  /** A passed slider check (its challenge id); needed after repeated sends (decision 0037). */
  sliderTicket: z.string().trim().max(64).optional(),
});
export type SendMessageParams = z.input<typeof sendMessageSchema>;

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

/** /v1/login/face (multipart, file part `file`: one JPEG/PNG camera frame): face sign-in by account. */
export const faceLoginSchema = z.object({ account: z.string().trim().min(1).max(64) });
export type FaceLoginParams = z.input<typeof faceLoginSchema>;

/** GET /v1/captcha/slider: a puzzle; the piece slides along x until it covers the hole. */
export const sliderChallengeSchema = z.object({
  challengeId: z.string(),
  width: z.number(),
  height: z.number(),
  pieceSize: z.number(),
  pieceY: z.number(),
  /** data: URLs (SVG) of the scene with its hole, and of the piece. */
  background: z.string(),
  piece: z.string(),
});
export type SliderChallenge = z.infer<typeof sliderChallengeSchema>;

/** POST /v1/captcha/slider/verify: where the piece was let go, and how long the drag took. */
export const sliderAnswerSchema = z.object({
  challengeId: z.string().trim().min(1).max(64),
  x: z.coerce.number().finite().min(0).max(1000),
  durationMs: z.coerce.number().int().min(0).max(600_000),
});
export const sliderPassSchema = z.object({ ticket: z.string() });

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
export const agreementSchema = z.object({
  title: z.string(),
  /** HTML as the enterprise wrote it; the portal sanitises it before rendering. */
  html: z.string(),
  language: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

/** One entry of /v1/tel/country-code. */
export const countryCodeEntrySchema = z.object({ code: z.string(), iso: z.string(), name: z.string() });
export type CountryCode = z.infer<typeof countryCodeEntrySchema>;
export const countryCodeListSchema = z.array(countryCodeEntrySchema);

const loginTypeSchema = z.enum(LOGIN_TYPES);

/** /v1/pcweb/get-pcweb-login-type's data: what the PC web login card shows. */
export const pcWebLoginTypesSchema = z.object({
  loginTypes: z.array(loginTypeSchema),
  defaultType: loginTypeSchema,
  showRegister: z.boolean(),
  /** Where the register action leads: 'inline' (login card sign-up mode), 'external' (registerUrl) or 'none'. */
  registerMode: z.enum(['inline', 'external', 'none']),
  registerUrl: z.string(),
  passwordPolicy: z.string(),
});
export type PcWebLoginTypes = z.infer<typeof pcWebLoginTypesSchema>;

/** /v1/login/get-enterprise-login-type's data: every method the enterprise has configured. */
export const enterpriseLoginTypesSchema = z.object({
  loginTypes: z.array(loginTypeSchema),
  scanLoginUrl: z.string(),
  dingtalkCorpId: z.string(),
  wecomCorpId: z.string(),
});
export type EnterpriseLoginTypes = z.infer<typeof enterpriseLoginTypesSchema>;

/** POST /send-message's data: seconds until another code may be asked for, and a code's lifetime. */
export const codeSentSchema = z.object({ sent: z.boolean(), resendAfter: z.number(), expiresIn: z.number() });
export type CodeSent = z.infer<typeof codeSentSchema>;

/** apiSystem/resetPassword's data. */
export const passwordResetSchema = z.object({ reset: z.boolean() });
