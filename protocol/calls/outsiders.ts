import { z } from 'zod';
import {
  outsiderCodeSchema,
  outsiderJoinParamsSchema,
  outsiderJoinResultSchema,
  outsiderStatusParamsSchema,
  outsiderStatusSchema,
} from '../schemas/outsiders';
import { defineCall } from './define-call';

/** The outsider entry (spec 000 §7 apiSystem/outsidersCode; decision 0057). */

/** An external person joins with the enterprise's outsider code and waits for review. */
export const outsiderJoinCall = defineCall({
  name: 'apiSystem/outsidersCode',
  method: 'POST',
  input: outsiderJoinParamsSchema,
  output: outsiderJoinResultSchema,
});

/** The applicant's own status, read with the ticket the join gave (the waiting notice). */
export const outsiderStatusCall = defineCall({
  name: '/v1/outsiders/status',
  method: 'GET',
  input: outsiderStatusParamsSchema,
  output: outsiderStatusSchema,
});

/** The enterprise's current code (made on first read). */
export const outsiderCodeCall = defineCall({
  name: '/v1/admin/outsiders/code',
  method: 'GET',
  input: z.object({}),
  output: outsiderCodeSchema,
});

/** A new code: the old one stops working at once. */
export const regenerateOutsiderCodeCall = defineCall({
  name: '/v1/admin/outsiders/code/regenerate',
  method: 'POST',
  input: z.object({}),
  output: outsiderCodeSchema,
});
