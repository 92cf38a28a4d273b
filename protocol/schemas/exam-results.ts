import { z } from 'zod';
import { learnerQuestionSchema } from './questions';
import { EXAM_RESULTS, EXAM_STATES, SUBMIT_REASONS } from './exam-states';

/**
 * Hand-in and results (decision 0026). Scores carry at most one decimal. An attempt with essays
 * is `pending_grading` until an administrator (or AI grading they start) grades it.
 */
export const ATTEMPT_STATUSES = ['open', 'pending_grading', 'scored'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** POST /v1/exam/attempt/submit: the same answer for every replay of the hand-in. */
export const submitResultSchema = z.object({
  attemptId: z.number(),
  examId: z.number(),
  status: z.enum(ATTEMPT_STATUSES),
  /** Objective part only while pending grading; the total once scored. */
  score: z.number(),
  passed: z.boolean().nullable(),
  reason: z.enum(SUBMIT_REASONS),
  submittedAt: z.number(),
  /** False when this call found the attempt already handed in (a replay). */
  firstSubmission: z.boolean(),
});
export type SubmitResult = z.infer<typeof submitResultSchema>;

/** One finished (or open) attempt on the result page. */
export const attemptSummarySchema = z.object({
  id: z.number(),
  number: z.number(),
  makeup: z.boolean(),
  status: z.enum(ATTEMPT_STATUSES),
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  reason: z.enum(SUBMIT_REASONS).nullable(),
  startedAt: z.number(),
  submittedAt: z.number().nullable(),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

/** GET /v1/exam/result {examId}: the result page. */
export const examResultSchema = z.object({
  examId: z.number(),
  examName: z.string(),
  state: z.enum(EXAM_STATES),
  result: z.enum(EXAM_RESULTS).nullable(),
  fullMarks: z.number(),
  passScore: z.number(),
  /** The score that counts: the best scored attempt; null when none is scored. */
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  /** True while an attempt waits for grading ("refresh after 1 minute"). */
  gradingInProgress: z.boolean(),
  refreshAfterMs: z.number().nullable(),
  attempts: z.array(attemptSummarySchema),
  attemptsLeft: z.number(),
  /** The make-up on offer to this learner now or later (null = none). */
  makeupOffer: z
    .object({
      opensAt: z.number(),
      closesAt: z.number(),
      chancesLeft: z.number(),
      availableAt: z.number(),
      canEnterNow: z.boolean(),
    })
    .nullable(),
  showAnswers: z.boolean(),
  serverNow: z.number(),
});
export type ExamResultView = z.infer<typeof examResultSchema>;

/** One question of the result detail. */
export const resultQuestionSchema = learnerQuestionSchema.extend({
  /** The learner's answer ([] when unanswered). */
  answer: z.array(z.string()),
  attachments: z.array(z.object({ id: z.number(), name: z.string(), url: z.string() })),
  /** Only when the exam shows answers; fill-in alternatives separated by '|'. */
  correctAnswer: z.array(z.string()).nullable(),
  analysis: z.string().nullable(),
  /** The points this answer earned (the question's own `score` is its full score); null while an essay waits for grading. */
  awardedScore: z.number().nullable(),
  /** null for an essay not graded yet. */
  correct: z.boolean().nullable(),
  /** The grader's comment on an essay. */
  comment: z.string(),
});
export type ResultQuestion = z.infer<typeof resultQuestionSchema>;

/** GET /v1/exam/result/detail {attemptId} */
export const resultDetailSchema = z.object({
  attempt: attemptSummarySchema,
  examId: z.number(),
  examName: z.string(),
  fullMarks: z.number(),
  passScore: z.number(),
  showAnswers: z.boolean(),
  questions: z.array(resultQuestionSchema),
});
export type ResultDetail = z.infer<typeof resultDetailSchema>;
