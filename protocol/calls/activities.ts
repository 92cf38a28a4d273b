import {
  activityDetailSchema,
  activityIdParamsSchema,
  activityListParamsSchema,
  activityListSchema,
  activityScanParamsSchema,
  activityScanSchema,
  activitySignInCodeSchema,
} from '../schemas/activities';
import { defineCall } from './define-call';

/** Activities (issue 23, decision 0047). */
export const activityListCall = defineCall({
  name: '/v1/activities/list',
  method: 'GET',
  input: activityListParamsSchema,
  output: activityListSchema,
});
/** Open to anyone with the link (spec 000 §4: the activity detail is sign-in exempt). */
export const activityDetailCall = defineCall({
  name: '/v1/activities/detail',
  method: 'GET',
  input: activityIdParamsSchema,
  output: activityDetailSchema,
});
export const activityRegisterCall = defineCall({
  name: '/v1/activities/register',
  method: 'POST',
  input: activityIdParamsSchema,
  output: activityDetailSchema,
});
export const activityCancelCall = defineCall({
  name: '/v1/activities/cancel',
  method: 'POST',
  input: activityIdParamsSchema,
  output: activityDetailSchema,
});
export const activitySignInCall = defineCall({
  name: '/v1/activities/sign-in',
  method: 'POST',
  input: activityIdParamsSchema,
  output: activityDetailSchema,
});
export const activitySignOutCall = defineCall({
  name: '/v1/activities/sign-out',
  method: 'POST',
  input: activityIdParamsSchema,
  output: activityDetailSchema,
});
/** A learner scanned (or opened) the organiser's rotating code. */
export const activityScanCall = defineCall({
  name: '/v1/activities/scan-sign-in',
  method: 'POST',
  input: activityScanParamsSchema,
  output: activityScanSchema,
});
/** The organiser's screen asks for the code to show now. */
export const activitySignInCodeCall = defineCall({
  name: '/v1/activities/sign-in-code',
  method: 'GET',
  input: activityIdParamsSchema,
  output: activitySignInCodeSchema,
});
