import type { ColumnType, Generated } from 'kysely';
import type { AttemptStatus, ExamKind, MakeupRule, QuestionType, SubmitReason } from '../../protocol';

/** Tables of the question bank and exams (migration 0015-exams, decision 0026). Times in ms; booleans 0/1. */

export interface QuestionsTable {
  id: Generated<number>;
  eid: number;
  type: QuestionType;
  stem: string;
  /** JSON [{key, text}]. */
  options: Generated<string>;
  /** JSON list of strings (protocol/schemas/questions.ts); fill-in alternatives separated by '|'. */
  answer: string;
  analysis: Generated<string>;
  blanks: Generated<number>;
  default_score: Generated<number>;
  course_id: number | null;
  category: Generated<string>;
  created_at: number;
}

export interface ExamsTable {
  id: Generated<number>;
  eid: number;
  name: string;
  kind: ExamKind;
  description: Generated<string>;
  course_id: number | null;
  duration_minutes: number;
  pass_score: number;
  attempts_allowed: Generated<number>;
  opens_at: number;
  closes_at: number;
  /** 0 = no limit (also device_limit, switch_limit, face_fail_limit). */
  late_entry_minutes: Generated<number>;
  device_limit: Generated<number>;
  switch_limit: Generated<number>;
  face_check: Generated<number>;
  face_fail_limit: Generated<number>;
  show_answers: Generated<number>;
  required_rule: Generated<'none' | 'marked' | 'all'>;
  makeup_chances: Generated<number>;
  makeup_opens_at: number | null;
  makeup_closes_at: number | null;
  makeup_interval_minutes: Generated<number>;
  makeup_rule: Generated<MakeupRule>;
  audience: Generated<'all' | 'listed'>;
  published: Generated<number>;
  created_at: number;
  /** 0024: an after-class exam opens when its course is completed, or (when set) this chapter of it. */
  gate_chapter_id: Generated<number | null>;
}

/** The paper: which bank questions, in which order, worth how much. */
export interface ExamQuestionsTable {
  /** Filled from the parent row (migration 0019); written on insert, never updated. */
  eid: ColumnType<number, number, never>;
  exam_id: number;
  question_id: number;
  position: number;
  score: number;
  required: Generated<number>;
}

export interface ExamAudienceTable {
  exam_id: number;
  eid: number;
  user_id: number;
}

export interface ExamAttemptsTable {
  id: Generated<number>;
  eid: number;
  exam_id: number;
  user_id: number;
  number: number;
  makeup: Generated<number>;
  device_id: string;
  status: Generated<AttemptStatus>;
  started_at: number;
  deadline_at: number;
  submitted_at: number | null;
  submit_reason: SubmitReason | null;
  /** Objective questions only (set at hand-in). */
  objective_score: number | null;
  /** The total, once nothing waits for grading. */
  score: number | null;
  passed: number | null;
  switch_count: Generated<number>;
  face_failures: Generated<number>;
  graded_at: number | null;
  graded_by: number | null;
}

export interface ExamAnswersTable {
  attempt_id: number;
  question_id: number;
  eid: number;
  /** JSON list of strings. */
  answer: Generated<string>;
  /** JSON list of exam_attachments ids. */
  attachments: Generated<string>;
  seq: Generated<number>;
  saved_at: number;
  score: number | null;
  correct: number | null;
  comment: Generated<string>;
}

export interface ExamSwitchesTable {
  /** Filled from the parent row (migration 0019); written on insert, never updated. */
  eid: ColumnType<number, number, never>;
  attempt_id: number;
  seq: number;
  at: number;
}

export interface ExamFaceChecksTable {
  /** Filled from the parent row (migration 0019); written on insert, never updated. */
  eid: ColumnType<number, number, never>;
  id: Generated<number>;
  attempt_id: number;
  ok: number;
  reason: string | null;
  at: number;
}

export interface ExamDevicesTable {
  /** Filled from the parent row (migration 0019); written on insert, never updated. */
  eid: ColumnType<number, number, never>;
  exam_id: number;
  user_id: number;
  device_id: string;
  first_at: number;
}

export interface ExamAttachmentsTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  attempt_id: number;
  name: string;
  url: string;
  mime: string;
  bytes: number;
  created_at: number;
}

export interface ExamTables {
  questions: QuestionsTable;
  exams: ExamsTable;
  exam_questions: ExamQuestionsTable;
  exam_audience: ExamAudienceTable;
  exam_attempts: ExamAttemptsTable;
  exam_answers: ExamAnswersTable;
  exam_switches: ExamSwitchesTable;
  exam_face_checks: ExamFaceChecksTable;
  exam_devices: ExamDevicesTable;
  exam_attachments: ExamAttachmentsTable;
}
