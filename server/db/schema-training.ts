import type { Generated, Selectable } from 'kysely';
import type { TrainingState } from '../../protocol';

/** Tasks and training projects (migration 0030-training, decision 0045). Times in ms; booleans 0/1. */

/** JSON {zh_cn, zh_hant, en_us}: the text in each language an administrator gave. */
type Localised = string;

export type TrainingStatus = 'published' | 'archived';
export type StageItemKind = 'course' | 'exam' | 'activity' | 'questionnaire' | 'homework';

export interface TrainingsTable {
  id: Generated<number>;
  eid: number;
  names: Localised;
  descriptions: Generated<Localised>;
  starts_at: number;
  ends_at: number;
  status: Generated<TrainingStatus>;
  audience: Generated<'all' | 'listed'>;
  /** '' = no venue: no seat selection. */
  venue: Generated<string>;
  seat_rows: Generated<number>;
  seat_cols: Generated<number>;
  certificate: Generated<string>;
  created_at: number;
}

export interface TrainingStagesTable {
  id: Generated<number>;
  eid: number;
  training_id: number;
  position: number;
  names: Localised;
  electives_needed: Generated<number>;
}

export interface TrainingStageItemsTable {
  id: Generated<number>;
  eid: number;
  training_id: number;
  stage_id: number;
  position: number;
  kind: StageItemKind;
  ref_id: number;
  required: Generated<number>;
  names: Localised;
}

export interface TrainingEnrolmentsTable {
  id: Generated<number>;
  eid: number;
  training_id: number;
  user_id: number;
  enrolled_at: number;
  completed_at: number | null;
  /** The learner-facing state, moved by enrolment, completion and time (migration 0043, decision 0058). */
  state: Generated<TrainingState>;
  /** The training's times, copied at enrolment (no call changes them afterwards). */
  starts_at: Generated<number>;
  ends_at: Generated<number>;
}

export interface TrainingSeatsTable {
  id: Generated<number>;
  eid: number;
  training_id: number;
  row_no: number;
  seat_no: number;
  user_id: number;
  chosen_at: number;
}

export interface TaskAssignmentsTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  kind: 'course' | 'exam';
  ref_id: number;
  due_at: number | null;
  assigned_at: number;
  /** Course tasks: not_started | in_progress | overdue | completed; exam tasks: open (decision 0058). */
  state: Generated<string>;
  /** Exam tasks: 1 once the learner has a passed attempt (kept by migration 0049's triggers). */
  exam_passed: Generated<number>;
}

/** Per-learner list counters (migration 0043, decision 0058); user_id 0 = the enterprise's own. */
export interface TaskCountersTable {
  eid: number;
  user_id: number;
  list: string;
  bucket: string;
  n: number;
}

export type TrainingRow = Selectable<TrainingsTable>;
export type StageRow = Selectable<TrainingStagesTable>;
export type StageItemRow = Selectable<TrainingStageItemsTable>;

export interface TrainingTables {
  trainings: TrainingsTable;
  training_stages: TrainingStagesTable;
  training_stage_items: TrainingStageItemsTable;
  training_enrolments: TrainingEnrolmentsTable;
  training_seats: TrainingSeatsTable;
  task_assignments: TaskAssignmentsTable;
  task_counters: TaskCountersTable;
}
