import { z } from 'zod';
import { questionOptionSchema, questionTypeSchema } from './questions';

/**
 * Administrators' exam grading (issue 7 item 5, decision 0028): the queue of papers waiting for
 * grading, one paper, grading by hand and batch AI grading. Params are what the portal sends
 * (strings on the wire, lists as JSON text); the *Schema of a response is what the server returns.
 */
export const GRADING_STRICTNESS = ['strict', 'moderate', 'lenient'] as const;
export type GradingStrictnessLevel = (typeof GRADING_STRICTNESS)[number];

export const EXAM_GRADING_LIMITS = {
  /** Papers per AI-grading call (issue 7: ≤ 50). The portal sends smaller chunks to show progress. */
  batchMax: 50,
  /** Papers the portal sends per call while showing progress. */
  portalChunk: 5,
  criteriaMax: 1000,
  commentMax: 500,
  pageSizeDefault: 20,
  pageSizeMax: 50,
  /** Essays scored in one hand-grading call. */
  scoresMax: 200,
} as const;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A list param: JSON text on form posts, the list itself in sealed requests. */
function jsonList<T extends z.ZodType>(item: T, max: number, jsonMax: number) {
  return z.preprocess(
    (value) => (Array.isArray(value) ? JSON.stringify(value) : value),
    z
      .string()
      .max(jsonMax)
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON list' });
          return z.NEVER;
        }
      })
      .pipe(z.array(item).min(1).max(max)),
  );
}

// ---------------------------------------------------------------- params

/** GET /v1/admin/exam-grading/list */
export const gradingQueueParamsSchema = z.object({
  examId: z.preprocess(emptyToUndefined, id.optional()),
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(EXAM_GRADING_LIMITS.pageSizeMax).default(EXAM_GRADING_LIMITS.pageSizeDefault),
  ),
});
export type GradingQueueParams = z.input<typeof gradingQueueParamsSchema>;

/** GET /v1/admin/exam-grading/paper */
export const gradingPaperParamsSchema = z.object({ attemptId: id });

export const essayScoreInputSchema = z.object({
  questionId: z.number().int().positive().max(2_147_483_647),
  /** ≥ 0, at most one decimal; the server refuses more than the question's score. */
  score: z
    .number()
    .min(0)
    .max(10_000)
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6, 'at most one decimal'),
  comment: z.string().trim().max(EXAM_GRADING_LIMITS.commentMax).default(''),
});
export type EssayScoreInput = z.input<typeof essayScoreInputSchema>;

/** POST /v1/admin/exam-grading/grade: every essay of the paper scored by hand. */
export const gradePaperParamsSchema = z.object({
  attemptId: id,
  scores: jsonList(essayScoreInputSchema, EXAM_GRADING_LIMITS.scoresMax, 200_000),
});

/** POST /v1/admin/exam-grading/ai-grade */
export const aiGradeParamsSchema = z.object({
  attemptIds: jsonList(z.number().int().positive().max(2_147_483_647), EXAM_GRADING_LIMITS.batchMax, 1000),
  strictness: z.enum(GRADING_STRICTNESS),
  criteria: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string().trim().max(EXAM_GRADING_LIMITS.criteriaMax),
  ),
});

// ---------------------------------------------------------------- responses

export const gradingQueueItemSchema = z.object({
  attemptId: z.number(),
  examId: z.number(),
  examName: z.string(),
  learnerName: z.string(),
  learnerAccount: z.string(),
  submittedAt: z.number(),
  makeup: z.boolean(),
  /** Objective part already scored. */
  objectiveScore: z.number(),
  fullScore: z.number(),
  essayCount: z.number(),
});
export type GradingQueueItem = z.infer<typeof gradingQueueItemSchema>;

export const gradingQueueSchema = z.object({
  list: z.array(gradingQueueItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Exams with papers waiting, for the filter. */
  exams: z.array(z.object({ id: z.number(), name: z.string(), waiting: z.number() })),
});
export type GradingQueue = z.infer<typeof gradingQueueSchema>;

export const gradingQuestionSchema = z.object({
  questionId: z.number(),
  type: questionTypeSchema,
  stem: z.string(),
  options: z.array(questionOptionSchema),
  /** The question's full score. */
  score: z.number(),
  referenceAnswer: z.array(z.string()),
  analysis: z.string(),
  learnerAnswer: z.array(z.string()),
  attachments: z.array(z.object({ id: z.number(), name: z.string(), url: z.string() })),
  /** Objective: scored at hand-in; essay: null until graded. */
  awardedScore: z.number().nullable(),
  comment: z.string(),
});
export type GradingQuestion = z.infer<typeof gradingQuestionSchema>;

export const gradingPaperSchema = z.object({
  attemptId: z.number(),
  examId: z.number(),
  examName: z.string(),
  learnerName: z.string(),
  learnerAccount: z.string(),
  submittedAt: z.number(),
  makeup: z.boolean(),
  fullScore: z.number(),
  passScore: z.number(),
  objectiveScore: z.number(),
  /** waiting: essays to grade; graded: done (read-only in the portal). */
  state: z.enum(['waiting', 'graded']),
  /** The total once graded. */
  totalScore: z.number().nullable(),
  passed: z.boolean().nullable(),
  questions: z.array(gradingQuestionSchema),
});
export type GradingPaper = z.infer<typeof gradingPaperSchema>;

export const gradeResultSchema = z.object({ attemptId: z.number(), totalScore: z.number(), passed: z.boolean() });
export type GradeResult = z.infer<typeof gradeResultSchema>;

export const AI_GRADE_OUTCOMES = ['graded', 'failed', 'skipped'] as const;
export const aiGradeOutcomeSchema = z.object({
  attemptId: z.number(),
  /** failed: "AI scoring failed" (message in the caller's language); skipped: not waiting any more. */
  outcome: z.enum(AI_GRADE_OUTCOMES),
  totalScore: z.number().nullable(),
  passed: z.boolean().nullable(),
  code: z.number().nullable(),
  message: z.string(),
});
export type AiGradeOutcome = z.infer<typeof aiGradeOutcomeSchema>;
export const aiGradeResultSchema = z.object({ results: z.array(aiGradeOutcomeSchema) });
export type AiGradeResult = z.infer<typeof aiGradeResultSchema>;
