import { z } from 'zod';

/**
 * The question bank shared by exams and practice (decision 0026). An answer is always a list of
 * strings, whatever the type: single → [optionKey]; multiple → option keys (any order); judge →
 * ['T'] or ['F']; fill-in → one text per blank, in order; essay → [text]. The same shape holds
 * the correct answer, so comparing them is one rule per type on the server.
 */
export const QUESTION_TYPES = ['single', 'multiple', 'judge', 'fill', 'essay'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const questionTypeSchema = z.enum(QUESTION_TYPES);

/** Bounds every answer respects (the server refuses more; the attack suite checks they exist). */
export const ANSWER_LIMITS = {
  values: 26,
  valueLength: 10_000,
  attachments: 5,
  attachmentBytes: 5 * 1024 * 1024,
} as const;

export const questionOptionSchema = z.object({ key: z.string().max(4), text: z.string().max(2000) });
export type QuestionOption = z.infer<typeof questionOptionSchema>;

/** A question as a learner sees it: never the correct answer nor the analysis. */
export const learnerQuestionSchema = z.object({
  id: z.number().int(),
  type: questionTypeSchema,
  /** Sanitised rich text (the portal sanitises again before rendering). */
  stem: z.string(),
  options: z.array(questionOptionSchema),
  /** Fill-in: how many blanks; 0 for the other types. */
  blanks: z.number().int(),
  score: z.number(),
  required: z.boolean(),
});
export type LearnerQuestion = z.infer<typeof learnerQuestionSchema>;

export const answerValuesSchema = z.array(z.string().max(ANSWER_LIMITS.valueLength)).max(ANSWER_LIMITS.values);
export type AnswerValues = z.infer<typeof answerValuesSchema>;
