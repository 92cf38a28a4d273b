import { z } from 'zod';

/**
 * The administrators' assignments (issue 27 item 4, decision 0055): assign a course, an exam, a
 * training project or an activity to members, departments (with their sub-departments) or posts,
 * with a deadline; and buy courses that only an administrator may buy (spec 001 §6) for members.
 */
export const ASSIGNMENT_KINDS = ['course', 'exam', 'training', 'activity'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

export const ASSIGNMENT_LIMITS = {
  /** Members picked one by one. */
  maxUsers: 500,
  maxDepartments: 50,
  maxPosts: 20,
  maxPostLength: 100,
  /** The learners one assignment may resolve to (each is a transaction of its own). */
  maxAudience: 5000,
  /** A deadline at most this far ahead (two years). */
  maxDeadlineAheadMs: 2 * 366 * 24 * 3_600_000,
  maxKeyword: 50,
  pageSize: 10,
  maxPageSize: 50,
  pickerSize: 20,
  /** Lists count at most this many rows: the pager reaches the latest 1,000 (decision 0055). */
  listTotalCap: 1000,
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A list given as an array, a JSON list or "a,b,c" (parameters may travel as text); empty allowed. */
function listOf<T extends z.ZodTypeAny>(item: T, max: number) {
  return z.preprocess((value) => {
    if (value === undefined || value === null) return [];
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return value;
      }
    }
    return text === '' ? [] : text.split(',');
  }, z.array(item).max(max));
}

/** Who an assignment or a purchase is for: any mix of members, departments and posts. */
export const assignAudienceFields = {
  userIds: listOf(id, ASSIGNMENT_LIMITS.maxUsers),
  departmentIds: listOf(id, ASSIGNMENT_LIMITS.maxDepartments),
  posts: listOf(z.string().trim().min(1).max(ASSIGNMENT_LIMITS.maxPostLength), ASSIGNMENT_LIMITS.maxPosts),
};
export const assignAudienceSchema = z.object(assignAudienceFields);
export type AssignAudience = z.infer<typeof assignAudienceSchema>;
export type AssignAudienceInput = z.input<typeof assignAudienceSchema>;

const keyword = z.string().trim().max(ASSIGNMENT_LIMITS.maxKeyword).default('');

export const assignableSearchSchema = z.object({ kind: z.enum(ASSIGNMENT_KINDS), keyword });
export const assignableItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** When the item opens and closes (exams, trainings, activities), else null. */
  startsAt: z.number().nullable(),
  endsAt: z.number().nullable(),
});
export type AssignableItem = z.infer<typeof assignableItemSchema>;

export const assignMemberSearchSchema = z.object({ keyword });
export const assignPickerMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  account: z.string(),
  department: z.string(),
  post: z.string(),
});
export type AssignPickerMember = z.infer<typeof assignPickerMemberSchema>;

export const assignPickerDepartmentSchema = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  /** Members in the department itself (its sub-departments not counted). */
  members: z.number(),
});
export type AssignPickerDepartment = z.infer<typeof assignPickerDepartmentSchema>;
export const assignPickerPostSchema = z.object({ name: z.string(), members: z.number() });

export const assignAudienceOptionsSchema = z.object({
  departments: z.array(assignPickerDepartmentSchema),
  posts: z.array(assignPickerPostSchema),
});

export const assignAudiencePreviewSchema = z.object({
  learners: z.number(),
  /** The first few names, to show who it is. */
  sample: z.array(z.string()),
});
export type AssignAudiencePreview = z.infer<typeof assignAudiencePreviewSchema>;

export const createAssignmentSchema = z.object({
  kind: z.enum(ASSIGNMENT_KINDS),
  refId: id,
  /** Epoch milliseconds; must be in the future. */
  dueAt: z.coerce.number().int().positive(),
  ...assignAudienceFields,
});
export type CreateAssignmentInput = z.input<typeof createAssignmentSchema>;

export const createAssignmentResultSchema = z.object({
  id: z.number(),
  /** false: the same item, audience and deadline were assigned before — that assignment is reused. */
  created: z.boolean(),
  learners: z.number(),
  /** Learners who got the task now (the others had it already). */
  newlyAssigned: z.number(),
  /** Activities only: learners left out because the activity is full. */
  full: z.number(),
});
export type CreateAssignmentResult = z.infer<typeof createAssignmentResultSchema>;

export const listAssignmentsSchema = z.object({
  kind: z.enum(['all', ...ASSIGNMENT_KINDS]).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ASSIGNMENT_LIMITS.maxPageSize).default(ASSIGNMENT_LIMITS.pageSize),
});

export const assignAudienceSummarySchema = z.object({
  members: z.number(),
  departments: z.array(z.string()),
  posts: z.array(z.string()),
});

export const assignmentRowSchema = z.object({
  id: z.number(),
  kind: z.enum(ASSIGNMENT_KINDS),
  refId: z.number(),
  title: z.string(),
  dueAt: z.number(),
  createdAt: z.number(),
  createdBy: z.string(),
  audience: assignAudienceSummarySchema,
  learners: z.number(),
  completed: z.number(),
});
export type AssignmentRow = z.infer<typeof assignmentRowSchema>;

export const assignmentPageSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  /** At most ASSIGNMENT_LIMITS.listTotalCap; `capped` says there are more. */
  total: z.number(),
  capped: z.boolean(),
  list: z.array(assignmentRowSchema),
});

/** Courses to buy for members: paid, published; `adminOnly` = members cannot buy it themselves. */
export const purchasableCourseSchema = z.object({
  id: z.number(),
  title: z.string(),
  priceCents: z.number(),
  adminOnly: z.boolean(),
});
export type PurchasableCourse = z.infer<typeof purchasableCourseSchema>;

export const purchaseForMembersSchema = z.object({
  courseId: id,
  ...assignAudienceFields,
  /** Made by the portal once per confirmation: a double submit or a retry buys once. */
  requestId: z.string().trim().min(8).max(64),
});
export type PurchaseForMembersInput = z.input<typeof purchaseForMembersSchema>;

export const memberPurchaseResultSchema = z.object({
  id: z.number(),
  created: z.boolean(),
  /** Learners the enterprise paid for (the others had access already). */
  seats: z.number(),
  alreadyOwned: z.number(),
  amountCents: z.number(),
  validUntil: z.number(),
});
export type MemberPurchaseResult = z.infer<typeof memberPurchaseResultSchema>;

export const memberPurchaseRowSchema = z.object({
  id: z.number(),
  courseId: z.number(),
  title: z.string(),
  seats: z.number(),
  amountCents: z.number(),
  validUntil: z.number(),
  createdAt: z.number(),
  createdBy: z.string(),
  /** Of the learners paid for, how many finished the course. */
  completed: z.number(),
});
export type MemberPurchaseRow = z.infer<typeof memberPurchaseRowSchema>;

export const memberPurchasePageSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  capped: z.boolean(),
  list: z.array(memberPurchaseRowSchema),
});
export const listMemberPurchasesSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ASSIGNMENT_LIMITS.maxPageSize).default(ASSIGNMENT_LIMITS.pageSize),
});
