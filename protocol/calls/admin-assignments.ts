import { z } from 'zod';
import {
  assignableItemSchema,
  assignableSearchSchema,
  assignmentPageSchema,
  assignAudienceOptionsSchema,
  assignAudiencePreviewSchema,
  assignAudienceSchema,
  createAssignmentResultSchema,
  createAssignmentSchema,
  listAssignmentsSchema,
  listMemberPurchasesSchema,
  assignMemberSearchSchema,
  assignPickerMemberSchema,
  purchasableCourseSchema,
  purchaseForMembersSchema,
  memberPurchasePageSchema,
  memberPurchaseResultSchema,
} from '../schemas/admin-assignments';
import { defineCall } from './define-call';

/** The administrators' assignments (issue 27 item 4, decision 0055; docs/checklists/extra-calls-admin-assignments.tsv). */

/** Courses, exams, trainings or activities an administrator may assign, found by title. */
export const assignableItemsCall = defineCall({
  name: '/v1/admin/assignments/items',
  method: 'GET',
  input: assignableSearchSchema,
  output: z.object({ list: z.array(assignableItemSchema) }),
});

/** Members found by name or account (the member picker). */
export const assignMembersCall = defineCall({
  name: '/v1/admin/assignments/members',
  method: 'GET',
  input: assignMemberSearchSchema,
  output: z.object({ list: z.array(assignPickerMemberSchema) }),
});

/** The department tree and the posts, with their member counts (the other two pickers). */
export const audienceOptionsCall = defineCall({
  name: '/v1/admin/assignments/audience-options',
  method: 'GET',
  input: z.object({}),
  output: assignAudienceOptionsSchema,
});

/** How many learners an audience resolves to (members ∪ departments with sub-departments ∪ posts). */
export const audiencePreviewCall = defineCall({
  name: '/v1/admin/assignments/preview',
  method: 'POST',
  input: assignAudienceSchema,
  output: assignAudiencePreviewSchema,
});

/** Assign an item with a deadline; the learners' tasks, red points and messages follow, once each. */
export const createAssignmentCall = defineCall({
  name: '/v1/admin/assignments/create',
  method: 'POST',
  input: createAssignmentSchema,
  output: createAssignmentResultSchema,
});

/** Past assignments, newest first, with their audience size and completion so far. */
export const listAssignmentsCall = defineCall({
  name: '/v1/admin/assignments/list',
  method: 'GET',
  input: listAssignmentsSchema,
  output: assignmentPageSchema,
});

/** Paid courses to buy for members (admin-only ones first: spec 001 §6). */
export const purchasableCoursesCall = defineCall({
  name: '/v1/admin/assignments/purchasable',
  method: 'GET',
  input: z.object({ keyword: z.string().trim().max(50).default('') }),
  output: z.object({ list: z.array(purchasableCourseSchema) }),
});

/** The enterprise buys a course for an audience; the members can then study it. */
export const purchaseForMembersCall = defineCall({
  name: '/v1/admin/assignments/purchase',
  method: 'POST',
  input: purchaseForMembersSchema,
  output: memberPurchaseResultSchema,
});

/** Past purchases for members, newest first. */
export const listPurchasesCall = defineCall({
  name: '/v1/admin/assignments/purchases',
  method: 'GET',
  input: listMemberPurchasesSchema,
  output: memberPurchasePageSchema,
});
