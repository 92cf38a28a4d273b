import { z } from 'zod';

/** The learning centre's home /my/index (issue 25, decision 0050). */

/** Weeks shown in the study-hours chart (the current week and the ones before it). */
export const OVERVIEW_WEEKS = 12;

export const overviewWeekSchema = z.object({
  /** Monday of the week, 'YYYY-MM-DD' in the learner's calendar. */
  week: z.string(),
  seconds: z.number(),
});
export type OverviewWeek = z.infer<typeof overviewWeekSchema>;

export const learningOverviewSchema = z.object({
  studySeconds: z.number(),
  /** Hours with one decimal. */
  studyHours: z.number(),
  credits: z.number(),
  points: z.number(),
  /** 1-based place by study time among the enterprise's learners; 0 = not ranked. */
  rank: z.number(),
  rankTotal: z.number(),
  /** null until the certificates area answers (homework's countCertificates). */
  certificates: z.object({ valid: z.number(), total: z.number() }).nullable(),
  /** null until the training area answers (training's tasksInProgress). */
  tasksInProgress: z
    .object({ courses: z.number(), exams: z.number(), trainings: z.number(), activities: z.number() })
    .nullable(),
  /** Study time per week, oldest first, OVERVIEW_WEEKS entries. */
  weeks: z.array(overviewWeekSchema),
});
export type LearningOverview = z.infer<typeof learningOverviewSchema>;
