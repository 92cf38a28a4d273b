import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, isWellFormedPhone } from '../phone';

/** Points mall, exchange records, shipping addresses and the lottery (spec 001 §3, §4, §5, §9; decision 0050). */

/** Shipping addresses per learner (spec 001 §9). */
export const MAX_ADDRESSES = 10;
export const MALL_TEXT_LIMITS = { recipient: 30, address: 200, phone: 20 } as const;
export const MALL_LIST_LIMITS = { pageSizeMax: 48, pageSizeDefault: 12 } as const;
export const EXCHANGE_LIST_LIMITS = { pageSizeMax: 50, pageSizeDefault: 10 } as const;
/** Largest quantity one exchange may ask for (the per-person limit may be lower). */
export const MAX_EXCHANGE_QUANTITY = 99;
/** Lottery odds are in 1/10 000; what the prizes leave is "no prize this time". */
export const LOTTERY_ODDS_SCALE = 10_000;

export const CLAIM_METHODS = ['mail', 'pickup'] as const;
export type ClaimMethodKey = (typeof CLAIM_METHODS)[number];
export const EXCHANGE_STATUSES = ['pending_pickup', 'exchanged', 'returned', 'cancelled'] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];
export const MALL_SORTS = ['default', 'points_asc', 'points_desc'] as const;

/**
 * A recipient's phone: +86 numbers bare (11 digits starting with 1) or with their code;
 * other countries as `+<code> <number>` (protocol/phone.ts rules).
 */
export function isWellFormedRecipientPhone(phone: string): boolean {
  const international = /^\+(\d{1,4})[ -]?(\d{5,15})$/.exec(phone);
  if (international) return isWellFormedPhone(`+${international[1]}`, international[2]!);
  return isWellFormedPhone(DEFAULT_COUNTRY_CODE, phone);
}

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31);
const page = z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(1));
const pageSize = (limits: { pageSizeMax: number; pageSizeDefault: number }) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(limits.pageSizeMax).default(limits.pageSizeDefault),
  );
/** A client-made id of one intended exchange or draw: its retries and double clicks share it. */
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const yesNo = z.enum(['Y', 'N']);

export const mallCategorySchema = z.object({ id: z.number(), name: z.string() });

export const productSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  cover: z.string(),
  pointsPrice: z.number(),
  stock: z.number(),
  perPersonLimit: z.number(),
  claimMethod: z.enum(CLAIM_METHODS),
  categoryId: z.number().nullable(),
  exchangedCount: z.number(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  images: z.array(z.string()),
  pickupPlace: z.string(),
  collectStart: z.number().nullable(),
  collectEnd: z.number().nullable(),
  /** Units of this product the caller holds (records not cancelled or returned). */
  exchangedByMe: z.number(),
  /** Whether now is inside the collection window (always true for mailed products). */
  inCollectionTime: z.boolean(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productListParamsSchema = z.object({
  categoryId: z.preprocess(emptyToUndefined, id.optional()),
  sort: z.preprocess(emptyToUndefined, z.enum(MALL_SORTS).default('default')),
  /** "I can afford": only products priced within the caller's balance. */
  affordable: z.preprocess(emptyToUndefined, yesNo.default('N')),
  page,
  pageSize: pageSize(MALL_LIST_LIMITS),
});
export type ProductListParams = z.input<typeof productListParamsSchema>;

export const productListSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  list: z.array(productSummarySchema),
  categories: z.array(mallCategorySchema),
  balance: z.number(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const productParamsSchema = z.object({ id });
export const productResultSchema = z.object({ product: productDetailSchema, balance: z.number() });
export type ProductResult = z.infer<typeof productResultSchema>;

export const exchangeRecordSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  /** Self pickup: the code shown at collection (also as a QR); '' for mailed products. */
  exchangeCode: z.string(),
  status: z.enum(EXCHANGE_STATUSES),
  productId: z.number(),
  productName: z.string(),
  cover: z.string(),
  quantity: z.number(),
  points: z.number(),
  claimMethod: z.enum(CLAIM_METHODS),
  courierCompany: z.string(),
  trackingNo: z.string(),
  recipient: z.string(),
  phone: z.string(),
  address: z.string(),
  pickupPlace: z.string(),
  collectStart: z.number().nullable(),
  collectEnd: z.number().nullable(),
  createdAt: z.number(),
  /** The learner may still cancel (pickup not collected, or mail not yet shipped). */
  cancellable: z.boolean(),
});
export type ExchangeRecord = z.infer<typeof exchangeRecordSchema>;

export const exchangeParamsSchema = z.object({
  productId: id,
  quantity: z.coerce.number().int().min(1).max(MAX_EXCHANGE_QUANTITY),
  requestId,
  /** Mailed products: one of the caller's addresses. */
  addressId: z.preprocess(emptyToUndefined, id.optional()),
});
export type ExchangeParams = z.input<typeof exchangeParamsSchema>;
export const exchangeResultSchema = z.object({
  record: exchangeRecordSchema,
  balance: z.number(),
  /** True when this request id had already been exchanged: nothing was charged this time. */
  replayed: z.boolean(),
});
export type ExchangeResult = z.infer<typeof exchangeResultSchema>;

export const exchangeListParamsSchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(EXCHANGE_STATUSES).optional()),
  page,
  pageSize: pageSize(EXCHANGE_LIST_LIMITS),
});
export const exchangeListSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  list: z.array(exchangeRecordSchema),
});
export type ExchangeList = z.infer<typeof exchangeListSchema>;

export const cancelExchangeParamsSchema = z.object({ id });
export const cancelExchangeResultSchema = z.object({ record: exchangeRecordSchema, balance: z.number() });

export const addressSchema = z.object({
  id: z.number(),
  recipient: z.string(),
  phone: z.string(),
  address: z.string(),
  isDefault: z.boolean(),
});
export type ShippingAddress = z.infer<typeof addressSchema>;
export const addressListSchema = z.object({ list: z.array(addressSchema), limit: z.number() });
export type AddressList = z.infer<typeof addressListSchema>;

const requiredText = (max: number) => z.string().trim().min(1).max(max);
export const saveAddressParamsSchema = z.object({
  /** Absent: a new address. */
  id: z.preprocess(emptyToUndefined, id.optional()),
  recipient: requiredText(MALL_TEXT_LIMITS.recipient),
  phone: requiredText(MALL_TEXT_LIMITS.phone),
  address: requiredText(MALL_TEXT_LIMITS.address),
  isDefault: z.preprocess(emptyToUndefined, yesNo.default('N')),
});
export type SaveAddressParams = z.input<typeof saveAddressParamsSchema>;
export const saveAddressResultSchema = z.object({ address: addressSchema });
export const deleteAddressParamsSchema = z.object({ id });
export const deleteAddressResultSchema = z.object({ deleted: z.boolean() });

export const lotteryPrizeSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  /** Chance in 1/10 000 (as configured; a prize out of stock is never drawn). */
  odds: z.number(),
  available: z.boolean(),
  bonusPoints: z.number(),
});
export type LotteryPrize = z.infer<typeof lotteryPrizeSchema>;
export const lotterySchema = z.object({
  enabled: z.boolean(),
  title: z.string(),
  costPoints: z.number(),
  prizes: z.array(lotteryPrizeSchema),
  balance: z.number(),
});
export type Lottery = z.infer<typeof lotterySchema>;

export const lotteryDrawSchema = z.object({
  id: z.number(),
  /** null: no prize this time. */
  prizeId: z.number().nullable(),
  prizeName: z.string(),
  costPoints: z.number(),
  bonusPoints: z.number(),
  createdAt: z.number(),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;
export const drawParamsSchema = z.object({ requestId });
export const drawResultSchema = z.object({ draw: lotteryDrawSchema, balance: z.number(), replayed: z.boolean() });
export type DrawResult = z.infer<typeof drawResultSchema>;
export const drawListParamsSchema = z.object({ page, pageSize: pageSize(EXCHANGE_LIST_LIMITS) });
export const drawListSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  list: z.array(lotteryDrawSchema),
});
export type DrawList = z.infer<typeof drawListSchema>;
