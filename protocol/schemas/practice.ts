import { z } from 'zod';
import { answerValuesSchema, learnerQuestionSchema, questionTypeSchema } from './questions';

/**
 * Course practice, daily practice, the wrong-question notebook and exercise records (spec 001 §3
 * "Error notebook, exercise records", issue 7 item 7, decision 0027). Wire ids are strings; the
 * answer travels as a JSON list of strings (arrays are not signed, a string is).
 */

export const PRACTICE_LIMITS = {
  /** Questions of one course practice session (the first ones by order). */
  courseQuestionsMax: 100,
  /** Questions of the daily practice, drawn from the enterprise bank. */
  dailyQuestions: 5,
  /** Notebook questions practised in one session (the oldest first). */
  notebookSessionMax: 50,
  /** Right answers in a row (in practice) that master a notebook entry. */
  masteryStreak: 1,
  recordsPageSize: 20,
  notebookPageSize: 20,
  chartDays: 14,
  /** The serialised answer (JSON list) at most. */
  answerJsonMax: 40_000,
} as const;

export const PRACTICE_KINDS = ['course', 'daily', 'notebook'] as const;
export type PracticeKind = (typeof PRACTICE_KINDS)[number];

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const page = z.coerce.number().int().min(1).max(10_000).default(1);
/** Course and notebook sessions: a server-made random key; daily: `daily-YYYY-MM-DD`. */
export const sessionKeySchema = z.string().regex(/^(?:[a-f0-9]{32}|daily-\d{4}-\d{2}-\d{2})$/, 'session key');

export const coursePracticeParamsSchema = z.object({ id });
export const practiceAnswerParamsSchema = z.object({
  sessionKey: sessionKeySchema,
  kind: z.enum(PRACTICE_KINDS),
  /** Required when kind is course. */
  courseId: id.optional(),
  questionId: id,
  /** JSON list of strings (protocol/schemas/questions.ts answer shape). */
  answer: z.string().max(PRACTICE_LIMITS.answerJsonMax),
  /** Essays are self-checked against the reference: omitted on the first call, then right/wrong. */
  selfCheck: z.enum(['right', 'wrong']).optional(),
});
export type PracticeAnswerParams = z.infer<typeof practiceAnswerParamsSchema>;
export const notebookListParamsSchema = z.object({ status: z.enum(['active', 'mastered']).default('active'), page });
export const notebookRemoveParamsSchema = z.object({ id });
export const recordListParamsSchema = z.object({ page });
export const recordDetailParamsSchema = z.object({ id });

/** Parse the wire answer; null when it is not a bounded list of strings. */
export function parseAnswerJson(text: string): string[] | null {
  try {
    const parsed = answerValuesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The outcome of one answer: right or not (null = an essay waiting for the learner's self-check). */
export const practiceResultSchema = z.object({
  questionId: z.number(),
  yourAnswer: z.array(z.string()),
  correct: z.boolean().nullable(),
  correctAnswer: z.array(z.string()),
  analysis: z.string(),
});
export type PracticeResult = z.infer<typeof practiceResultSchema>;

export const sessionTallySchema = z.object({
  total: z.number(),
  answered: z.number(),
  right: z.number(),
  wrong: z.number(),
});
export type SessionTally = z.infer<typeof sessionTallySchema>;

export const practiceAnswerResponseSchema = practiceResultSchema.extend({
  replayed: z.boolean(),
  tally: sessionTallySchema,
});
export type PracticeAnswerResponse = z.infer<typeof practiceAnswerResponseSchema>;

/** A set of questions to practise, with what was already answered in this session. */
export const practiceSetSchema = z.object({
  kind: z.enum(PRACTICE_KINDS),
  sessionKey: z.string(),
  title: z.string(),
  courseId: z.number().nullable(),
  day: z.string().nullable(),
  questions: z.array(learnerQuestionSchema),
  results: z.array(practiceResultSchema),
});
export type PracticeSet = z.infer<typeof practiceSetSchema>;

export const notebookEntrySchema = z.object({
  id: z.number(),
  questionId: z.number(),
  type: questionTypeSchema,
  stem: z.string(),
  source: z.enum(['practice', 'exam']),
  wrongCount: z.number(),
  addedAt: z.number(),
  lastWrongAt: z.number(),
  masteredAt: z.number().nullable(),
});
export type NotebookEntry = z.infer<typeof notebookEntrySchema>;
export const notebookListSchema = z.object({
  list: z.array(notebookEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  activeCount: z.number(),
  masteredCount: z.number(),
});
export type NotebookList = z.infer<typeof notebookListSchema>;

export const exerciseRecordSchema = z.object({
  id: z.number(),
  kind: z.enum(PRACTICE_KINDS),
  title: z.string(),
  startedAt: z.number(),
  updatedAt: z.number(),
  total: z.number(),
  answered: z.number(),
  right: z.number(),
  wrong: z.number(),
  /** Right of the checked answers, 0–100 (one decimal). */
  accuracy: z.number(),
});
export type ExerciseRecord = z.infer<typeof exerciseRecordSchema>;
export const accuracyDaySchema = z.object({
  day: z.string(),
  answered: z.number(),
  right: z.number(),
  accuracy: z.number().nullable(),
});
export type AccuracyDay = z.infer<typeof accuracyDaySchema>;
export const exerciseRecordListSchema = z.object({
  list: z.array(exerciseRecordSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The last PRACTICE_LIMITS.chartDays local days, oldest first. */
  chart: z.array(accuracyDaySchema),
});
export type ExerciseRecordList = z.infer<typeof exerciseRecordListSchema>;
export const exerciseRecordDetailSchema = z.object({
  record: exerciseRecordSchema,
  items: z.array(
    practiceResultSchema.extend({
      type: questionTypeSchema,
      stem: z.string(),
      options: z.array(z.object({ key: z.string(), text: z.string() })),
    }),
  ),
});
export type ExerciseRecordDetail = z.infer<typeof exerciseRecordDetailSchema>;
