import {
  approvalDecideResultSchema,
  approvalDecideSchema,
  approvalListSchema,
  approvalPageSchema,
  approvalSettingsInputSchema,
  approvalSettingsSchema,
  approvalSummarySchema,
  courseShareRequestInputSchema,
  courseShareSchema,
  myCourseSharesSchema,
} from '../schemas/admin-approvals';
import { z } from 'zod';
import { defineCall } from './define-call';

/* The approvals queue (issue 27, decision 0053; docs/checklists: the specs name no admin call). Administrators only. */

/** How many items wait, per kind (the /admin tile and the kind filter). */
export const approvalSummaryCall = defineCall({
  name: '/v1/admin/approvals/summary',
  method: 'GET',
  input: z.object({}),
  output: approvalSummarySchema,
});

/** One page of the queue: a kind (or all), a status, a keyword. */
export const approvalListCall = defineCall({
  name: '/v1/admin/approvals/list',
  method: 'GET',
  input: approvalListSchema,
  output: approvalPageSchema,
});

/** Approve or reject one item or a batch; a reason is required to reject; the authors are told. */
export const approvalDecideCall = defineCall({
  name: '/v1/admin/approvals/decide',
  method: 'POST',
  input: approvalDecideSchema,
  output: approvalDecideResultSchema,
});

/** Whether the enterprise audits course comments. */
export const approvalSettingsCall = defineCall({
  name: '/v1/admin/approvals/settings',
  method: 'GET',
  input: z.object({}),
  output: approvalSettingsSchema,
});

/** Turn comment auditing on or off (comments already waiting stay in the queue). */
export const saveApprovalSettingsCall = defineCall({
  name: '/v1/admin/approvals/settings/save',
  method: 'POST',
  input: approvalSettingsInputSchema,
  output: approvalSettingsSchema,
});

/*
 * Sharing a course (decision 0064): learners' calls. Only the course's owner may ask; one open
 * request per course (asking again returns the open one); the approvals queue decides.
 */

/** Ask to open one of my "only me" courses to everyone, with an optional note. */
export const courseShareRequestCall = defineCall({
  name: '/v1/course-share/request',
  method: 'POST',
  input: courseShareRequestInputSchema,
  output: courseShareSchema,
});

/** My latest share request of each course I asked about (waiting, rejected with reason, shared). */
export const myCourseSharesCall = defineCall({
  name: '/v1/course-share/mine',
  method: 'GET',
  input: z.object({}),
  output: myCourseSharesSchema,
});
