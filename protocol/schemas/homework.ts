import { z } from 'zod';
import { GRADING_STRICTNESS } from './exam-grading';

/**
 * Assignments (homework) and certificates (issue 22 items 3–5, decision 0046). Params are what the
 * portal sends (strings on the wire, lists as JSON text); the *Schema of an answer is what the
 * server returns.
 */
export const HOMEWORK_UPLOAD_KINDS = ['document', 'video', 'audio', 'file'] as const;
export type HomeworkUploadKindName = (typeof HOMEWORK_UPLOAD_KINDS)[number];

const MB = 1024 * 1024;
/** Spec 001 §5/§9: document 200 MB, video or audio 1 GB, training file 20 MB — on bytes. */
export const HOMEWORK_LIMITS = {
  bytes: { document: 200 * MB, video: 1024 * MB, audio: 1024 * MB, file: 20 * MB } as Record<
    HomeworkUploadKindName,
    number
  >,
  filesMax: 10,
  noteMax: 2000,
  commentMax: 500,
  criteriaMax: 1000,
  batchMax: 50,
  portalChunk: 5,
  pageSizeDefault: 20,
  pageSizeMax: 50,
} as const;

/** Types accepted per kind, recognised by their bytes on the server ("file": images and zips). */
export const HOMEWORK_UPLOAD_TYPES: Record<HomeworkUploadKindName, readonly string[]> = {
  document: ['pdf', 'docx', 'xlsx', 'pptx', 'doc', 'xls', 'ppt'],
  video: ['mp4', 'webm'],
  audio: ['mp3', 'm4a', 'wav', 'ogg'],
  file: ['png', 'jpeg', 'gif', 'webp', 'zip'],
};

export const HOMEWORK_UPLOAD_ACCEPT: Record<HomeworkUploadKindName, string> = {
  document: '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx',
  video: 'video/mp4,video/webm,.mp4,.webm',
  audio: 'audio/mpeg,audio/mp4,audio/wav,audio/ogg,.mp3,.m4a,.wav,.ogg',
  file: 'image/png,image/jpeg,image/gif,image/webp,.zip',
};

/** Spec 001 §4 states; `not_submitted` = nothing handed in yet (a draft may hold attachments). */
export const HOMEWORK_STATES = ['not_submitted', 'pending', 'passed', 'failed', 'excellent', 'withdrawn'] as const;
export type HomeworkState = (typeof HOMEWORK_STATES)[number];

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const id = z.coerce.number().int().positive().max(2_147_483_647);
const page = z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(1));
const pageSize = z.preprocess(
  emptyToUndefined,
  z.coerce.number().int().min(1).max(HOMEWORK_LIMITS.pageSizeMax).default(HOMEWORK_LIMITS.pageSizeDefault),
);
/** Spec 001 §5: scores allow at most one decimal. */
const score = z
  .number()
  .min(0)
  .max(10_000)
  .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6, 'at most one decimal');

function jsonIds(max: number) {
  return z.preprocess(
    (value) => {
      if (Array.isArray(value)) return value;
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    },
    z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(max),
  );
}

// ---------------------------------------------------------------- params

export const myHomeworkParamsSchema = z.object({
  state: z.preprocess(emptyToUndefined, z.enum(HOMEWORK_STATES).optional()),
  page,
  pageSize,
});
export const homeworkIdSchema = z.object({ id });

export const homeworkUploadSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('init'),
    homeworkId: id,
    kind: z.enum(HOMEWORK_UPLOAD_KINDS),
    fileName: z.string().trim().min(1).max(200),
    totalBytes: z.coerce.number().int().positive(),
  }),
  /** Multipart: the chunk's bytes in the part `file`, bound to the signature by `fileSha256`. */
  z.object({ action: z.literal('chunk'), uploadId: id, index: z.coerce.number().int().min(0) }),
  z.object({ action: z.literal('complete'), uploadId: id }),
  z.object({ action: z.literal('status'), uploadId: id }),
]);

export const homeworkFileParamsSchema = z.object({ id, uploadId: id });
export const homeworkSubmitParamsSchema = z.object({
  id,
  note: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string().trim().max(HOMEWORK_LIMITS.noteMax),
  ),
});

export const homeworkQueueParamsSchema = z.object({
  state: z.preprocess(emptyToUndefined, z.enum(['pending', 'graded']).default('pending')),
  homeworkId: z.preprocess(emptyToUndefined, id.optional()),
  page,
  pageSize,
});
const comment = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  z.string().trim().max(HOMEWORK_LIMITS.commentMax),
);
export const homeworkGradeParamsSchema = z.object({ submissionId: id, score: z.coerce.number().pipe(score), comment });
export const homeworkWithdrawParamsSchema = z.object({ submissionId: id, comment });
export const homeworkAiGradeParamsSchema = z.object({
  submissionIds: jsonIds(HOMEWORK_LIMITS.batchMax),
  strictness: z.enum(GRADING_STRICTNESS),
  criteria: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string().trim().max(HOMEWORK_LIMITS.criteriaMax),
  ),
});

export const certificateIdSchema = z.object({ id });
export const certificateRevokeParamsSchema = z.object({ id, reason: comment });

// ---------------------------------------------------------------- answers

export const homeworkUploadInfoSchema = z.object({
  uploadId: z.number(),
  kind: z.enum(HOMEWORK_UPLOAD_KINDS),
  fileName: z.string(),
  totalBytes: z.number(),
  chunkBytes: z.number(),
  chunkCount: z.number(),
  receivedChunks: z.number(),
  complete: z.boolean(),
  url: z.string(),
});
export type HomeworkUploadInfo = z.infer<typeof homeworkUploadInfoSchema>;

export const homeworkSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  trainingId: z.number().nullable(),
  fullScore: z.number(),
  passScore: z.number(),
  deadlineAt: z.number(),
  state: z.enum(HOMEWORK_STATES),
  score: z.number().nullable(),
  fileCount: z.number(),
  /** First attachment's name, for the list. */
  fileName: z.string(),
  submittedAt: z.number().nullable(),
  overdue: z.boolean(),
});
export type HomeworkSummary = z.infer<typeof homeworkSummarySchema>;

export const homeworkPageSchema = z.object({
  list: z.array(homeworkSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const homeworkDetailSchema = homeworkSummarySchema.extend({
  requirement: z.string(),
  excellentScore: z.number(),
  opensAt: z.number(),
  note: z.string(),
  comment: z.string(),
  gradedAt: z.number().nullable(),
  gradedHow: z.enum(['hand', 'ai']).nullable(),
  /** The learner may still attach, remove and hand in. */
  editable: z.boolean(),
  files: z.array(homeworkUploadInfoSchema),
});
export type HomeworkDetail = z.infer<typeof homeworkDetailSchema>;

export const homeworkQueueItemSchema = z.object({
  submissionId: z.number(),
  homeworkId: z.number(),
  homeworkTitle: z.string(),
  learnerName: z.string(),
  learnerAccount: z.string(),
  state: z.enum(HOMEWORK_STATES),
  submittedAt: z.number().nullable(),
  fullScore: z.number(),
  passScore: z.number(),
  score: z.number().nullable(),
  comment: z.string(),
  note: z.string(),
  files: z.array(z.object({ fileName: z.string(), url: z.string(), totalBytes: z.number() })),
});
export type HomeworkQueueItem = z.infer<typeof homeworkQueueItemSchema>;

export const homeworkQueueSchema = z.object({
  list: z.array(homeworkQueueItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const homeworkGradeResultSchema = z.object({
  submissionId: z.number(),
  state: z.enum(HOMEWORK_STATES),
  score: z.number().nullable(),
});

export const homeworkAiOutcomeSchema = z.object({
  submissionId: z.number(),
  outcome: z.enum(['graded', 'failed', 'skipped']),
  score: z.number().nullable(),
  state: z.enum(HOMEWORK_STATES).nullable(),
  message: z.string(),
});
export type HomeworkAiOutcome = z.infer<typeof homeworkAiOutcomeSchema>;

export const CERTIFICATE_STATES = ['valid', 'expiring', 'expired', 'revoked'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];
export const CERTIFICATE_SOURCES = ['training', 'exam', 'course', 'homework', 'manual'] as const;
/** A certificate is "expiring" (and its message goes out) this long before it expires. */
export const CERTIFICATE_EXPIRY_NOTICE_MS = 30 * 24 * 60 * 60 * 1000;

export const certificateSchema = z.object({
  id: z.number(),
  name: z.string(),
  sourceKind: z.enum(CERTIFICATE_SOURCES),
  sourceName: z.string(),
  serial: z.string(),
  acquiredAt: z.number(),
  expiresAt: z.number().nullable(),
  revokedAt: z.number().nullable(),
  revokeReason: z.string(),
  state: z.enum(CERTIFICATE_STATES),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateListSchema = z.object({
  list: z.array(certificateSchema),
  valid: z.number(),
  total: z.number(),
});

export const certificatePdfSchema = z.object({ fileName: z.string(), pdfBase64: z.string() });
