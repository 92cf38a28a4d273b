import { z } from 'zod';
import {
  checkOrderParamsSchema,
  checkOrderResultSchema,
  coursePackParamsSchema,
  orderListParamsSchema,
  orderListResultSchema,
  packageDetailResultSchema,
  packageListResultSchema,
  purchaseQuoteParamsSchema,
  purchaseQuoteSchema,
  scorePayParamsSchema,
  scorePayResultSchema,
} from '../schemas/payments';
import { defineCall } from './define-call';

/** Without id: the packages the viewer may see; with id: `{ detail }`, one package with its courses (decision 0019). */
export const coursePackCall = defineCall({
  name: 'apiCourse/coursePack',
  method: 'GET',
  input: coursePackParamsSchema,
  output: z.union([packageDetailResultSchema, packageListResultSchema]),
});

/** Price, balance and ownership of a course or package for the signed-in learner. */
export const purchaseQuoteCall = defineCall({
  name: 'apiCourse/coursepackPrice',
  method: 'GET',
  input: purchaseQuoteParamsSchema,
  output: purchaseQuoteSchema,
});

/** Pay with points, exactly once per request id. */
export const scorePayCall = defineCall({
  name: '/v1/pay/scorepay/create-pay',
  method: 'POST',
  input: scorePayParamsSchema,
  output: scorePayResultSchema,
});

/** One of the learner's orders. */
export const checkOrderCall = defineCall({
  name: '/v1/pay/index/check-order',
  method: 'POST',
  input: checkOrderParamsSchema,
  output: checkOrderResultSchema,
});

/** The learner's orders, newest first. */
export const listOrdersCall = defineCall({
  name: '/v1/pay/index/orders',
  method: 'GET',
  input: orderListParamsSchema,
  output: orderListResultSchema,
});
