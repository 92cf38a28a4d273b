import type { Generated, Selectable, ColumnType } from 'kysely';
import type { MicroChapterKind, MicroCourseState, MicroUploadKind, MicroVisibleRange } from '../../protocol';

/** Tables of micro-course upload and review (migration 0011-micro-courses, decision 0020). */
export interface MicroCoursesTable {
  id: Generated<number>;
  eid: number;
  owner_user_id: number;
  title: Generated<string>;
  summary: Generated<string>;
  visible_range: Generated<MicroVisibleRange>;
  category_id: number | null;
  cover_upload_id: number | null;
  state: Generated<MicroCourseState>;
  reject_reason: Generated<string>;
  fail_reason: Generated<string>;
  /** The published course, once approved. */
  course_id: number | null;
  reviewer_user_id: number | null;
  submitted_at: number | null;
  reviewed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface MicroCourseChaptersTable {
  id: Generated<number>;
  eid: number;
  micro_course_id: number;
  sort: number;
  title: string;
  kind: MicroChapterKind;
  upload_id: number | null;
  duration_seconds: Generated<number>;
  /** 'pending' | 'ok' | 'failed' — what the transcoding job found. */
  probe: Generated<string>;
}

export interface MicroCourseUploadsTable {
  id: Generated<number>;
  eid: number;
  owner_user_id: number;
  kind: MicroUploadKind;
  file_name: string;
  total_bytes: number;
  chunk_bytes: number;
  chunk_count: number;
  received_chunks: Generated<number>;
  partial_name: string;
  detected_type: Generated<string>;
  media_key: Generated<string>;
  created_at: number;
  updated_at: number;
}

export interface MicroCourseUploadChunksTable {
  /** Filled from the parent row (migration 0019); written on insert, never updated. */
  eid: ColumnType<number, number, never>;
  upload_id: number;
  idx: number;
  sha256: string;
}

export interface MicroCourseSettingsTable {
  eid: number;
  chapter_name_max: number;
}

export interface MicroCourseTables {
  micro_courses: MicroCoursesTable;
  micro_course_chapters: MicroCourseChaptersTable;
  micro_course_uploads: MicroCourseUploadsTable;
  micro_course_upload_chunks: MicroCourseUploadChunksTable;
  micro_course_settings: MicroCourseSettingsTable;
}

export type MicroCourseRow = Selectable<MicroCoursesTable>;
export type MicroCourseChapterRow = Selectable<MicroCourseChaptersTable>;
export type MicroUploadRow = Selectable<MicroCourseUploadsTable>;
