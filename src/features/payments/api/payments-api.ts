import type {
  Order,
  OrderListResult,
  PackageDetail,
  PackageListResult,
  PurchaseQuote,
  ScorePayResult,
} from '../../../../protocol';
import {
  checkOrderCall,
  coursePackCall,
  listOrdersCall,
  purchaseQuoteCall,
  scorePayCall,
} from '../../../../protocol/calls/payments';
import { ApiError, CLIENT_ERROR_CODE, api } from '../../../lib/api-client';

/** What is being bought: a course or a course package. */
export type PurchaseItem = { courseId: number } | { packageId: number };

/** coursePack answers a list without id and `{ detail }` with one: the other shape is a broken answer. */
function wrongShape(data: unknown): ApiError {
  return new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data });
}

/** apiCourse/coursePack without id: the packages the viewer may see. Quiet: the page shows its own error. */
export async function listPackages(page: number, pageSize: number): Promise<PackageListResult> {
  const data = await api.request(coursePackCall, { page, pageSize }, { quiet: true });
  if ('detail' in data) throw wrongShape(data);
  return data;
}

/** apiCourse/coursePack with id: one package with its courses. */
export async function getPackage(id: number): Promise<PackageDetail> {
  const data = await api.request(coursePackCall, { id }, { quiet: true });
  if (!('detail' in data)) throw wrongShape(data);
  return data.detail;
}

/** apiCourse/coursepackPrice: price, balance and ownership for the signed-in learner (decision 0019). */
export async function getPurchaseQuote(item: PurchaseItem): Promise<PurchaseQuote> {
  return api.request(purchaseQuoteCall, { ...item }, { quiet: true });
}

/**
 * /v1/pay/scorepay/create-pay. `requestId` is made once per purchase attempt and reused on
 * retries, so the server charges once however often this is sent.
 */
export async function payWithPoints(item: PurchaseItem, requestId: string): Promise<ScorePayResult> {
  return api.request(scorePayCall, { ...item, requestId }, { quiet: true });
}

/** /v1/pay/index/check-order. */
export async function checkOrder(orderNo: string): Promise<Order> {
  return (await api.request(checkOrderCall, { orderNo }, { quiet: true })).order;
}

/** /v1/pay/index/orders (decision 0019): the learner's orders, newest first. */
export async function listOrders(page: number, pageSize: number): Promise<OrderListResult> {
  return api.request(listOrdersCall, { page, pageSize }, { quiet: true });
}
