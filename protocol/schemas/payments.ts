import { z } from 'zod';

/**
 * Course packages, points payment and orders (decision 0019). Money travels as a decimal string
 * with two places ("99.00", spec 001 §9); points as whole numbers.
 */

/** One personal purchase gives a year of access (spec 001 §9). */
export const PURCHASE_VALIDITY_MS = 365 * 24 * 60 * 60 * 1000;
/** An unpaid order must be paid within one hour, then it closes (spec 001 §9). */
export const ORDER_PAYMENT_WINDOW_MS = 60 * 60 * 1000;
export const PACKAGE_LIST_LIMITS = { pageSizeMax: 48, pageSizeDefault: 12 } as const;
export const ORDER_LIST_LIMITS = { pageSizeMax: 50, pageSizeDefault: 10 } as const;

/** Cents → "12.30" (no float arithmetic on money). */
export function centsToMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31);
const optionalId = z.preprocess(emptyToUndefined, id.optional());
const page = z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(1));

/** apiCourse/coursePack: the list (no id) or one package (id). */
export const coursePackParamsSchema = z.object({
  id: optionalId,
  page,
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(PACKAGE_LIST_LIMITS.pageSizeMax).default(PACKAGE_LIST_LIMITS.pageSizeDefault),
  ),
});
export type CoursePackParams = z.input<typeof coursePackParamsSchema>;

export const packageSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  /** Courses of the package the caller may see. */
  courseCount: z.number(),
  feeType: z.enum(['free', 'paid']),
  price: z.string(),
  pointsPrice: z.number(),
  learnerCount: z.number(),
});
export type PackageSummary = z.infer<typeof packageSummarySchema>;

export const packageCourseSchema = z.object({
  id: z.number(),
  title: z.string(),
  cover: z.string(),
  mediaType: z.string(),
  lecturerName: z.string(),
  feeType: z.enum(['free', 'paid']),
  price: z.string(),
  pointsPrice: z.number(),
  credits: z.number(),
  studyMinutes: z.number(),
  /** 0–100 for a signed-in learner; null when not started or signed out. */
  progressPercent: z.number().nullable(),
});
export type PackageCourse = z.infer<typeof packageCourseSchema>;

export const packageDetailSchema = packageSummarySchema.extend({
  courses: z.array(packageCourseSchema),
  totalStudyMinutes: z.number(),
  totalCredits: z.number(),
  /** The learner's progress over the whole package (mean of its courses), 0–100; null signed out. */
  progressPercent: z.number().nullable(),
});
export type PackageDetail = z.infer<typeof packageDetailSchema>;

export const packageListResultSchema = z.object({
  list: z.array(packageSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PackageListResult = z.infer<typeof packageListResultSchema>;
export const packageDetailResultSchema = z.object({ detail: packageDetailSchema });

/** apiCourse/coursepackPrice: the price for the signed-in learner of a package or a course. */
export const purchaseQuoteParamsSchema = z
  .object({ packageId: optionalId, courseId: optionalId })
  .refine((v) => (v.packageId === undefined) !== (v.courseId === undefined), {
    message: 'give exactly one of packageId and courseId',
  });
export type PurchaseQuoteParams = z.input<typeof purchaseQuoteParamsSchema>;

/** Why the learner cannot buy the item with points now; null = they can. */
export const PURCHASE_BLOCKS = [
  'free',
  'admin_purchase_only',
  'points_not_accepted',
  'already_owned',
  'insufficient_points',
] as const;
export type PurchaseBlock = (typeof PURCHASE_BLOCKS)[number];

export const purchaseQuoteSchema = z.object({
  itemType: z.enum(['course', 'package']),
  itemId: z.number(),
  title: z.string(),
  feeType: z.enum(['free', 'paid']),
  price: z.string(),
  pointsPrice: z.number(),
  personalPurchase: z.boolean(),
  balance: z.number(),
  /** The learner has valid access now (bought and not ended, or given by an administrator). */
  owned: z.boolean(),
  /** When that access ends; null = not owned, or owned without end. */
  ownedUntil: z.number().nullable(),
  /** An earlier purchase that has ended ("expired — buy again"); null = none. */
  expiredAt: z.number().nullable(),
  /** Courses of a package the learner already has valid access to. */
  ownedCourseIds: z.array(z.number()),
  /** Access would end then if bought now (one year from now). */
  validUntilIfBought: z.number(),
  block: z.enum(PURCHASE_BLOCKS).nullable(),
});
export type PurchaseQuote = z.infer<typeof purchaseQuoteSchema>;

/** A purchase request id made by the client once per purchase attempt: retries reuse it. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** /v1/pay/scorepay/create-pay. */
export const scorePayParamsSchema = z
  .object({ packageId: optionalId, courseId: optionalId, requestId: z.string().regex(REQUEST_ID_PATTERN) })
  .refine((v) => (v.packageId === undefined) !== (v.courseId === undefined), {
    message: 'give exactly one of packageId and courseId',
  });
export type ScorePayParams = z.input<typeof scorePayParamsSchema>;

/** Spec 001 §4 plus `closed` (an unpaid order past its one-hour window). */
export const ORDER_STATES = ['paid', 'unpaid', 'off_shelf', 'under_review', 'closed'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const PAY_METHODS = ['points', 'alipay', 'wxpay', 'balance'] as const;

export const orderSchema = z.object({
  orderNo: z.string(),
  itemType: z.enum(['course', 'package']),
  itemId: z.number(),
  title: z.string(),
  payMethod: z.enum(PAY_METHODS),
  /** Money paid or due ("0.00" for a points order). */
  amount: z.string(),
  points: z.number(),
  state: z.enum(ORDER_STATES),
  createdAt: z.number(),
  paidAt: z.number().nullable(),
  /** Unpaid orders: pay before this. */
  payDeadline: z.number().nullable(),
  /** Paid orders: access ends then. */
  validUntil: z.number().nullable(),
  /** The access of a paid order has ended by the server's clock ("expired — buy again"). */
  ended: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

export const scorePayResultSchema = z.object({
  order: orderSchema,
  balance: z.number(),
  /** True when this request id had already been paid: nothing was charged this time. */
  replayed: z.boolean(),
});
export type ScorePayResult = z.infer<typeof scorePayResultSchema>;

/** /v1/pay/index/check-order. */
export const checkOrderParamsSchema = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{6,40}$/) });
export const checkOrderResultSchema = z.object({ order: orderSchema });

/** /v1/pay/index/orders (decision 0019): the learner's own orders, newest first. */
export const orderListParamsSchema = z.object({
  page,
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(ORDER_LIST_LIMITS.pageSizeMax).default(ORDER_LIST_LIMITS.pageSizeDefault),
  ),
});
export const orderListResultSchema = z.object({
  list: z.array(orderSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type OrderListResult = z.infer<typeof orderListResultSchema>;
