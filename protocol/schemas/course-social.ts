import { z } from 'zod';

/**
 * Notes, comments, ratings, collect, praise, rewards and downloads of a course (spec 001 §3–§9,
 * decision 0018). Wire values are strings (docs/protocol.md); lists travel as JSON text.
 */

export const COURSE_SOCIAL_LIMITS = {
  /** Spec 001 §5/§9: a note holds up to 1000 characters per chapter. */
  noteLength: 1000,
  /** Spec 001 §5/§9: comments 300 characters unless the enterprise set its own limit. */
  commentLengthDefault: 300,
  /** Images a note may hold. */
  noteImages: 9,
  /** Spec 001 §5: images up to 5M. */
  imageBytes: 5 * 1024 * 1024,
  /** Spec 001 §9: download links last 24 hours. */
  downloadLinkMs: 24 * 60 * 60 * 1000,
  /** Documents in one zip. */
  compressMax: 20,
  /** Spec 001 §9 debounce default: a repeat of the same action within it is a duplicate click. */
  repeatWindowMs: 3000,
  pageSize: 10,
} as const;

/** Length as a person counts it: by code points, so an emoji or a CJK character counts once. */
export function textLength(text: string): number {
  return [...text].length;
}

const id = z.coerce.number().int().positive();
const page = z.coerce.number().int().min(1).max(1000).default(1);
/** '1' / '0' on the wire (also true/false); the state the person wants, so a double click cannot flip it back. */
const flag = z
  .union([
    z.literal('1'),
    z.literal('0'),
    z.literal('true'),
    z.literal('false'),
    z.boolean(),
    z.literal(1),
    z.literal(0),
  ])
  .transform((v) => v === '1' || v === 'true' || v === true || v === 1);
/** A client-made id of one submission (UUID or similar), so a retry is recognised. */
export const requestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

// ---- Notes ----
/** private: only the owner; in_review: public, waiting for an administrator; public: approved; rejected: refused by the review. */
export const NOTE_STATES = ['private', 'in_review', 'public', 'rejected'] as const;
export type NoteState = (typeof NOTE_STATES)[number];

export const addNoteSchema = z.object({
  /** Edit this note (the owner's); without it the learner's note of the chapter is created or edited. */
  noteId: id.optional(),
  courseId: id,
  chapterId: id,
  /** Length is checked by the service (a clear NOTE_TOO_LONG, not a generic input error). */
  content: z.string().max(20000),
  visibility: z.enum(['private', 'public']),
  /** JSON list of image URLs returned by upload-img. */
  images: z.string().max(4000).default('[]'),
});
export const noteIdSchema = z.object({ noteId: id });
export const chapterNotesSchema = z.object({ courseId: id, chapterId: id.optional(), page });
export const myNotesSchema = z.object({ page, courseId: id.optional() });
export const reviewListSchema = z.object({ page });
export const reviewNoteSchema = z.object({ noteId: id, approved: flag, reason: z.string().max(200).default('') });

export const courseNoteSchema = z.object({
  id: z.number(),
  courseId: z.number(),
  courseTitle: z.string(),
  chapterId: z.number(),
  chapterTitle: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  state: z.enum(NOTE_STATES),
  rejectReason: z.string(),
  mine: z.boolean(),
  authorName: z.string(),
  authorAvatar: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type CourseNote = z.infer<typeof courseNoteSchema>;

/** A page of a list: the shape every paged answer of this area shares. */
const pagedOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
/** my-notes and review-list. */
export const notePageSchema = pagedOf(courseNoteSchema);
/** note/list: the learner's own notes of the chapter, then a page of others' public notes. */
export const chapterNotePageSchema = notePageSchema.extend({ mine: z.array(courseNoteSchema) });
/** delete-note, addComment: the id of what was deleted or made. */
export const socialIdResultSchema = z.object({ id: z.number() });
/** note/review: the note's new state. */
export const noteReviewedSchema = z.object({ id: z.number(), state: z.enum(NOTE_STATES) });
/** upload-img: where the stored image is served. */
export const noteImageSchema = z.object({ url: z.string() });
/** tip/index, tip/close: whether the one-time tip about notes shows. */
export const noteTipSchema = z.object({ show: z.boolean() });

// ---- Comments ----
export const listCommentsSchema = z.object({
  courseId: id,
  sort: z.enum(['newest', 'hottest']).default('newest'),
  page,
});
export const addCommentSchema = z.object({
  courseId: id,
  content: z.string().max(20000),
  /** Reply to this comment (a top-level comment or a reply in its thread). */
  replyTo: id.optional(),
  requestId: requestIdSchema.optional(),
});
export const praiseCommentSchema = z.object({ commentId: id, praise: flag.default(true) });

export const courseCommentReplySchema = z.object({
  id: z.number(),
  content: z.string(),
  authorName: z.string(),
  authorAvatar: z.string(),
  replyToName: z.string(),
  praiseCount: z.number(),
  praised: z.boolean(),
  mine: z.boolean(),
  createdAt: z.number(),
});
export type CourseCommentReply = z.infer<typeof courseCommentReplySchema>;
export const courseCommentSchema = courseCommentReplySchema.extend({
  replies: z.array(courseCommentReplySchema),
  replyCount: z.number(),
});
export type CourseComment = z.infer<typeof courseCommentSchema>;
export const commentPageSchema = pagedOf(courseCommentSchema).extend({ maxLength: z.number() });
export type CommentPage = z.infer<typeof commentPageSchema>;
/** commentPraise: the comment's praise as it now stands. */
export const commentPraisedSchema = z.object({ praised: z.boolean(), praiseCount: z.number() });

// ---- Rating, collect, praise, reward ----
export const courseIdSchema = z.object({ courseId: id });
export const gradeCourseSchema = z.object({ courseId: id, stars: z.coerce.number().int().min(1).max(5) });
/** state: the wished state ('1' collected / praised, '0' not); without it the legacy toggle flips. */
export const toggleCourseSchema = z.object({ courseId: id, state: flag.optional() });
/** Spec 001 §5: a reward is a whole number of points, 1 or more. */
export const rewardCourseSchema = z.object({
  courseId: id,
  points: z.coerce.number().int().min(1).max(100000),
  requestId: requestIdSchema,
});

export const courseSocialStateSchema = z.object({
  courseId: z.number(),
  collected: z.boolean(),
  collectCount: z.number(),
  praised: z.boolean(),
  praiseCount: z.number(),
  rated: z.boolean(),
  myStars: z.number().nullable(),
  /** Every chapter finished: rating is open (spec 001 §5). */
  allChaptersFinished: z.boolean(),
  ratingAverage: z.number(),
  ratingCount: z.number(),
  /** internal lecturer with an account who is not the learner: rewards possible. */
  canReward: z.boolean(),
  rewarded: z.boolean(),
  lecturerName: z.string(),
  balance: z.number(),
});
export type CourseSocialState = z.infer<typeof courseSocialStateSchema>;
/** collect, praise: the learner's mark and the course's count. */
export const courseMarkSchema = z.object({ on: z.boolean(), count: z.number() });
/** courseGrade: the learner's stars and the course's rating after them. */
export const courseGradedSchema = z.object({ stars: z.number(), ratingAverage: z.number(), ratingCount: z.number() });
/** courseReward: the points given and the learner's balance after. */
export const courseRewardedSchema = z.object({ points: z.number(), balance: z.number() });

export const collectedCourseSchema = z.object({
  courseId: z.number(),
  title: z.string(),
  cover: z.string(),
  lecturerName: z.string(),
  mediaType: z.string(),
  collectedAt: z.number(),
  available: z.boolean(),
});
export type CollectedCourse = z.infer<typeof collectedCourseSchema>;
export const collectedPageSchema = pagedOf(collectedCourseSchema);

// ---- Downloads ----
export const downloadSingleSchema = z.object({ courseId: id, chapterId: id });
/** chapterIds: JSON list of document chapter ids of one course. */
export const downloadCompressSchema = z.object({
  courseId: id,
  chapterIds: z.string().max(2000),
  requestId: requestIdSchema.optional(),
});
export const downloadPollingSchema = z.object({ recordId: id });
export const DOWNLOAD_STATES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DownloadState = (typeof DOWNLOAD_STATES)[number];

export const downloadRecordSchema = z.object({
  id: z.number(),
  courseId: z.number(),
  courseTitle: z.string(),
  kind: z.enum(['single', 'compress']),
  fileName: z.string(),
  state: z.enum(DOWNLOAD_STATES),
  /** 0–100 while a zip is built. */
  progress: z.number(),
  sizeBytes: z.number(),
  /** A signed link valid until expiresAt; empty unless ready. */
  url: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
});
export type DownloadRecord = z.infer<typeof downloadRecordSchema>;
export const downloadPageSchema = pagedOf(downloadRecordSchema);
