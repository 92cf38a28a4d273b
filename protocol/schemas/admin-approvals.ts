import { z } from 'zod';

/*
 * The administrators' approvals queue (issue 27, decision 0053): one queue over every kind of item
 * that waits for an administrator. The server's ReviewSource list (server/routes/admin-approvals/
 * sources.ts) decides which kinds exist; the portal shows the kinds the summary names.
 */
export const APPROVAL_LIMITS = {
  pageSize: 20,
  maxPageSize: 50,
  /** Far pages of the merged "all kinds" view cost a read per kind of page × size rows. */
  maxPage: 500,
  keywordMax: 50,
  reasonMax: 300,
  /** Items in one batch decision. */
  batchMax: 50,
  kindMax: 32,
} as const;

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The kinds this server's sources serve (outsider entries come from the outsiders area). */
export const APPROVAL_KINDS = [
  'sharedCourse',
  'courseComment',
  'note',
  'communityPost',
  'communityAnswer',
  'microCourse',
  'lecturerApplication',
  'outsider',
] as const;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const kind = z.string().trim().min(1).max(APPROVAL_LIMITS.kindMax);

export const approvalListSchema = z.object({
  /** Absent: every kind, merged by date. */
  kind: z.preprocess(emptyToUndefined, kind.optional()),
  status: z.preprocess(emptyToUndefined, z.enum(APPROVAL_STATUSES).default('pending')),
  keyword: z.preprocess(emptyToUndefined, z.string().trim().max(APPROVAL_LIMITS.keywordMax).optional()),
  page: z.coerce.number().int().min(1).max(APPROVAL_LIMITS.maxPage).default(1),
  pageSize: z.coerce.number().int().min(1).max(APPROVAL_LIMITS.maxPageSize).default(APPROVAL_LIMITS.pageSize),
});
export type ApprovalListParams = z.input<typeof approvalListSchema>;

export const approvalItemSchema = z.object({
  kind: z.string(),
  id: z.number(),
  title: z.string(),
  /** Plain text (never HTML). */
  excerpt: z.string(),
  authorId: z.number(),
  authorName: z.string(),
  createdAt: z.number(),
  status: z.enum(APPROVAL_STATUSES),
  reason: z.string().default(''),
  decidedAt: z.number().nullable().default(null),
});
export type ApprovalItem = z.output<typeof approvalItemSchema>;

export const approvalPageSchema = z.object({
  list: z.array(approvalItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ApprovalPage = z.output<typeof approvalPageSchema>;

export const approvalSummarySchema = z.object({
  /** Every pending item of every kind. */
  total: z.number(),
  kinds: z.array(z.object({ kind: z.string(), pending: z.number() })),
});
export type ApprovalSummary = z.output<typeof approvalSummarySchema>;

export const approvalDecideSchema = z.object({
  /** JSON text on form posts ('[{"kind":"note","id":3}]'), the list itself in sealed requests. */
  items: z.preprocess(
    (value) => (Array.isArray(value) ? JSON.stringify(value) : value),
    z
      .string()
      .max(APPROVAL_LIMITS.batchMax * 80)
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON list' });
          return z.NEVER;
        }
      })
      .pipe(
        z
          .array(z.object({ kind, id: z.coerce.number().int().positive() }))
          .min(1)
          .max(APPROVAL_LIMITS.batchMax),
      ),
  ),
  decision: z.enum(['approve', 'reject']),
  /** Required to reject (checked by the server so the error names it); ignored on approval. */
  reason: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(APPROVAL_LIMITS.reasonMax * 4)
      .optional(),
  ),
});
export type ApprovalDecideParams = z.input<typeof approvalDecideSchema>;

export const approvalDecideResultSchema = z.object({
  /** Items whose state this call changed. */
  changed: z.number(),
  /** Items already decided, gone, or not this enterprise's: nothing changed for them. */
  unchanged: z.number(),
});
export type ApprovalDecideResult = z.output<typeof approvalDecideResultSchema>;

/** The queue's switches: whether new course comments wait for approval (decision 0053). */
export const approvalSettingsSchema = z.object({ auditComments: z.boolean() });
export type ApprovalSettings = z.output<typeof approvalSettingsSchema>;
export const approvalSettingsInputSchema = z.object({ auditComments: z.boolean() });

/*
 * Shared courses (decision 0064): a learner asks to open a course they own (a micro-course
 * published for "only me") to the whole enterprise; an administrator approves or rejects.
 */
export const COURSE_SHARE_LIMITS = {
  /** The learner's note to the administrator: plain text, code points. */
  noteMax: 200,
} as const;

export const COURSE_SHARE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CourseShareStatus = (typeof COURSE_SHARE_STATUSES)[number];

export const courseShareRequestInputSchema = z.object({
  courseId: z.coerce.number().int().positive(),
  /** Optional; checked by the server on code points so the error names the limit. */
  note: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().max(COURSE_SHARE_LIMITS.noteMax * 4)),
});
export type CourseShareRequestParams = z.input<typeof courseShareRequestInputSchema>;

export const courseShareSchema = z.object({
  id: z.number(),
  courseId: z.number(),
  status: z.enum(COURSE_SHARE_STATUSES),
  note: z.string(),
  /** The administrator's reason when rejected ('' otherwise). */
  rejectReason: z.string(),
  createdAt: z.number(),
  reviewedAt: z.number().nullable(),
});
export type CourseShare = z.output<typeof courseShareSchema>;

/** The caller's latest request of each of their courses. */
export const myCourseSharesSchema = z.object({ list: z.array(courseShareSchema) });
export type MyCourseShares = z.output<typeof myCourseSharesSchema>;
