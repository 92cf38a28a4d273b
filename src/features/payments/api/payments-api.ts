import {
  checkOrderResultSchema,
  orderListResultSchema,
  packageDetailResultSchema,
  packageListResultSchema,
  purchaseQuoteSchema,
  scorePayResultSchema,
  type Order,
  type OrderListResult,
  type PackageDetail,
  type PackageListResult,
  type PurchaseQuote,
  type ScorePayResult,
} from '../../../../protocol';
import { api } from '../../../lib/api-client';
import { parseWith } from '../../../lib/parse-response';

/** What is being bought: a course or a course package. */
export type PurchaseItem = { courseId: number } | { packageId: number };

/** apiCourse/coursePack without id: the packages the viewer may see. Quiet: the page shows its own error. */
export async function listPackages(page: number, pageSize: number): Promise<PackageListResult> {
  return parseWith(
    packageListResultSchema,
    await api.call<unknown>('apiCourse/coursePack', { page, pageSize }, { quiet: true }),
  );
}

/** apiCourse/coursePack with id: one package with its courses. */
export async function getPackage(id: number): Promise<PackageDetail> {
  return parseWith(packageDetailResultSchema, await api.call<unknown>('apiCourse/coursePack', { id }, { quiet: true }))
    .detail;
}

/** apiCourse/coursepackPrice: price, balance and ownership for the signed-in learner (decision 0019). */
export async function getPurchaseQuote(item: PurchaseItem): Promise<PurchaseQuote> {
  return parseWith(
    purchaseQuoteSchema,
    await api.call<unknown>('apiCourse/coursepackPrice', { ...item }, { quiet: true }),
  );
}

/**
 * /v1/pay/scorepay/create-pay. `requestId` is made once per purchase attempt and reused on
 * retries, so the server charges once however often this is sent.
 */
export async function payWithPoints(item: PurchaseItem, requestId: string): Promise<ScorePayResult> {
  return parseWith(
    scorePayResultSchema,
    await api.call<unknown>('/v1/pay/scorepay/create-pay', { ...item, requestId }, { method: 'POST', quiet: true }),
  );
}

/** /v1/pay/index/check-order. */
export async function checkOrder(orderNo: string): Promise<Order> {
  return parseWith(
    checkOrderResultSchema,
    await api.call<unknown>('/v1/pay/index/check-order', { orderNo }, { method: 'POST', quiet: true }),
  ).order;
}

/** /v1/pay/index/orders (decision 0019): the learner's orders, newest first. */
export async function listOrders(page: number, pageSize: number): Promise<OrderListResult> {
  return parseWith(
    orderListResultSchema,
    await api.call<unknown>('/v1/pay/index/orders', { page, pageSize }, { quiet: true }),
  );
}
