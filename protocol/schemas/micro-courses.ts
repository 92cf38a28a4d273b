import { z } from 'zod';

/**
 * Learners' micro-courses (spec 001 §1, §3, §4, §9; decision 0020). Wire values are strings;
 * lists travel as JSON text. Files go up in numbered chunks through `apiCourse/upload`.
 */

const MB = 1024 * 1024;

export const MICRO_COURSE_LIMITS = {
  titleMax: 60,
  summaryMax: 500,
  rejectReasonMax: 200,
  chaptersMax: 50,
  /** Default chapter-name limit; an enterprise may set its own (the `setting` read). */
  chapterNameMaxDefault: 40,
  imageBytes: 5 * MB,
  /** Spec 001 §9: video, audio or file 1.5G. */
  mediaBytes: 1.5 * 1024 * MB,
  /** Spec 001 §9: local course media 3GB — all files of one micro-course together. */
  courseBytes: 3 * 1024 * MB,
} as const;

export const MICRO_CHAPTER_KINDS = ['video', 'audio', 'document'] as const;
export type MicroChapterKind = (typeof MICRO_CHAPTER_KINDS)[number];
/** What an upload is for: a chapter's media or the cover image. */
export const MICRO_UPLOAD_KINDS = ['image', ...MICRO_CHAPTER_KINDS] as const;
export type MicroUploadKind = (typeof MICRO_UPLOAD_KINDS)[number];

/** Types accepted per kind, recognised by their bytes on the server. */
export const MICRO_UPLOAD_TYPES: Record<MicroUploadKind, readonly string[]> = {
  image: ['png', 'jpeg', 'gif', 'webp'],
  video: ['mp4', 'webm'],
  audio: ['mp3', 'm4a', 'wav', 'ogg'],
  document: ['pdf', 'docx', 'xlsx', 'pptx', 'doc', 'xls', 'ppt'],
};

/** The `accept` hint of a file picker; the server still decides by bytes. */
export const MICRO_UPLOAD_ACCEPT: Record<MicroUploadKind, string> = {
  image: 'image/png,image/jpeg,image/gif,image/webp',
  video: 'video/mp4,video/webm,.mp4,.webm',
  audio: 'audio/mpeg,audio/mp4,audio/wav,audio/ogg,.mp3,.m4a,.wav,.ogg',
  document: '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx',
};

export function microUploadMaxBytes(kind: MicroUploadKind): number {
  return kind === 'image' ? MICRO_COURSE_LIMITS.imageBytes : MICRO_COURSE_LIMITS.mediaBytes;
}

/** Spec 001 §4 states; `approved` is published. */
export const MICRO_COURSE_STATES = [
  'draft',
  'uploaded',
  'transcoding',
  'transcode_failed',
  'under_review',
  'rejected',
  'approved',
] as const;
export type MicroCourseState = (typeof MICRO_COURSE_STATES)[number];
/** The learner may change or delete a micro-course only in these states. */
export const MICRO_COURSE_EDITABLE_STATES: readonly MicroCourseState[] = ['draft', 'rejected', 'transcode_failed'];
export const MICRO_VISIBLE_RANGES = ['self', 'all'] as const;
export type MicroVisibleRange = (typeof MICRO_VISIBLE_RANGES)[number];

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const id = z.coerce.number().int().positive();
const optionalId = z.preprocess(emptyToUndefined, id.optional());

// ---- apiCourse/microCourse (GET): one call, five reads told apart by `action`.
export const microCourseReadSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('detail'), id }),
  z.object({ action: z.literal('category') }),
  z.object({ action: z.literal('setting') }),
  /** The URL of one of the caller's finished uploads (preview before submitting). */
  z.object({ action: z.literal('handleUrl'), uploadId: id }),
  /** The caller's micro-courses, newest change first (decision 0020: the spec names no list read). */
  z.object({ action: z.literal('list') }),
]);

// ---- microCourse (POST): save a draft, submit, delete.
export const microChapterDraftSchema = z.object({
  title: z.string().trim().max(200),
  kind: z.enum(MICRO_CHAPTER_KINDS),
  uploadId: z.number().int().positive().nullable(),
});
export type MicroChapterDraft = z.infer<typeof microChapterDraftSchema>;

const chaptersJson = z
  .string()
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'chapters must be a JSON list' });
      return z.NEVER;
    }
  })
  .pipe(z.array(microChapterDraftSchema).max(MICRO_COURSE_LIMITS.chaptersMax));

const draftFields = {
  id: optionalId,
  title: z.string().trim().max(MICRO_COURSE_LIMITS.titleMax).default(''),
  summary: z.string().trim().max(MICRO_COURSE_LIMITS.summaryMax).default(''),
  visibleRange: z.enum(MICRO_VISIBLE_RANGES).default('all'),
  categoryId: optionalId,
  coverUploadId: optionalId,
  chapters: z.preprocess((value) => (value === undefined || value === '' ? '[]' : value), chaptersJson),
};

export const microCourseWriteSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('save'), ...draftFields }),
  z.object({ action: z.literal('submit'), ...draftFields }),
  z.object({ action: z.literal('delete'), id }),
]);
export type MicroCourseWrite = z.infer<typeof microCourseWriteSchema>;

// ---- apiCourse/upload (POST): resumable chunked upload.
export const microUploadSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('init'),
    kind: z.enum(MICRO_UPLOAD_KINDS),
    fileName: z.string().trim().min(1).max(200),
    totalBytes: z.coerce.number().int().positive(),
  }),
  /** Multipart: the chunk's bytes in the part `file`, bound to the signature by `fileSha256`. */
  z.object({ action: z.literal('chunk'), uploadId: id, index: z.coerce.number().int().min(0) }),
  z.object({ action: z.literal('complete'), uploadId: id }),
  z.object({ action: z.literal('status'), uploadId: id }),
]);

export const microUploadInfoSchema = z.object({
  uploadId: z.number(),
  kind: z.enum(MICRO_UPLOAD_KINDS),
  fileName: z.string(),
  totalBytes: z.number(),
  chunkBytes: z.number(),
  chunkCount: z.number(),
  /** Chunks 0..receivedChunks-1 are stored; resume with this index. */
  receivedChunks: z.number(),
  complete: z.boolean(),
  /** `/media/...` once complete; empty before. */
  url: z.string(),
});
export type MicroUploadInfo = z.infer<typeof microUploadInfoSchema>;

// ---- Admin review (decision 0020, docs/checklists/extra-calls-micro-courses.tsv).
export const microReviewListSchema = z.object({
  state: z.preprocess(emptyToUndefined, z.enum(['under_review', 'rejected', 'approved']).default('under_review')),
});
export const microReviewSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), id }),
  z.object({
    decision: z.literal('reject'),
    id,
    reason: z.string().trim().min(1).max(MICRO_COURSE_LIMITS.rejectReasonMax),
  }),
]);

// ---- Answers.
export const microChapterSchema = z.object({
  title: z.string(),
  kind: z.enum(MICRO_CHAPTER_KINDS),
  upload: microUploadInfoSchema.nullable(),
  durationSeconds: z.number(),
  /** 'pending' before transcoding, then 'ok' or 'failed'. */
  probe: z.string(),
});
export type MicroChapter = z.infer<typeof microChapterSchema>;

export const microCourseSchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  visibleRange: z.enum(MICRO_VISIBLE_RANGES),
  categoryId: z.number().nullable(),
  categoryName: z.string(),
  cover: microUploadInfoSchema.nullable(),
  state: z.enum(MICRO_COURSE_STATES),
  rejectReason: z.string(),
  /** Why transcoding failed (the chapter titles that are not playable). */
  failReason: z.string(),
  /** The published course, once approved. */
  courseId: z.number().nullable(),
  ownerName: z.string(),
  chapters: z.array(microChapterSchema),
  submittedAt: z.number().nullable(),
  updatedAt: z.number(),
});
export type MicroCourse = z.infer<typeof microCourseSchema>;

export const microCourseSettingSchema = z.object({
  titleMax: z.number(),
  chapterNameMax: z.number(),
  summaryMax: z.number(),
  chaptersMax: z.number(),
  imageBytes: z.number(),
  mediaBytes: z.number(),
  courseBytes: z.number(),
  types: z.record(z.string(), z.array(z.string())),
});
export type MicroCourseSetting = z.infer<typeof microCourseSettingSchema>;

export const microCategorySchema = z.object({ id: z.number(), name: z.string(), parentId: z.number().nullable() });
export type MicroCategory = z.infer<typeof microCategorySchema>;
