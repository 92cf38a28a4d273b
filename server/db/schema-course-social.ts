import type { Generated, Selectable, ColumnType } from 'kysely';

/** Tables of notes, comments, ratings, collections, rewards, downloads (migration 0009-course-social). */

export interface CourseSocialSettingsTable {
  eid: number;
  comment_max_length: Generated<number>;
  /** 1 = new comments wait for an administrator's approval (migration 0038, decision 0053). */
  audit_comments: Generated<number>;
}

export interface CourseNotesTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  course_id: number;
  chapter_id: number;
  content: string;
  /** JSON list of image URLs (course_note_images of the owner). */
  images: Generated<string>;
  /** 'private' | 'in_review' | 'public' | 'rejected'. */
  state: string;
  reject_reason: Generated<string>;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface CourseNoteImagesTable {
  url: string;
  eid: number;
  user_id: number;
  created_at: number;
}

export interface CourseNoteTipsTable {
  user_id: number;
  eid: number;
  closed_at: number;
}

export interface CourseCommentsTable {
  id: Generated<number>;
  eid: number;
  course_id: number;
  user_id: number;
  /** The thread's top-level comment; null for a top-level comment. */
  thread_id: number | null;
  reply_to_user_id: number | null;
  content: string;
  praise_count: Generated<number>;
  reply_count: Generated<number>;
  request_id: string | null;
  /** 'public' | 'in_review' | 'rejected' (migration 0038: in review only when the enterprise audits comments). */
  state: Generated<string>;
  created_at: number;
}

export interface CourseCommentPraisesTable {
  eid: number;
  comment_id: number;
  user_id: number;
  created_at: number;
}

export interface CourseMarkTable {
  eid: number;
  user_id: number;
  course_id: number;
  created_at: number;
}

export interface CourseRatingsTable extends CourseMarkTable {
  stars: number;
}

export interface CourseSocialActionsTable {
  /** Filled from the parent row (migration 0019); written on insert, never updated. */
  eid: ColumnType<number, number, never>;
  user_id: number;
  /** e.g. 'collect:12', 'praise:12', 'comment-praise:40'. */
  target: string;
  state: number;
  at: number;
}

export interface CourseRewardsTable {
  id: Generated<number>;
  eid: number;
  course_id: number;
  from_user_id: number;
  to_user_id: number;
  points: number;
  request_id: string;
  created_at: number;
}

export interface DownloadRecordsTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  course_id: number;
  kind: 'single' | 'compress';
  chapter_ids: string;
  file_name: string;
  /** 'pending' | 'ready' | 'failed' (expired is computed from expires_at). */
  state: string;
  progress: Generated<number>;
  /** Where the file is under the media directory (never a public /media URL). */
  file_path: Generated<string>;
  size_bytes: Generated<number>;
  request_id: string | null;
  created_at: number;
  expires_at: number;
}

export interface CourseSocialTables {
  course_social_settings: CourseSocialSettingsTable;
  course_notes: CourseNotesTable;
  course_note_images: CourseNoteImagesTable;
  course_note_tips: CourseNoteTipsTable;
  course_comments: CourseCommentsTable;
  course_comment_praises: CourseCommentPraisesTable;
  course_collects: CourseMarkTable;
  course_praises: CourseMarkTable;
  course_ratings: CourseRatingsTable;
  course_social_actions: CourseSocialActionsTable;
  course_rewards: CourseRewardsTable;
  download_records: DownloadRecordsTable;
}

export type CourseNoteRow = Selectable<CourseNotesTable>;
export type CourseCommentRow = Selectable<CourseCommentsTable>;
export type DownloadRecordRow = Selectable<DownloadRecordsTable>;
