import { parseResourceRelation } from '../resource-relation';
import { z } from 'zod';
import { CHAPTER_KINDS } from './courses';

/**
 * Studying a course's chapters (decision 0017): a study session per window, heartbeats the
 * server credits against its own clock, signed media addresses, SCORM state, study records.
 */
const id = z.coerce.number().int().positive();
const flag = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.enum(['0', '1']).optional(),
);

export const STUDY_LIMITS = {
  /** Random per browser tab, kept across reloads (sessionStorage). */
  windowIdMax: 64,
  recordPageSizeMax: 50,
  recordPageSizeDefault: 10,
  scormValueMax: 4096,
} as const;

export const chapterParamsSchema = z.object({ courseId: id, chapterId: id });
export const studyListParamsSchema = z.object({ courseId: id, preview: flag });

const clientId = z
  .string()
  .trim()
  .min(8)
  .max(STUDY_LIMITS.windowIdMax)
  .regex(/^[A-Za-z0-9_-]+$/);

/** POST /v1/course/study/start */
export const studyStartParamsSchema = z.object({
  courseId: id,
  chapterId: id,
  windowId: clientId,
  /** Random per browser, kept in localStorage: the browser a window runs in. */
  deviceId: clientId.optional(),
  /**
   * '1' = no other tab of this browser is studying: a live session of the same deviceId is a
   * window that was killed, and this window takes it back instead of waiting for its lease.
   */
  reclaim: flag,
  preview: flag,
  /** The page's `resource_relation` (protocol/resource-relation.ts): what the study is credited to. */
  resourceRelation: z
    .string()
    .max(1000)
    .refine((raw) => raw === '' || parseResourceRelation(raw) !== null, 'a JSON list of {id, type}')
    .optional(),
});

/** POST /v1/course/study/heartbeat: where the learner is; the time credited is the server's. */
export const studyHeartbeatParamsSchema = z.object({
  sessionId: z.string().min(16).max(64),
  chapterId: id,
  /** Playback position (media) or page (document): only the resume point, never credited time. */
  position: z.coerce.number().min(0).max(1_000_000).default(0),
});

export const studyEndParamsSchema = z.object({ sessionId: z.string().min(16).max(64) });
export const setCourseCompletedParamsSchema = chapterParamsSchema.extend({ sessionId: z.string().min(16).max(64) });

export const SCORM_STATUSES = ['not attempted', 'incomplete', 'completed', 'passed', 'failed', 'browsed'] as const;
export const setScormCompletedParamsSchema = chapterParamsSchema.extend({
  lessonStatus: z.enum(SCORM_STATUSES),
  lessonLocation: z.string().max(255).default(''),
  suspendData: z.string().max(STUDY_LIMITS.scormValueMax).default(''),
});

export const docPreviewTokenParamsSchema = chapterParamsSchema;
export const learnRecordParamsSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(STUDY_LIMITS.recordPageSizeMax)
    .default(STUDY_LIMITS.recordPageSizeDefault),
});

export const studyChapterSchema = z.object({
  id: z.number(),
  title: z.string(),
  kind: z.enum(CHAPTER_KINDS),
  durationSeconds: z.number(),
  completed: z.boolean(),
  positionSeconds: z.number(),
  creditedSeconds: z.number(),
  /** Credited seconds needed to finish it; null = finished by the SCORM package only. */
  requiredSeconds: z.number().nullable(),
  locked: z.boolean(),
});
export type StudyChapter = z.infer<typeof studyChapterSchema>;

/** apiCourse/studyList */
export const studyListSchema = z.object({
  courseId: z.number(),
  studiedSeconds: z.number(),
  completed: z.boolean(),
  lastChapterId: z.number().nullable(),
  chapters: z.array(studyChapterSchema),
});
export type StudyList = z.infer<typeof studyListSchema>;

/** What the study area shows for a chapter; media addresses are short-lived signed URLs. */
export const studyContentSchema = z.object({
  kind: z.enum(CHAPTER_KINDS),
  url: z.string(),
  images: z.array(z.string()),
  html: z.string(),
  link: z.string(),
  allowDownload: z.boolean(),
});
export type StudyContent = z.infer<typeof studyContentSchema>;

/** The enterprise's player settings (spec 001 §9: configurable), defaults 5 s countdown and 5 / 10 s skips. */
export const PLAYER_DEFAULTS = { autoNextSeconds: 5, skipShortSeconds: 5, skipLongSeconds: 10 } as const;
export const playerSettingsSchema = z.object({
  /** Seconds of the countdown before the next chapter opens by itself; 0 = it does not. */
  autoNextSeconds: z.number().int().min(0).max(60),
  skipShortSeconds: z.number().int().min(1).max(120),
  skipLongSeconds: z.number().int().min(1).max(600),
});
export type PlayerSettings = z.infer<typeof playerSettingsSchema>;

export const studyStartSchema = z.object({
  /** Null in preview mode: nothing is recorded. */
  sessionId: z.string().nullable(),
  preview: z.boolean(),
  heartbeatSeconds: z.number(),
  player: playerSettingsSchema,
  chapter: studyChapterSchema,
  content: studyContentSchema,
});
export type StudyStart = z.infer<typeof studyStartSchema>;

export const studyProgressSchema = z.object({
  chapter: studyChapterSchema,
  /** Seconds credited by this beat (0 when it came too soon, replayed or from a paused window). */
  creditedNow: z.number(),
  chapterCompletedNow: z.boolean(),
  courseCompleted: z.boolean(),
  courseCompletedNow: z.boolean(),
});
export type StudyProgress = z.infer<typeof studyProgressSchema>;

export const videoUrlSchema = z.object({ url: z.string(), expiresAt: z.number(), mimeType: z.string() });
export type VideoUrl = z.infer<typeof videoUrlSchema>;

export const scormStateSchema = z.object({
  lessonStatus: z.string(),
  lessonLocation: z.string(),
  suspendData: z.string(),
  completed: z.boolean(),
});
export type ScormState = z.infer<typeof scormStateSchema>;

export const docPreviewTokenSchema = z.object({ token: z.string(), expiresAt: z.number() });
/** The /filepreview page reads the document by its token alone (`docToken`: `token` is the envelope's). */
export const docPreviewParamsSchema = z.object({ docToken: z.string().min(16).max(2000) });
export const docPreviewSchema = z.object({ title: z.string(), url: z.string(), allowDownload: z.boolean() });
export type DocPreview = z.infer<typeof docPreviewSchema>;

export const learnRecordSchema = z.object({
  courseId: z.number(),
  title: z.string(),
  cover: z.string(),
  mediaType: z.string(),
  chapterCount: z.number(),
  completedChapters: z.number(),
  progressPercent: z.number(),
  studiedSeconds: z.number(),
  startedAt: z.number(),
  lastStudiedAt: z.number(),
  completedAt: z.number().nullable(),
});
export type LearnRecord = z.infer<typeof learnRecordSchema>;
export const learnRecordListSchema = z.object({
  list: z.array(learnRecordSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type LearnRecordList = z.infer<typeof learnRecordListSchema>;
