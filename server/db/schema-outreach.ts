import type { Generated, Selectable } from 'kysely';

/** The outsider entry (migration 0042-outreach, decision 0057). */

/** The enterprise's outsider code: one per enterprise, replaced when an administrator regenerates it. */
export interface OutsiderCodesTable {
  eid: number;
  code: string;
  created_at: number;
  expires_at: number;
  created_by: number | null;
}

/** An external person who joined with the code and waits for (or got) an administrator's decision. */
export interface OutsiderApplicationsTable {
  id: Generated<number>;
  eid: number;
  name: string;
  /** The sign-in account the person chose; becomes users.account when approved. */
  account: string;
  phone: Generated<string>;
  organisation: Generated<string>;
  password_hash: string;
  ticket_hash: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  reason: string | null;
  user_id: number | null;
  language: Generated<string>;
  decided_by: number | null;
  decided_at: number | null;
  created_at: number;
}

export interface OutreachTables {
  outsider_codes: OutsiderCodesTable;
  outsider_applications: OutsiderApplicationsTable;
}

export type OutsiderApplicationRow = Selectable<OutsiderApplicationsTable>;
