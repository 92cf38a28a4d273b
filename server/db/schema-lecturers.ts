import type { Generated, Selectable } from 'kysely';

/** Tables of lecturers and offline bookings (migration 0036-lecturers, decision 0051). Times in ms; booleans 0/1. */

/** A plain text, or JSON `{zh_cn, zh_hant, en_us}` when an administrator wrote it in each language. */
export type LocalisedText = string;

export interface LecturerCategoriesTable {
  id: Generated<number>;
  eid: number;
  sort: number;
  titles: LocalisedText;
}

export interface LecturersTable {
  id: Generated<number>;
  eid: number;
  user_id: number | null;
  category_id: number | null;
  sort: Generated<number>;
  name: string;
  /** 'internal' | 'external' | 'public'. */
  type: string;
  avatar: Generated<string>;
  /** 'male' | 'female' | 'unknown'. */
  gender: Generated<string>;
  region: Generated<LocalisedText>;
  headline: Generated<LocalisedText>;
  introduction: Generated<LocalisedText>;
  place: Generated<LocalisedText>;
  /** JSON list of media paths, at most 10. */
  photos: Generated<string>;
  /** JSON list of labels (plain or localised), at most 5. */
  labels: Generated<string>;
  bookable: Generated<number>;
  rating_sum: Generated<number>;
  rating_count: Generated<number>;
  enabled: Generated<number>;
  created_at: number;
}

export interface LecturerCoursesTable {
  eid: number;
  lecturer_id: number;
  course_id: number;
  sort: Generated<number>;
}

export interface LecturerDimensionsTable {
  id: Generated<number>;
  eid: number;
  sort: number;
  titles: LocalisedText;
}

export interface LecturerGradesTable {
  id: Generated<number>;
  eid: number;
  lecturer_id: number;
  dimension_id: number;
  user_id: number;
  stars: number;
  created_at: number;
}

export interface LecturerApplicationsTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  request_id: string;
  name: string;
  gender: string;
  region: string;
  introduction: string;
  labels: string;
  phone: string;
  avatar: string;
  /** 'pending' | 'approved' | 'rejected'. */
  status: string;
  created_at: number;
  reviewed_at: number | null;
}

export interface LecturerHoursTable {
  id: Generated<number>;
  eid: number;
  lecturer_id: number;
  weekday: number;
  start_minute: number;
  end_minute: number;
}

export interface LecturerBookingsTable {
  id: Generated<number>;
  eid: number;
  lecturer_id: number;
  user_id: number;
  request_id: string;
  starts_at: number;
  ends_at: number;
  /** 'pending' | 'confirmed' | 'cancelled' | 'evaluating' | 'ended'. */
  status: string;
  note: Generated<string>;
  stars: Generated<number>;
  evaluation: Generated<string>;
  created_at: number;
  updated_at: number;
}

/** A partner's page: introduction, services (JSON list, plain or localised) and region. */
export interface PartnerProfilesTable {
  partner_id: number;
  eid: number;
  intro: Generated<LocalisedText>;
  services: Generated<string>;
  region: Generated<LocalisedText>;
}

export interface LecturerTables {
  lecturer_categories: LecturerCategoriesTable;
  lecturers: LecturersTable;
  lecturer_courses: LecturerCoursesTable;
  lecturer_dimensions: LecturerDimensionsTable;
  lecturer_grades: LecturerGradesTable;
  lecturer_applications: LecturerApplicationsTable;
  lecturer_hours: LecturerHoursTable;
  lecturer_bookings: LecturerBookingsTable;
  partner_profiles: PartnerProfilesTable;
}

export type LecturerRow = Selectable<LecturersTable>;
export type BookingRow = Selectable<LecturerBookingsTable>;
