import type { ColumnType, Generated, Selectable } from 'kysely';

/** Tables of the approvals queue (migration 0038-admin-approvals, decision 0053). Times in ms. */

export interface ApprovalDecisionsTable {
  id: Generated<number>;
  /** Filled by the tenant scope on insert (decision 0033): sources record decisions without naming it. */
  eid: ColumnType<number, number | undefined, never>;
  kind: string;
  item_id: number;
  /** 'approve' | 'reject'. */
  decision: string;
  reason: Generated<string>;
  admin_id: number;
  decided_at: number;
  title: Generated<string>;
  excerpt: Generated<string>;
  author_id: number;
  author_name: Generated<string>;
  item_created_at: number;
}

export interface CourseShareRequestsTable {
  id: Generated<number>;
  eid: number;
  course_id: number;
  user_id: number;
  note: Generated<string>;
  /** 'pending' | 'approved' | 'rejected'. */
  status: Generated<string>;
  reject_reason: Generated<string>;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
}

export interface AdminApprovalTables {
  approval_decisions: ApprovalDecisionsTable;
  course_share_requests: CourseShareRequestsTable;
}

export type CourseShareRequestRow = Selectable<CourseShareRequestsTable>;
