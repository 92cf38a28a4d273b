import type { Generated } from 'kysely';

/** Tables of studying chapters (migration 0008-course-study). */

/** One window studying a course; live while `ended_at` is null and heartbeats keep coming. */
export interface StudySessionsTable {
  id: string;
  eid: number;
  user_id: number;
  course_id: number;
  /** The chapter the window studies now (heartbeats move it). */
  chapter_id: number;
  window_id: string;
  /** 0024: the browser the window runs in ('' = not told); the same browser may take a killed window's session back. */
  device_id: Generated<string>;
  /** 0026: the page's resource_relation as normalised JSON ('' = none): what this study is credited to. */
  resource_relation: Generated<string>;
  started_at: number;
  last_seen_at: number;
  /** Up to when study time of this session was credited. */
  last_credited_at: number;
  ended_at: number | null;
}

/** The SCORM 1.2 data model values a package stored for a learner. */
export interface ScormStatesTable {
  eid: number;
  user_id: number;
  chapter_id: number;
  lesson_status: string;
  lesson_location: string;
  suspend_data: string;
  updated_at: number;
}

/** 0024: an enterprise's player settings; no row = the defaults (5 s countdown, 5 / 10 s skips). */
export interface StudySettingsTable {
  eid: number;
  auto_next_seconds: Generated<number>;
  skip_short_seconds: Generated<number>;
  skip_long_seconds: Generated<number>;
}

export interface CourseStudyTables {
  study_settings: StudySettingsTable;
  study_sessions: StudySessionsTable;
  scorm_states: ScormStatesTable;
}
