import { z } from 'zod';
import {
  addressListSchema,
  cancelExchangeParamsSchema,
  cancelExchangeResultSchema,
  deleteAddressParamsSchema,
  deleteAddressResultSchema,
  drawListParamsSchema,
  drawListSchema,
  drawParamsSchema,
  drawResultSchema,
  exchangeListParamsSchema,
  exchangeListSchema,
  exchangeParamsSchema,
  exchangeResultSchema,
  lotterySchema,
  productListParamsSchema,
  productListSchema,
  productParamsSchema,
  productResultSchema,
  saveAddressParamsSchema,
  saveAddressResultSchema,
} from '../schemas/mall';
import { defineCall } from './define-call';

const none = z.object({});

/** The mall's products with its categories and the caller's balance (spec 000 §2 /shopMall). */
export const mallProductsCall = defineCall({
  name: '/v1/mall/products',
  method: 'GET',
  input: productListParamsSchema,
  output: productListSchema,
});

/** One product (spec 000 §2 /shopMall/shopDetail/{id}). */
export const mallProductCall = defineCall({
  name: '/v1/mall/product',
  method: 'GET',
  input: productParamsSchema,
  output: productResultSchema,
});

/** Exchange points for a product, exactly once per request id. */
export const mallExchangeCall = defineCall({
  name: '/v1/mall/exchange',
  method: 'POST',
  input: exchangeParamsSchema,
  output: exchangeResultSchema,
});

/** The caller's exchange records, newest first. */
export const mallExchangeListCall = defineCall({
  name: '/v1/mall/exchange/list',
  method: 'GET',
  input: exchangeListParamsSchema,
  output: exchangeListSchema,
});

/** Cancel one's own exchange: points and stock come back once. */
export const mallExchangeCancelCall = defineCall({
  name: '/v1/mall/exchange/cancel',
  method: 'POST',
  input: cancelExchangeParamsSchema,
  output: cancelExchangeResultSchema,
});

/** The caller's shipping addresses (at most 10), default first. */
export const mallAddressListCall = defineCall({
  name: '/v1/mall/address/list',
  method: 'GET',
  input: none,
  output: addressListSchema,
});

/** Add (no id) or edit an address; isDefault Y makes it the one default. */
export const mallAddressSaveCall = defineCall({
  name: '/v1/mall/address/save',
  method: 'POST',
  input: saveAddressParamsSchema,
  output: saveAddressResultSchema,
});

export const mallAddressDeleteCall = defineCall({
  name: '/v1/mall/address/delete',
  method: 'POST',
  input: deleteAddressParamsSchema,
  output: deleteAddressResultSchema,
});

/** The enterprise's lottery: price per draw, prizes, the caller's balance (spec 000 §2 /lotteryMall). */
export const lotteryCall = defineCall({
  name: '/v1/lottery/index',
  method: 'GET',
  input: none,
  output: lotterySchema,
});

/** One draw, decided by the server, paid exactly once per request id. */
export const lotteryDrawCall = defineCall({
  name: '/v1/lottery/draw',
  method: 'POST',
  input: drawParamsSchema,
  output: drawResultSchema,
});

/** The caller's draws, newest first. */
export const lotteryDrawListCall = defineCall({
  name: '/v1/lottery/draw/list',
  method: 'GET',
  input: drawListParamsSchema,
  output: drawListSchema,
});
