import { z } from 'zod';

/**
 * The outsider entry (spec 000 §6/§7 apiSystem/outsidersCode, spec 001 §6 "external person (needs
 * admin review)"; issue 27 item 7, decision 0057): an external person joins with the enterprise's
 * code, waits for an administrator, then signs in with the account they chose.
 */
export const OUTSIDER_LIMITS = {
  /** Characters of a code (from OUTSIDER_CODE_ALPHABET). */
  codeLength: 8,
  /** A code works this long after it was made; an administrator regenerates it. */
  codeLifetimeMs: 30 * 86_400_000,
  nameMax: 40,
  accountMin: 4,
  accountMax: 40,
  organisationMax: 60,
  /** Wrong codes per address and enterprise in a window (the code cannot be found by trying). */
  guessesPerWindow: 10,
  /** Joins with the right code per address and enterprise in a window (no flood of the approvals queue). */
  joinsPerWindow: 100,
  joinWindowMs: 60 * 60_000,
  ticketLength: 43,
} as const;

/** No 0/O, 1/I/L: a code read aloud or copied from a slide is not mistaken. */
export const OUTSIDER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const OUTSIDER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type OutsiderStatus = (typeof OUTSIDER_STATUSES)[number];

/** Codes are shown grouped ("ABCD-EFGH") and typed any way: case, spaces and dashes do not count. */
export function normaliseOutsiderCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** POST apiSystem/outsidersCode — join with the code (travels sealed: it carries a password). */
export const outsiderJoinParamsSchema = z.object({
  code: z.string().trim().min(1).max(32),
  name: z.string().trim().min(1).max(OUTSIDER_LIMITS.nameMax),
  account: z
    .string()
    .trim()
    .min(OUTSIDER_LIMITS.accountMin)
    .max(OUTSIDER_LIMITS.accountMax)
    .regex(/^[A-Za-z0-9_.@+-]+$/),
  password: z.string().min(1).max(64),
  confirm: z.string().max(64),
  phone: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(20)
      .regex(/^\+?[0-9 -]{5,20}$/)
      .optional(),
  ),
  organisation: z.preprocess(emptyToUndefined, z.string().trim().max(OUTSIDER_LIMITS.organisationMax).optional()),
});
export type OutsiderJoinParams = z.input<typeof outsiderJoinParamsSchema>;

export const outsiderJoinResultSchema = z.object({
  /** The browser keeps it to read its own status (/login?outsideReview=<ticket>). */
  ticket: z.string(),
  status: z.enum(OUTSIDER_STATUSES),
  enterpriseName: z.string(),
});
export type OutsiderJoinResult = z.infer<typeof outsiderJoinResultSchema>;

/** GET /v1/outsiders/status */
export const outsiderStatusParamsSchema = z.object({
  ticket: z
    .string()
    .trim()
    .min(20)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const outsiderStatusSchema = z.object({
  status: z.enum(OUTSIDER_STATUSES),
  name: z.string(),
  account: z.string(),
  organisation: z.string(),
  enterpriseName: z.string(),
  /** The administrator's reason when refused ('' when none was given). */
  reason: z.string(),
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
});
export type OutsiderStatusAnswer = z.infer<typeof outsiderStatusSchema>;

/** GET /v1/admin/outsiders/code and POST /v1/admin/outsiders/code/regenerate */
export const outsiderCodeSchema = z.object({
  code: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  /** Outsiders waiting for a decision (they are decided in /admin/approvals). */
  pending: z.number(),
});
export type OutsiderCode = z.infer<typeof outsiderCodeSchema>;
