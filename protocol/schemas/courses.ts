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
