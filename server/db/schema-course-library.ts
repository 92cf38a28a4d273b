import type { Generated } from 'kysely';

/** Tables of the course library and detail (migration 0007-courses-library). */

/** A code that enrols its redeemer in one course (per enterprise, limited uses, optional end). */
export interface CourseCodesTable {
  id: Generated<number>;
  eid: number;
  /** Upper-case letters, digits and dashes. */
  code: string;
  course_id: number;
  max_uses: number;
  uses_left: number;
  expires_at: number | null;
  created_at: number;
}

/** One row per learner and code: redeeming twice changes nothing the second time. */
export interface CourseCodeRedemptionsTable {
  eid: number;
  code_id: number;
  user_id: number;
  course_id: number;
  redeemed_at: number;
}

export interface CourseLibraryTables {
  course_codes: CourseCodesTable;
  course_code_redemptions: CourseCodeRedemptionsTable;
}
