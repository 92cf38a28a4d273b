import { z } from 'zod';

/**
 * Error reports ("feedback") a learner sends from the player or the exam page (spec 001 §5 and
 * §9: error description up to 500 characters; issue 17).
 */
export const FEEDBACK_LIMITS = {
  descriptionMax: 500,
  /** Reports one learner may send within the window below. */
  perWindow: 10,
  windowMinutes: 10,
} as const;

export const FEEDBACK_SOURCES = ['course', 'exam'] as const;
export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number];
/** What is wrong: the media does not play, the content is wrong, a question is wrong, or something else. */
export const FEEDBACK_KINDS = ['playback', 'content', 'question', 'other'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

const id = z.coerce.number().int().positive();

/** POST /v1/feedback/report */
export const feedbackReportParamsSchema = z
  .object({
    source: z.enum(FEEDBACK_SOURCES),
    kind: z.enum(FEEDBACK_KINDS),
    description: z.string().trim().min(1).max(FEEDBACK_LIMITS.descriptionMax),
    courseId: id.optional(),
    chapterId: id.optional(),
    examId: id.optional(),
    questionId: id.optional(),
    /** Seconds into the media, or the question's number on the paper. */
    position: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .superRefine((value, ctx) => {
    // A report names what it is about: the chapter of a course, or the exam.
    if (value.source === 'course' && value.courseId === undefined)
      ctx.addIssue({ code: 'custom', path: ['courseId'], message: 'courseId is required for a course report' });
    if (value.source === 'course' && value.chapterId === undefined)
      ctx.addIssue({ code: 'custom', path: ['chapterId'], message: 'chapterId is required for a course report' });
    if (value.source === 'exam' && value.examId === undefined)
      ctx.addIssue({ code: 'custom', path: ['examId'], message: 'examId is required for an exam report' });
  });

export const feedbackReportSchema = z.object({ id: z.number(), createdAt: z.number() });
export type FeedbackReport = z.infer<typeof feedbackReportSchema>;
