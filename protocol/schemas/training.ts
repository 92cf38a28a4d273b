import { z } from 'zod';

/**
 * Training projects (spec 001 §3 Training, §4 Training; issue 22, decision 0045): stages of
 * courses, exams, activities, questionnaires and assignments; a stage opens only when the one
 * before it is finished (the server refuses a locked stage's item); seats by row and seat.
 */
export const TRAINING_STATES = ['not_started', 'in_progress', 'completed', 'ended', 'archived'] as const;
export type TrainingState = (typeof TRAINING_STATES)[number];
export const STAGE_STATES = ['locked', 'open', 'finished'] as const;
export type StageState = (typeof STAGE_STATES)[number];
export const STAGE_ITEM_KINDS = ['course', 'exam', 'activity', 'questionnaire', 'homework'] as const;
export type StageItemKind = (typeof STAGE_ITEM_KINDS)[number];

export const TRAINING_LIMITS = {
  pageSize: 10,
  maxPageSize: 50,
  maxSeatRows: 50,
  maxSeatCols: 50,
  maxAssign: 500,
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** A list of ids: an array, a JSON list or "1,2,3" (parameters travel as text). */
const idList = (max: number) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return value;
      }
    }
    return text === '' ? [] : text.split(',');
  }, z.array(id).min(1).max(max));

export const trainingIdSchema = z.object({ id });
export const trainingStageSchema = z.object({ id, phaseId: id });
export const trainingItemSchema = z.object({ id, itemId: id });
export const chooseSeatSchema = z.object({
  id,
  row: z.coerce.number().int().min(1).max(TRAINING_LIMITS.maxSeatRows),
  seat: z.coerce.number().int().min(1).max(TRAINING_LIMITS.maxSeatCols),
});
export const myTrainingsSchema = z.object({
  state: z.enum(['all', ...TRAINING_STATES]).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(TRAINING_LIMITS.maxPageSize).default(TRAINING_LIMITS.pageSize),
});
export const assignTrainingSchema = z.object({
  id,
  userIds: idList(TRAINING_LIMITS.maxAssign),
});

export const trainingCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
  state: z.enum(TRAINING_STATES),
  enrolled: z.boolean(),
  /** Finished stages out of all, in per cent (0 when not enrolled). */
  progress: z.number(),
  stageCount: z.number(),
  stagesDone: z.number(),
  venue: z.string(),
});
export type TrainingCard = z.infer<typeof trainingCardSchema>;

export const stageSummarySchema = z.object({
  id: z.number(),
  position: z.number(),
  name: z.string(),
  state: z.enum(STAGE_STATES),
  required: z.number(),
  requiredDone: z.number(),
  electives: z.number(),
  electivesNeeded: z.number(),
  electivesDone: z.number(),
});
export type StageSummary = z.infer<typeof stageSummarySchema>;

export const trainingDetailSchema = trainingCardSchema.extend({
  certificate: z.string(),
  /** False for a visitor (the detail is sign-in exempt): no progress, no enrolment. */
  signedIn: z.boolean(),
  canEnrol: z.boolean(),
  hasSeats: z.boolean(),
  seat: z.object({ row: z.number(), seat: z.number() }).nullable(),
  stages: z.array(stageSummarySchema),
});
export type TrainingDetail = z.infer<typeof trainingDetailSchema>;

export const stageItemSchema = z.object({
  id: z.number(),
  kind: z.enum(STAGE_ITEM_KINDS),
  refId: z.number(),
  name: z.string(),
  required: z.boolean(),
  done: z.boolean(),
});
export type StageItem = z.infer<typeof stageItemSchema>;

export const stageDetailSchema = z.object({
  training: z.object({ id: z.number(), name: z.string(), state: z.enum(TRAINING_STATES) }),
  stage: stageSummarySchema,
  items: z.array(stageItemSchema),
});
export type StageDetail = z.infer<typeof stageDetailSchema>;

export const trainingPageSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  list: z.array(trainingCardSchema),
});

export const seatMapSchema = z.object({
  venue: z.string(),
  rows: z.number(),
  cols: z.number(),
  taken: z.array(z.object({ row: z.number(), seat: z.number() })),
  mine: z.object({ row: z.number(), seat: z.number() }).nullable(),
});
export type SeatMap = z.infer<typeof seatMapSchema>;

/** An administrator's new training: texts per language, window, venue and seats, stages and items. */
const texts = (max: number) =>
  z
    .object({
      zh_cn: z.string().trim().max(max).optional(),
      zh_hant: z.string().trim().max(max).optional(),
      en_us: z.string().trim().max(max).optional(),
    })
    .refine((t) => Object.values(t).some((v) => v), { message: 'at least one language is needed' });
export const TRAINING_TEXT_LIMITS = {
  name: 100,
  description: 2000,
  venue: 100,
  certificate: 100,
  stages: 20,
  items: 50,
} as const;
export const newTrainingSchema = z
  .object({
    names: texts(TRAINING_TEXT_LIMITS.name),
    descriptions: texts(TRAINING_TEXT_LIMITS.description).optional(),
    startsAt: z.number().int().positive(),
    endsAt: z.number().int().positive(),
    audience: z.enum(['all', 'listed']).default('listed'),
    venue: z.string().trim().max(TRAINING_TEXT_LIMITS.venue).default(''),
    seatRows: z.number().int().min(0).max(TRAINING_LIMITS.maxSeatRows).default(0),
    seatCols: z.number().int().min(0).max(TRAINING_LIMITS.maxSeatCols).default(0),
    certificate: z.string().trim().max(TRAINING_TEXT_LIMITS.certificate).default(''),
    stages: z
      .array(
        z.object({
          names: texts(TRAINING_TEXT_LIMITS.name),
          electivesNeeded: z.number().int().min(0).max(TRAINING_TEXT_LIMITS.items).default(0),
          items: z
            .array(
              z.object({
                kind: z.enum(STAGE_ITEM_KINDS),
                refId: z.number().int().positive().max(2_147_483_647),
                required: z.boolean().default(true),
                names: texts(TRAINING_TEXT_LIMITS.name),
              }),
            )
            .max(TRAINING_TEXT_LIMITS.items),
        }),
      )
      .min(1)
      .max(TRAINING_TEXT_LIMITS.stages),
  })
  .refine((t) => t.endsAt > t.startsAt, { message: 'the training must end after it starts', path: ['endsAt'] });
export type NewTraining = z.infer<typeof newTrainingSchema>;

/** The call's parameter: the training as JSON text (parameters travel as text). */
export const createTrainingSchema = z.object({
  training: z
    .string()
    .max(200_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'training must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(newTrainingSchema),
});
