import type { Generated, Selectable } from 'kysely';

/*
 * The learning core (migration 0006-courses) every course area builds on. Areas add their own
 * tables in schema-<area>.ts; columns here change only by a new migration.
 */

/** Media kinds of a chapter (spec 001 §1); a course's media_type is its chapters' kind or 'mixed'. */
export type ChapterKind = 'video' | 'audio' | 'document' | 'link' | 'imagetext' | 'imageset' | 'scorm';
export type CourseMediaType = ChapterKind | 'mixed';
/** published = on the shelf; the others are the refusals of spec 001 §8. */
export type CourseStatus = 'published' | 'off_shelf' | 'deleted' | 'transcode_failed' | 'draft';

/** A tenant's category tree; `code` is the catid of the course list (letters and digits). */
export interface CourseCategoriesTable {
  id: Generated<number>;
  eid: number;
  parent_id: number | null;
  code: string;
  name: string;
  sort: Generated<number>;
}

/** A course. Times in ms; booleans 0/1; labels a JSON list of strings. */
export interface CoursesTable {
  id: Generated<number>;
  eid: number;
  category_id: number | null;
  title: string;
  summary: Generated<string>;
  cover: Generated<string>;
  media_type: CourseMediaType;
  labels: Generated<string>;
  lecturer_name: Generated<string>;
  /** 'internal' | 'external' | 'public' (external lecturers cannot receive point rewards). */
  lecturer_type: Generated<string>;
  lecturer_user_id: number | null;
  fee_type: Generated<'free' | 'paid'>;
  /** Money in cents (two decimals on the wire). */
  price_cents: Generated<number>;
  points_price: Generated<number>;
  /** 0 = an individual may not buy it: an administrator must (spec 001 §6). */
  personal_purchase: Generated<number>;
  /** 'all' = every member; 'listed' = only the users in course_audience (set by an administrator). */
  audience: Generated<'all' | 'listed'>;
  /** After this the course is expired for learners (buy again or contact the admin). */
  expires_at: number | null;
  /** 0 = no limit on learners studying at the same time. */
  max_viewers: Generated<number>;
  credits: Generated<number>;
  /** Study hours credited on completion, in minutes. */
  study_minutes: Generated<number>;
  /** 1 = chapters must be studied in order. */
  sequential: Generated<number>;
  /** 1 = document chapters may be downloaded. */
  allow_download: Generated<number>;
  status: Generated<CourseStatus>;
  /** 'admin' = made by the enterprise; 'micro' = a learner's micro-course. */
  source: Generated<'admin' | 'micro'>;
  owner_user_id: number | null;
  rating_sum: Generated<number>;
  rating_count: Generated<number>;
  learner_count: Generated<number>;
  comment_count: Generated<number>;
  praise_count: Generated<number>;
  collect_count: Generated<number>;
  published_at: number;
  created_at: number;
  updated_at: number;
}

/** A chapter; which columns matter depends on `kind`. */
export interface CourseChaptersTable {
  id: Generated<number>;
  eid: number;
  course_id: number;
  sort: number;
  title: string;
  kind: ChapterKind;
  /** Key of the media file (video, audio, document, SCORM entry); the course-study area maps keys to URLs. */
  media_key: Generated<string>;
  link_url: Generated<string>;
  /** Rich text of an image-text chapter, sanitised when shown. */
  body_html: Generated<string>;
  /** JSON list of image media keys of an image-set chapter. */
  images: Generated<string>;
  duration_seconds: Generated<number>;
  /** 'done' | 'pending' | 'failed'. */
  transcode_status: Generated<string>;
}

/** Who may see a course whose audience is 'listed'. */
export interface CourseAudienceTable {
  eid: number;
  course_id: number;
  user_id: number;
}

export interface CourseEnrolmentsTable {
  eid: number;
  user_id: number;
  course_id: number;
  /** 'self' | 'assigned' | 'purchased' | 'code'. */
  source: Generated<string>;
  started_at: number;
  last_studied_at: number;
  last_chapter_id: number | null;
  /** Seconds the server credited over all chapters. */
  studied_seconds: Generated<number>;
  completed_at: number | null;
  /** A personal purchase's end (one year); null = no end. */
  access_expires_at: number | null;
}

export interface ChapterProgressTable {
  eid: number;
  user_id: number;
  course_id: number;
  chapter_id: number;
  /** Where playback or reading stopped (resume point). */
  position_seconds: Generated<number>;
  /** Study time the server credited against wall-clock time. */
  credited_seconds: Generated<number>;
  last_heartbeat_at: number | null;
  completed_at: number | null;
  updated_at: number;
}

/** Seconds credited per learner per local day (calendar, weekly rankings). */
export interface StudyDaysTable {
  eid: number;
  user_id: number;
  /** 'YYYY-MM-DD' in the learner's time zone (the envelope's _timeZone). */
  day: string;
  seconds: Generated<number>;
  courses_completed: Generated<number>;
}

/** Every change of a points balance; (user_id, ref_key) is unique, so each change happens once. */
export interface PointLedgerTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  delta: number;
  balance_after: number;
  /** What moved the points, e.g. 'checkin', 'course_purchase', 'course_reward'. */
  reason: string;
  ref_key: string;
  created_at: number;
}

export interface CourseTables {
  course_categories: CourseCategoriesTable;
  courses: CoursesTable;
  course_chapters: CourseChaptersTable;
  course_audience: CourseAudienceTable;
  course_enrolments: CourseEnrolmentsTable;
  chapter_progress: ChapterProgressTable;
  study_days: StudyDaysTable;
  point_ledger: PointLedgerTable;
}

export type Course = Selectable<CoursesTable>;
export type CourseChapter = Selectable<CourseChaptersTable>;
