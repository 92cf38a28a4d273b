import type { Generated } from 'kysely';

/** 0040: the administrators' assignments and purchases for members (decision 0055). Times in epoch ms. */
export interface AdminAssignmentsTable {
  id: Generated<number>;
  eid: number;
  /** AssignmentKind: course | exam | training | activity. */
  kind: string;
  ref_id: number;
  title: string;
  due_at: number;
  /** JSON lists as chosen. */
  user_ids: Generated<string>;
  department_ids: Generated<string>;
  posts: Generated<string>;
  /** Item, deadline and audience: the same assignment twice is one row. */
  dedupe_key: string;
  created_by: number;
  created_at: number;
}

export interface AdminAssignmentLearnersTable {
  id: Generated<number>;
  eid: number;
  assignment_id: number;
  user_id: number;
  added_at: number;
}

export interface AdminCoursePurchasesTable {
  id: Generated<number>;
  eid: number;
  course_id: number;
  title: string;
  price_cents: number;
  /** Learners paid for (those who had access already are not). */
  seats: number;
  already_owned: number;
  amount_cents: number;
  valid_until: number;
  /** The portal's id of the confirmation: one purchase per request. */
  request_id: string;
  created_by: number;
  created_at: number;
}

export interface AdminCoursePurchaseLearnersTable {
  id: Generated<number>;
  eid: number;
  purchase_id: number;
  user_id: number;
}

export interface AdminAssignmentTables {
  admin_assignments: AdminAssignmentsTable;
  admin_assignment_learners: AdminAssignmentLearnersTable;
  admin_course_purchases: AdminCoursePurchasesTable;
  admin_course_purchase_learners: AdminCoursePurchaseLearnersTable;
}
