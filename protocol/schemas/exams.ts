import { z } from 'zod';
import { ANSWER_LIMITS, answerValuesSchema, learnerQuestionSchema } from './questions';
import {
  ENTRY_REFUSALS,
  EXAM_KINDS,
  EXAM_LIMITS,
  EXAM_LIST_TABS,
  EXAM_RESULTS,
  EXAM_STATES,
  MAKEUP_RULES,
} from './exam-states';

/**
 * Exams (issue 7, decision 0026): the list, the transition page, answering, saving, screen
 * switches, face checks, hand-in and results. Params are what the portal sends (values are
 * strings on the wire; lists travel as JSON text); the *Schema of a response is what the server
 * returns. After 13:55 fields are only ADDED here, never renamed.
 */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const id = z.coerce.number().int().positive().max(2_147_483_647);

const optionalText = (max: number) => z.preprocess(emptyToUndefined, z.string().trim().max(max).optional());
const page = z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(1));

// ---------------------------------------------------------------- params

/** GET apiExamnew/getExamList (sealed). */
export const examListParamsSchema = z.object({
  tab: z.preprocess(emptyToUndefined, z.enum(EXAM_LIST_TABS).default('all')),
  kind: z.preprocess(emptyToUndefined, z.enum(EXAM_KINDS).optional()),
  keyword: optionalText(EXAM_LIMITS.keywordMax),
  page,
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(EXAM_LIMITS.pageSizeMax).default(EXAM_LIMITS.pageSizeDefault),
  ),
});
export type ExamListParams = z.input<typeof examListParamsSchema>;

export const examIdParamsSchema = z.object({ examId: id });
export const attemptIdParamsSchema = z.object({ attemptId: id });

/** A device id the portal keeps in localStorage (random, per browser). */
export const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** POST /v1/exam/attempt/start */
export const startAttemptParamsSchema = z.object({ examId: id, deviceId: deviceIdSchema });

/** One answer the portal saves. `seq` grows per question on the client; the highest wins. */
export const answerInputSchema = z.object({
  questionId: z.number().int().positive().max(2_147_483_647),
  values: answerValuesSchema,
  /** Essay attachments (ids from /v1/exam/attempt/attachment). */
  attachmentIds: z.array(z.number().int().positive().max(2_147_483_647)).max(ANSWER_LIMITS.attachments).default([]),
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type AnswerInput = z.input<typeof answerInputSchema>;

/** `answers` as JSON text (form posts) or as a list (sealed requests carry JSON as is). */
export const answersParamSchema = z.preprocess(
  (value) => (Array.isArray(value) ? JSON.stringify(value) : value),
  z
    .string()
    .max(EXAM_LIMITS.answersJsonMax)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'answers must be a JSON list' });
        return z.NEVER;
      }
    })
    .pipe(z.array(answerInputSchema).max(EXAM_LIMITS.answersPerCallMax)),
);

/** POST /v1/exam/attempt/save */
export const saveAnswersParamsSchema = z.object({ attemptId: id, answers: answersParamSchema });
/** POST /v1/exam/attempt/submit: a final batch (optional) and the hand-in. */
export const submitAttemptParamsSchema = z.object({
  attemptId: id,
  answers: z.preprocess((value) => (value === undefined || value === '' ? '[]' : value), answersParamSchema),
});
/** POST /v1/exam/attempt/switch: one screen switch; the same seq twice counts once. */
export const switchParamsSchema = z.object({ attemptId: id, seq: z.coerce.number().int().min(0).max(1_000_000) });
/** POST /v1/exam/attempt/attachment (multipart, file part `file`). */
export const attachmentParamsSchema = z.object({ attemptId: id });
/** POST /v1/exam/attempt/face (multipart, file part `file`: one JPEG/PNG camera frame). */
export const faceParamsSchema = z.object({ attemptId: id });

// ---------------------------------------------------------------- responses

const windowSchema = z.object({ opensAt: z.number(), closesAt: z.number() });

/** One row of the exam list (/task/exam, /my/my-exam). */
export const examRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(EXAM_KINDS),
  state: z.enum(EXAM_STATES),
  result: z.enum(EXAM_RESULTS).nullable(),
  /** True while the current window is the make-up's. */
  makeup: z.boolean(),
  opensAt: z.number(),
  closesAt: z.number(),
  durationMinutes: z.number(),
  questionCount: z.number(),
  fullMarks: z.number(),
  passScore: z.number(),
  /** Best score so far (one decimal); null when nothing is scored. */
  bestScore: z.number().nullable(),
  attemptsUsed: z.number(),
  attemptsAllowed: z.number(),
  /** An attempt the learner can resume. */
  openAttemptId: z.number().nullable(),
  /** Whether the portal should offer "enter" now (the server decides again on start). */
  canEnter: z.boolean(),
  /** The due date given when the exam was assigned to the learner (task list, decision 0045); null = none. */
  dueAt: z.number().nullable().optional(),
});
export type ExamRow = z.infer<typeof examRowSchema>;

/** GET /v1/exam/course: the after-class exams of one course (its detail page), issue 17. */
export const courseExamsParamsSchema = z.object({ courseId: id });
export const courseExamSchema = examRowSchema.extend({
  refusal: z.enum(ENTRY_REFUSALS).nullable(),
  /** The chapter whose completion opens the exam; null = the whole course. */
  gateChapterId: z.number().nullable(),
  gateChapterTitle: z.string().nullable(),
  /** Whether the course (or gate chapter) is completed by the learner. */
  gateMet: z.boolean(),
});
export type CourseExam = z.infer<typeof courseExamSchema>;
export const courseExamsSchema = z.object({ list: z.array(courseExamSchema) });
export type CourseExams = z.infer<typeof courseExamsSchema>;

export const examListSchema = z.object({
  list: z.array(examRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  serverNow: z.number(),
});
export type ExamList = z.infer<typeof examListSchema>;

/** GET /v1/exam/transition */
export const examTransitionSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(EXAM_KINDS),
  description: z.string(),
  durationMinutes: z.number(),
  questionCount: z.number(),
  passScore: z.number(),
  fullMarks: z.number(),
  attemptsAllowed: z.number(),
  attemptsLeft: z.number(),
  /** The exam's window; openHours = its length in hours (one decimal). */
  opensAt: z.number(),
  closesAt: z.number(),
  openHours: z.number(),
  makeup: z.object({
    chances: z.number(),
    chancesLeft: z.number(),
    window: windowSchema.nullable(),
    /** Minutes between the previous attempt's hand-in and a make-up attempt. */
    intervalMinutes: z.number(),
    rule: z.enum(MAKEUP_RULES),
    /** Whether this learner qualifies for the make-up under the rule (null = not decided yet). */
    eligible: z.boolean().nullable(),
  }),
  /** 0 = any number of devices. */
  deviceLimit: z.number(),
  /** Minutes after opening when entry closes; 0 = no limit. */
  lateEntryMinutes: z.number(),
  /** Screen switches allowed before the paper is handed in automatically; 0 = not counted. */
  switchLimit: z.number(),
  faceCheck: z.boolean(),
  faceFailLimit: z.number(),
  /** Whether result details show the correct answers. */
  showAnswers: z.boolean(),
  state: z.enum(EXAM_STATES),
  result: z.enum(EXAM_RESULTS).nullable(),
  bestScore: z.number().nullable(),
  canEnter: z.boolean(),
  refusal: z.enum(ENTRY_REFUSALS).nullable(),
  /** Error code matching the refusal (protocol/error-codes/exams.ts), for a message in the user's language. */
  refusalCode: z.number().nullable(),
  /** When the refusal lifts (not_open, makeup_too_soon), else null. */
  availableAt: z.number().nullable(),
  openAttempt: z.object({ id: z.number(), deadlineAt: z.number(), makeup: z.boolean() }).nullable(),
  /** The last finished attempt (result page link). */
  lastAttemptId: z.number().nullable(),
  serverNow: z.number(),
});
export type ExamTransition = z.infer<typeof examTransitionSchema>;

/** POST /v1/exam/attempt/start */
export const startAttemptSchema = z.object({
  attemptId: z.number(),
  resumed: z.boolean(),
  makeup: z.boolean(),
  startedAt: z.number(),
  deadlineAt: z.number(),
  serverNow: z.number(),
});
export type StartAttempt = z.infer<typeof startAttemptSchema>;

export const attachmentRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  bytes: z.number(),
  mime: z.string(),
});
export type AttachmentRef = z.infer<typeof attachmentRefSchema>;

/** An answer as stored: the seq that won and when. */
export const savedAnswerSchema = z.object({
  questionId: z.number(),
  values: z.array(z.string()),
  attachments: z.array(attachmentRefSchema),
  seq: z.number(),
  savedAt: z.number(),
});
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

/** GET apiExamnew/getExamQuestion (sealed): the paper. */
export const examPaperSchema = z.object({
  attemptId: z.number(),
  examId: z.number(),
  examName: z.string(),
  makeup: z.boolean(),
  /** Questions in paper order (never the answer or the analysis). */
  questions: z.array(learnerQuestionSchema),
  answers: z.array(savedAnswerSchema),
  startedAt: z.number(),
  deadlineAt: z.number(),
  graceMs: z.number(),
  /** The countdown follows this, not the browser's clock. */
  serverNow: z.number(),
  /** open: answering; otherwise the paper is handed in and the portal goes to the result. */
  status: z.enum(['open', 'submitted']),
  switchCount: z.number(),
  switchLimit: z.number(),
  faceCheck: z.boolean(),
  faceFailures: z.number(),
  faceFailLimit: z.number(),
  /** Questions with required=true must be answered before a voluntary hand-in. */
  requiredRule: z.enum(['none', 'marked', 'all']),
  fullMarks: z.number(),
  passScore: z.number(),
});
export type ExamPaper = z.infer<typeof examPaperSchema>;

/** POST /v1/exam/attempt/save */
export const saveAnswersSchema = z.object({
  /** What is stored now for each question sent (an older seq never replaced a newer one). */
  stored: z.array(savedAnswerSchema),
  serverNow: z.number(),
  deadlineAt: z.number(),
});
export type SaveAnswers = z.infer<typeof saveAnswersSchema>;

/** POST /v1/exam/attempt/switch */
export const switchResultSchema = z.object({ count: z.number(), limit: z.number(), submitted: z.boolean() });
export type SwitchResult = z.infer<typeof switchResultSchema>;

/** POST /v1/exam/attempt/face */
export const FACE_REASONS = [
  'verification_failed',
  'name_or_id_wrong',
  'illegal_request',
  'not_same_person',
  'not_live',
  'not_set_up',
] as const;
export const faceResultSchema = z.object({
  ok: z.boolean(),
  reason: z.enum(FACE_REASONS).nullable(),
  failures: z.number(),
  limit: z.number(),
  submitted: z.boolean(),
});
export type FaceResult = z.infer<typeof faceResultSchema>;

export * from './exam-states';
export * from './exam-results';
