import { ANSWER_LIMITS } from './questions';

/** Limits and enumerations of the exams area (decision 0026), shared by exams.ts and exam-results.ts. */
export const EXAM_LIMITS = {
  keywordMax: 50,
  pageSizeMax: 50,
  pageSizeDefault: 10,
  /** A paper holds at most this many questions (issue 7: 200 without lag). */
  paperQuestionsMax: 500,
  /** One save or submit carries at most this many answers. */
  answersPerCallMax: 500,
  /** The JSON text of `answers` (the body limit is 1 MB anyway). */
  answersJsonMax: 900_000,
  deviceIdMax: 64,
  /** Answers are accepted this long after the deadline (network latency, a last save in flight). */
  graceMs: 30_000,
  attachmentBytes: ANSWER_LIMITS.attachmentBytes,
  attachmentsPerAnswer: ANSWER_LIMITS.attachments,
  faceFrameBytes: 2 * 1024 * 1024,
  /** "Admin grading in progress, refresh after 1 minute" (spec 001 limits table). */
  gradingRefreshMs: 60_000,
} as const;

/** Kinds of exam (spec 001 §2). */
export const EXAM_KINDS = ['online', 'daily', 'offline', 'after_class'] as const;
export type ExamKind = (typeof EXAM_KINDS)[number];

/** The learner's state of one exam (spec 001 §3): where the exam and its make-up stand. */
export const EXAM_STATES = [
  'not_started',
  'in_progress',
  'scoring',
  'ended',
  'makeup_not_started',
  'makeup_ended',
] as const;
export type ExamState = (typeof EXAM_STATES)[number];

/** The learner's result: null while nothing is decided yet. */
export const EXAM_RESULTS = ['qualified', 'unqualified', 'not_attended'] as const;
export type ExamResult = (typeof EXAM_RESULTS)[number];

/** Who may take the make-up (spec 001 §3). */
export const MAKEUP_RULES = ['failed', 'failed_absent', 'absent'] as const;
export type MakeupRule = (typeof MAKEUP_RULES)[number];

export const EXAM_LIST_TABS = ['all', 'todo', 'done'] as const;
export type ExamListTab = (typeof EXAM_LIST_TABS)[number];

/** Why an attempt was handed in. */
export const SUBMIT_REASONS = ['hand_in', 'overdue', 'switch_limit', 'face_limit'] as const;
export type SubmitReason = (typeof SUBMIT_REASONS)[number];

/**
 * Why the learner may not enter now (transition page); the same causes refuse attempt/start with an
 * error code. `sign_in`: the transition page is open to visitors (spec 000 §4) for exams meant for
 * everyone; entering needs a session.
 */
export const ENTRY_REFUSALS = [
  'not_open',
  'entry_closed',
  'ended',
  'no_attempts_left',
  'makeup_not_allowed',
  'makeup_too_soon',
  'offline',
  'grading_pending',
  'no_questions',
  'sign_in',
  /** An after-class exam before its course (or gate chapter) is completed (issue 17). */
  'course_not_completed',
] as const;
export type EntryRefusal = (typeof ENTRY_REFUSALS)[number];
