import type { Generated } from 'kysely';

/** Tables of the administrators' member management (migration 0039-admin-members, decision 0054). */

export type HiddenItemKind = 'course' | 'training' | 'activity';

export interface MemberHiddenItemsTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  kind: HiddenItemKind;
  item_id: number;
  created_by: number;
  created_at: number;
}

export interface MemberAdminActionsTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  admin_id: number;
  action: string;
  detail: Generated<string>;
  created_at: number;
}

export interface AdminMemberTables {
  member_hidden_items: MemberHiddenItemsTable;
  member_admin_actions: MemberAdminActionsTable;
}
