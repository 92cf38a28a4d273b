import { z } from 'zod';
import { enterpriseStatusSchema } from '../schemas/shell';
import { defineCall } from './define-call';

/**
 * The init call: the enterprise's status and configuration; the envelope's `userinfo` carries the
 * signed-in user (spec 000 §4). An unknown enterprise is an error envelope (code 4001, data url, uid).
 */
export const enterpriseStatusCall = defineCall({
  name: 'apiHomePage/Enterprise',
  method: 'GET',
  input: z.object({}),
  output: enterpriseStatusSchema,
});
