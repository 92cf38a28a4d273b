import { z } from 'zod';

/**
 * The course shapes every course area shares (library, detail, study, notes, payments). The
 * course-library area owns this file; other areas only add fields, never rename or remove.
 */

export const CHAPTER_KINDS = ['video', 'audio', 'document', 'link', 'imagetext', 'imageset', 'scorm'] as const;
export type ChapterKindValue = (typeof CHAPTER_KINDS)[number];

/**
 * What a learner may do with a course now (spec 001 §8). `available` = study it;
 * the rest are refusals the detail page explains with a next step.
 */
export const COURSE_ACCESS_STATES = [
  'available',
  'preview',
  'not_purchased',
  'admin_purchase_only',
  'expired',
  'max_viewers',
  'not_visible',
  'off_shelf',
  'deleted',
  'transcode_failed',
] as const;
export type CourseAccessState = (typeof COURSE_ACCESS_STATES)[number];

export const courseChapterSchema = z.object({
  id: z.number(),
  title: z.string(),
  kind: z.enum(CHAPTER_KINDS),
  durationSeconds: z.number(),
  /** The learner finished this chapter (server-credited). */
  completed: z.boolean(),
  /** Where the learner stopped: resume point in seconds (media) or page (document). */
  positionSeconds: z.number(),
  /** Sequential course: an earlier chapter is not finished yet. */
  locked: z.boolean(),
});
export type CourseChapterInfo = z.infer<typeof courseChapterSchema>;

export const courseSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  cover: z.string(),
  mediaType: z.string(),
  categoryId: z.number().nullable(),
  labels: z.array(z.string()),
  lecturerName: z.string(),
  feeType: z.enum(['free', 'paid']),
  /** Money as a decimal string with two places, e.g. "99.00". */
  price: z.string(),
  pointsPrice: z.number(),
  credits: z.number(),
  studyMinutes: z.number(),
  learnerCount: z.number(),
  ratingAverage: z.number(),
  publishedAt: z.number(),
  /** The signed-in learner's progress 0–100; null for visitors and courses not started. */
  progressPercent: z.number().nullable(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseDetailSchema = courseSummarySchema.extend({
  summary: z.string(),
  categoryName: z.string(),
  /** The category's catid, for links back to the library (course-library area). */
  categoryCode: z.string().optional(),
  lecturerType: z.enum(['internal', 'external', 'public']),
  personalPurchase: z.boolean(),
  expiresAt: z.number().nullable(),
  sequential: z.boolean(),
  allowDownload: z.boolean(),
  source: z.enum(['admin', 'micro']),
  ratingCount: z.number(),
  commentCount: z.number(),
  praiseCount: z.number(),
  collectCount: z.number(),
  access: z.enum(COURSE_ACCESS_STATES),
  /** Preview mode (?preview=1 for administrators): visibility ignored, no hours recorded. */
  preview: z.boolean(),
  enrolled: z.boolean(),
  completed: z.boolean(),
  /** A personal purchase's end; null when free or bought without end. */
  accessExpiresAt: z.number().nullable(),
  lastChapterId: z.number().nullable(),
  chapters: z.array(courseChapterSchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/* ---- Course library and detail (the course-library area, decision 0016) ---- */

/** spec 001 §7: a catid is letters and digits only; anything else sends no request. */
export const CATID_PATTERN = /^[A-Za-z0-9]+$/;
export function isValidCatid(value: string): boolean {
  return CATID_PATTERN.test(value);
}

export const COURSE_STUDY_STATES = ['not_started', 'in_progress', 'completed'] as const;
export type CourseStudyState = (typeof COURSE_STUDY_STATES)[number];
export const COURSE_SORTS = ['newest', 'popular', 'rating'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];
export const COURSE_MEDIA_TYPES = [...CHAPTER_KINDS, 'mixed'] as const;
export const COURSE_LIST_LIMITS = { pageSizeMax: 48, pageSizeDefault: 12, keywordMax: 60, labelMax: 30 } as const;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyToUndefined, z.enum(values).optional());

/**
 * apiCourse/byCategoryCache. Flat wire keys (form-encoded), so `search[keyword]` is the key itself.
 * `type` is the course's media type (spec 001 §3 "type"); `moduleId` and `preview` come from the
 * page address (spec 001 §7).
 */
export const courseListParamsSchema = z.object({
  type: optionalEnum(COURSE_MEDIA_TYPES),
  'search[keyword]': z.preprocess(emptyToUndefined, z.string().trim().max(COURSE_LIST_LIMITS.keywordMax).optional()),
  // Checked by the service so that a bad catid gets its own error (COURSE_CATID_INVALID).
  'search[catid]': z.preprocess(emptyToUndefined, z.string().max(40).optional()),
  studyState: optionalEnum(COURSE_STUDY_STATES),
  feeType: optionalEnum(['free', 'paid'] as const),
  label: z.preprocess(emptyToUndefined, z.string().trim().max(COURSE_LIST_LIMITS.labelMax).optional()),
  sort: z.preprocess(emptyToUndefined, z.enum(COURSE_SORTS).default('newest')),
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(COURSE_LIST_LIMITS.pageSizeMax).default(COURSE_LIST_LIMITS.pageSizeDefault),
  ),
  moduleId: z.preprocess(emptyToUndefined, z.string().max(40).optional()),
  preview: z.preprocess(emptyToUndefined, z.enum(['0', '1']).optional()),
});
export type CourseListParams = z.input<typeof courseListParamsSchema>;

export const courseListResultSchema = z.object({
  list: z.array(courseSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type CourseListResult = z.infer<typeof courseListResultSchema>;

export interface CourseCategoryNode {
  id: number;
  code: string;
  name: string;
  parentId: number | null;
  children: CourseCategoryNode[];
}
export const courseCategoryNodeSchema: z.ZodType<CourseCategoryNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    parentId: z.number().nullable(),
    children: z.array(courseCategoryNodeSchema),
  }),
);
/** apiCourse/categoryCache: the category tree and the labels in use (the label filter's choices). */
export const courseCategoryTreeSchema = z.object({
  list: z.array(courseCategoryNodeSchema),
  labels: z.array(z.string()),
});
export type CourseCategoryTree = z.infer<typeof courseCategoryTreeSchema>;

export const courseIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const courseDetailParamsSchema = courseIdParamsSchema.extend({
  preview: z.preprocess(emptyToUndefined, z.enum(['0', '1']).optional()),
});

export const recommendCourseParamsSchema = z.object({
  /** The course being viewed: excluded, and its category goes first. */
  id: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(12).default(4)),
});

export const courseVerifyResultSchema = z.object({
  id: z.number(),
  access: z.enum(COURSE_ACCESS_STATES),
  preview: z.boolean(),
});
export type CourseVerifyResult = z.infer<typeof courseVerifyResultSchema>;

export const COURSE_CODE_PATTERN = /^[A-Za-z0-9-]{4,32}$/;
export const redeemCourseCodeParamsSchema = z.object({
  code: z.string().trim().toUpperCase().regex(COURSE_CODE_PATTERN),
});
export const redeemCourseCodeResultSchema = z.object({
  courseId: z.number(),
  title: z.string(),
  /** True when this learner had already redeemed this code (a double click): nothing changed. */
  alreadyRedeemed: z.boolean(),
});
export type RedeemCourseCodeResult = z.infer<typeof redeemCourseCodeResultSchema>;

export const coursePlaybillSchema = z.object({
  id: z.number(),
  title: z.string(),
  cover: z.string(),
  mediaType: z.string(),
  lecturerName: z.string(),
  summary: z.string(),
  enterpriseName: z.string(),
  /** The course's page, relative to the portal (`/course/12`); the portal makes it absolute. */
  path: z.string(),
});
export type CoursePlaybill = z.infer<typeof coursePlaybillSchema>;
