import { z } from 'zod';

/**
 * Lecturers, their rating by dimension, lecturer applications and offline bookings (spec 001 §1,
 * §3 Lecturer, §4 Offline booking, §7 apiTeacher, §9; decision 0051). Lists travel as JSON text.
 */
export const LECTURER_LIMITS = {
  /** Spec 001 §3/§9: photos and labels of a lecturer. */
  photos: 10,
  labels: 5,
  labelChars: 12,
  introductionChars: 2000,
  regionChars: 60,
  nameChars: 40,
  keywordChars: 50,
  /**
   * A keyword search counts its matches up to this many and one more (LIKE '%…%' can use no index,
   * decision 0066); a word matching more is shown as "more than 120" and better narrowed than paged.
   */
  searchTotalCap: 120,
  bookingNoteChars: 300,
  evaluationChars: 300,
  /** A booking starts and ends on a half hour and lasts from 30 minutes to 4 hours. */
  bookingStepMs: 30 * 60 * 1000,
  bookingMaxMs: 4 * 60 * 60 * 1000,
  /** How far ahead the slots are offered. */
  bookingDaysAhead: 14,
  /** Spec 001 §9: the advisor contacts an enquirer within 30 minutes. */
  advisorContactMinutes: 30,
  /** Spec 001 §9 debounce default. */
  repeatWindowMs: 3000,
  pageSize: 12,
} as const;

export const LECTURER_TYPES = ['internal', 'external', 'public'] as const;
export type LecturerType = (typeof LECTURER_TYPES)[number];
export const GENDERS = ['male', 'female', 'unknown'] as const;

/** Spec 001 §4: pending confirmation, confirmed, cancelled, pending evaluation, ended. */
export const BOOKING_STATES = ['pending', 'confirmed', 'cancelled', 'evaluating', 'ended'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

const id = z.coerce.number().int().positive();
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const requestId = z.string().trim().min(8).max(64);
const ms = z.coerce.number().int().min(0).max(8_640_000_000_000_000);

export const lecturerCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(LECTURER_TYPES),
  avatar: z.string(),
  gender: z.enum(GENDERS),
  region: z.string(),
  headline: z.string(),
  labels: z.array(z.string()),
  categoryId: z.number().nullable(),
  /** Average of every dimension grade, one decimal; 0 when nobody rated yet. */
  rating: z.number(),
  ratingCount: z.number(),
  courseCount: z.number(),
});
export type LecturerCard = z.infer<typeof lecturerCardSchema>;

export const lecturerListParamsSchema = z.object({
  keyword: z.string().trim().max(LECTURER_LIMITS.keywordChars).default(''),
  type: z.enum(['', ...LECTURER_TYPES]).default(''),
  catid: z.coerce.number().int().min(0).default(0),
  page,
});
export const lecturerListSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  list: z.array(lecturerCardSchema),
});
export type LecturerList = z.infer<typeof lecturerListSchema>;

export const lecturerCategorySchema = z.object({ id: z.number(), name: z.string() });
export const lecturerCategoryListSchema = z.object({ list: z.array(lecturerCategorySchema) });

export const dimensionSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Average stars of this dimension for the lecturer (one decimal), with its count. */
  average: z.number(),
  count: z.number(),
  /** The caller's own stars, 0 = not rated yet (each learner rates a dimension once). */
  mine: z.number(),
});
export type LecturerDimension = z.infer<typeof dimensionSchema>;
export const dimensionParamsSchema = z.object({ teacherId: id });
export const dimensionListSchema = z.object({ list: z.array(dimensionSchema) });

export const taughtCourseSchema = z.object({ id: z.number(), title: z.string(), learners: z.number() });

export const lecturerDetailSchema = lecturerCardSchema.extend({
  introduction: z.string(),
  photos: z.array(z.string()),
  courses: z.array(taughtCourseSchema),
  /** Offline courses may be booked with this lecturer. */
  bookable: z.boolean(),
  place: z.string(),
});
export type LecturerDetail = z.infer<typeof lecturerDetailSchema>;
export const lecturerDetailParamsSchema = z.object({ id });

export const dimensionGradeParamsSchema = z.object({
  teacherId: id,
  dimensionId: id,
  stars: z.coerce.number().int().min(1).max(5),
});
export const dimensionGradeSchema = z.object({
  dimension: dimensionSchema,
  rating: z.number(),
  ratingCount: z.number(),
});

/** teacherAdd/index: labels as JSON text (a list of at most 5 short strings). */
const labelList = z
  .string()
  .max(1000)
  .default('[]')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'labels must be a JSON list' });
      return z.NEVER;
    }
  })
  .pipe(z.array(z.string().trim().min(1).max(LECTURER_LIMITS.labelChars)).max(LECTURER_LIMITS.labels));

export const lecturerApplyParamsSchema = z.object({
  requestId,
  name: z.string().trim().min(1).max(LECTURER_LIMITS.nameChars),
  gender: z.enum(GENDERS).default('unknown'),
  region: z.string().trim().max(LECTURER_LIMITS.regionChars).default(''),
  introduction: z.string().trim().min(1).max(LECTURER_LIMITS.introductionChars),
  labels: labelList,
});
export type LecturerApplyParams = z.input<typeof lecturerApplyParamsSchema>;

export const APPLICATION_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export const lecturerApplicationSchema = z.object({
  status: z.enum(APPLICATION_STATES),
  id: z.number(),
  submittedAt: z.number(),
  /** What the profile still lacks before an application is possible. */
  missing: z.array(z.enum(['phone', 'avatar'])),
  /** The application as filed (null when none): a pending one may still be changed. */
  filed: z
    .object({
      name: z.string(),
      gender: z.enum(GENDERS),
      region: z.string(),
      introduction: z.string(),
      labels: z.array(z.string()),
    })
    .nullable(),
});
export type LecturerApplication = z.infer<typeof lecturerApplicationSchema>;

export const bookingSchema = z.object({
  id: z.number(),
  lecturerId: z.number(),
  lecturerName: z.string(),
  lecturerAvatar: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
  status: z.enum(BOOKING_STATES),
  note: z.string(),
  stars: z.number(),
  evaluation: z.string(),
  createdAt: z.number(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingSlotsParamsSchema = z.object({ teacherId: id });
export const bookingSlotsSchema = z.object({
  /** The lecturer's open hours in the coming days. */
  windows: z.array(z.object({ startsAt: z.number(), endsAt: z.number() })),
  /** Times already held by someone's pending or confirmed booking. */
  taken: z.array(z.object({ startsAt: z.number(), endsAt: z.number() })),
  /** The caller's own bookings with this lecturer, newest first. */
  mine: z.array(bookingSchema),
});
export type BookingSlots = z.infer<typeof bookingSlotsSchema>;

export const createBookingParamsSchema = z.object({
  requestId,
  teacherId: id,
  startsAt: ms,
  endsAt: ms,
  note: z.string().trim().max(LECTURER_LIMITS.bookingNoteChars).default(''),
});
export const bookingIdParamsSchema = z.object({ bookingId: id });
export const evaluateBookingParamsSchema = z.object({
  bookingId: id,
  stars: z.coerce.number().int().min(1).max(5),
  evaluation: z.string().trim().max(LECTURER_LIMITS.evaluationChars).default(''),
});
export const myBookingsParamsSchema = z.object({ status: z.enum(['', ...BOOKING_STATES]).default(''), page });
export const myBookingsSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  list: z.array(bookingSchema),
});
export const bookingAnswerSchema = z.object({ booking: bookingSchema });
