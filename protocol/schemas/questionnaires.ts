import { z } from 'zod';
import { QUESTION_KINDS, QUESTIONNAIRE_LIMITS, type AnswerValue } from '../questionnaire-rules';

export { QUESTION_KINDS, QUESTIONNAIRE_LIMITS };

const id = z.coerce.number().int().positive();

export const QUESTIONNAIRE_STATES = ['not_started', 'open', 'ended'] as const;
export type QuestionnaireState = (typeof QUESTIONNAIRE_STATES)[number];

const optionSchema = z.object({ id: z.string(), text: z.string() });

/** One question as the portal receives it (texts already in the caller's language). */
export const questionSchema = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  title: z.string(),
  required: z.boolean(),
  options: z.array(optionSchema),
  /** multiple: fewest and most choices (0 = no bound). */
  minChoices: z.number(),
  maxChoices: z.number(),
  /** star: stars shown; score: the range every option is scored in. */
  stars: z.number(),
  scoreMin: z.number(),
  scoreMax: z.number(),
  /** blanks: how many blanks (their labels are the options). upload: at most this many images. */
  blanks: z.number(),
  maxImages: z.number(),
});
export type Question = z.infer<typeof questionSchema>;

const summarySchema = z.object({
  id: z.number(),
  kind: z.enum(['survey', 'vote']),
  title: z.string(),
  state: z.enum(QUESTIONNAIRE_STATES),
  anonymous: z.boolean(),
  onceOnly: z.boolean(),
  /** null when the questionnaire does not show its participation count. */
  participants: z.number().nullable(),
  submitted: z.boolean(),
  startsAt: z.number(),
  endsAt: z.number(),
  questionCount: z.number(),
});
export type QuestionnaireSummary = z.infer<typeof summarySchema>;

/** GET /v1/questionnaire/list: scope all = the enterprise's questionnaires, mine = the ones I answered. */
export const questionnaireListParamsSchema = z.object({
  scope: z.enum(['all', 'mine']).default('all'),
  state: z.enum(['all', ...QUESTIONNAIRE_STATES]).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const questionnaireListSchema = z.object({
  list: z.array(summarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type QuestionnaireList = z.infer<typeof questionnaireListSchema>;

/** Live counts of a vote's options: {questionId: {optionId: votes}}. */
export const optionCountsSchema = z.record(z.string(), z.record(z.string(), z.number()));
export type OptionCounts = z.infer<typeof optionCountsSchema>;

/** GET /v1/questionnaire/detail (public face: the transition page is exempt from sign-in). */
export const questionnaireIdParamsSchema = z.object({ id });
export const questionnaireDetailSchema = summarySchema.extend({
  intro: z.string(),
  questions: z.array(questionSchema),
  /** The caller may submit now (signed in, open, not refused by "only once"). */
  canSubmit: z.boolean(),
  /** Why not, when the questionnaire is the reason: closed or only once. */
  refusal: z.enum(['not_started', 'ended', 'once_only', 'sign_in']).nullable(),
  /** A vote's live counts, when it shows them; null otherwise. */
  counts: optionCountsSchema.nullable(),
});
export type QuestionnaireDetail = z.infer<typeof questionnaireDetailSchema>;

/** An answer value on the wire (see questionnaire-rules.ts for each kind's shape). */
const answerValueSchema: z.ZodType<AnswerValue> = z.union([
  z.string().max(QUESTIONNAIRE_LIMITS.wireTextMax),
  z.number(),
  z.array(z.string().max(QUESTIONNAIRE_LIMITS.wireTextMax)).max(QUESTIONNAIRE_LIMITS.listMax),
  z.array(z.number()).max(QUESTIONNAIRE_LIMITS.listMax),
  z.record(z.string(), z.number()),
]);
export const answersSchema = z.record(z.string().max(40), answerValueSchema);
export type Answers = z.infer<typeof answersSchema>;

/** `answers` as JSON text (form posts) or as an object (sealed requests carry JSON as is). */
const answersParamSchema = z.preprocess(
  (value) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value),
  z
    .string()
    .max(QUESTIONNAIRE_LIMITS.answersJsonMax)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'answers must be a JSON object' });
        return z.NEVER;
      }
    })
    .pipe(answersSchema),
);

/** POST /v1/questionnaire/submit */
export const submitQuestionnaireParamsSchema = z.object({ id, answers: answersParamSchema });
export const submitQuestionnaireSchema = z.object({
  /** Anonymous questionnaires: the receipt the browser keeps to see its own answers again. */
  receipt: z.string().nullable(),
  participants: z.number().nullable(),
  counts: optionCountsSchema.nullable(),
});
export type SubmitQuestionnaireResult = z.infer<typeof submitQuestionnaireSchema>;

/** POST /v1/questionnaire/upload (multipart, file part `file`): one image for an upload or signature question. */
export const questionnaireUploadParamsSchema = z.object({ id });
export const questionnaireUploadSchema = z.object({ uploadId: z.number(), url: z.string() });

/** GET /v1/questionnaire/my-answers: my submissions (anonymous ones found by the receipts the browser kept). */
export const myAnswersParamsSchema = z.object({
  id,
  receipts: z.preprocess(
    (value) => (value === undefined || value === '' ? [] : typeof value === 'string' ? value.split(',') : value),
    z.array(z.string().regex(/^[0-9a-f]{32}$/)).max(20),
  ),
});
const shownAnswerSchema = z.union([z.string(), z.number(), z.array(z.string()), z.record(z.string(), z.number())]);
export const myAnswersSchema = z.object({
  submissions: z.array(
    z.object({
      /** null on an anonymous questionnaire (no time is kept). */
      submittedAt: z.number().nullable(),
      /** Uploads and signatures come back as image addresses. */
      answers: z.record(z.string(), shownAnswerSchema),
    }),
  ),
});
export type MyAnswers = z.infer<typeof myAnswersSchema>;

/** GET /v1/questionnaire/counts: a vote's live counts. */
export const questionnaireCountsSchema = z.object({ participants: z.number().nullable(), counts: optionCountsSchema });
