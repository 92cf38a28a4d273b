import { z } from 'zod';

/**
 * Activities: registration, sign-in (button or the organiser's rotating QR code), sign-out and
 * credits (spec 001 §3 Activity, §4; issue 23; decision 0047).
 */
export const ACTIVITY_LIMITS = {
  pageSizeMax: 50,
  /** The organiser's QR code is replaced this often… */
  qrRotateSeconds: 20,
  /** …and a code still works this long after it was replaced (the scan may be in flight), no longer. */
  qrGraceSeconds: 5,
  /** A scanned code is at most this long (a URL with the token). */
  codeMax: 2000,
} as const;

export const ACTIVITY_PHASES = ['not_started', 'ongoing', 'ended'] as const;
export const REGISTRATION_PHASES = ['not_started', 'ongoing', 'over'] as const;
export const PERSONAL_STATES = ['none', 'applied', 'signed_in', 'signed_out', 'completed'] as const;
export type ActivityPhase = (typeof ACTIVITY_PHASES)[number];
export type RegistrationPhase = (typeof REGISTRATION_PHASES)[number];
export type PersonalState = (typeof PERSONAL_STATES)[number];

/** The path a rotating code opens (and carries): /task/active-detail/<id>?signin=<token>. */
export const ACTIVITY_SIGN_IN_PARAM = 'signin';

const id = z.coerce.number().int().positive();

export const activityCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  address: z.string(),
  cover: z.string(),
  credits: z.number(),
  /** 0 = no limit. */
  capacity: z.number(),
  registered: z.number(),
  registerStart: z.number(),
  registerEnd: z.number(),
  startAt: z.number(),
  endAt: z.number(),
  signInStart: z.number(),
  signInEnd: z.number(),
  signOutStart: z.number(),
  signOutEnd: z.number(),
  phase: z.enum(ACTIVITY_PHASES),
  registrationPhase: z.enum(REGISTRATION_PHASES),
  personal: z.enum(PERSONAL_STATES),
});
export type ActivityCard = z.infer<typeof activityCardSchema>;

export const activityDetailSchema = activityCardSchema.extend({
  summary: z.string(),
  registeredAt: z.number().nullable(),
  signedInAt: z.number().nullable(),
  signInMethod: z.string(),
  signedOutAt: z.number().nullable(),
  completedAt: z.number().nullable(),
  creditsGranted: z.number(),
  /** What the caller may do now (the server's own rules, so buttons and calls agree). */
  canRegister: z.boolean(),
  canCancel: z.boolean(),
  canSignIn: z.boolean(),
  canSignOut: z.boolean(),
  /** The caller may open the QR sign-in screen (the organiser or an administrator). */
  canOrganise: z.boolean(),
  /** Answered to a visitor who is not signed in (the detail is open to anyone with the link). */
  signedIn: z.boolean(),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

export const activityListParamsSchema = z.object({
  /** 'all' the enterprise's activities, or 'mine' (registered, /my/my-active). */
  scope: z.enum(['all', 'mine']).default('all'),
  phase: z.enum(['all', ...ACTIVITY_PHASES]).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ACTIVITY_LIMITS.pageSizeMax).default(10),
});
export const activityListSchema = z.object({
  list: z.array(activityCardSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ActivityList = z.infer<typeof activityListSchema>;

export const activityIdParamsSchema = z.object({ id });

/** A scanned or opened code: the token itself or the whole URL that carries it. */
export const activityScanParamsSchema = z.object({ code: z.string().trim().min(1).max(ACTIVITY_LIMITS.codeMax) });
export const activityScanSchema = z.object({
  activityId: z.number(),
  title: z.string(),
  /** False when the learner had already signed in (a second scan changes nothing). */
  signedInNow: z.boolean(),
  signedInAt: z.number(),
});
export type ActivityScan = z.infer<typeof activityScanSchema>;

/** The organiser's screen: the code now shown and when it is replaced. */
export const activitySignInCodeSchema = z.object({
  activityId: z.number(),
  title: z.string(),
  address: z.string(),
  token: z.string(),
  /** When the server replaces this code (the screen asks again a little before). */
  rotatesAt: z.number(),
  now: z.number(),
  registered: z.number(),
  signedIn: z.number(),
  phase: z.enum(ACTIVITY_PHASES),
  signInOpen: z.boolean(),
});
export type ActivitySignInCode = z.infer<typeof activitySignInCodeSchema>;
