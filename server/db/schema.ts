import type { Generated, Insertable, Selectable } from 'kysely';

/** Times are milliseconds since the epoch; booleans are 0/1; lists are JSON text. */
export interface EnterprisesTable {
  id: Generated<number>;
  name: string;
  platform_flag: string;
  dingtalk_corp_id: string;
  corpid: string;
  show_user_register: 'Y' | 'N';
  switch_language: 'Y' | 'N';
  language: string;
  theme_color: string;
  hover_color: string;
  puborg: '0' | '1';
  pc_scan_qrcode_login_url: string;
  mxybeta: string;
  link_icon: string;
  you_fen_mall_switch: 'Y' | 'N';
  custom_domain: string | null;
  cookies_domain: string;
  is_alpha: string;
  expires_at: number;
  locked: number;
  deleted: number;
  max_users: number;
  created_at: number;
}

export interface UserPortalsTable {
  id: Generated<number>;
  eid: number;
  name: string;
  theme_color: string;
  hover_color: string;
  switch_status: 'Y' | 'N';
}

export interface UsersTable {
  id: Generated<number>;
  eid: number;
  account: string;
  password_hash: string;
  username: string;
  image: string;
  type: number;
  isdeleteadmin: number;
  score: number;
  credit: number;
  weixin_user_id: string;
  dingtalk_user_id: string;
  phone: string;
  email: string;
  department: string;
  locked: number;
  language: string;
  selected_portal_id: number | null;
  created_at: number;
}

export interface SessionsTable {
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  eid: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface Database {
  enterprises: EnterprisesTable;
  user_portals: UserPortalsTable;
  users: UsersTable;
  sessions: SessionsTable;
}

export type Enterprise = Selectable<EnterprisesTable>;
export type NewEnterprise = Insertable<EnterprisesTable>;
export type UserPortal = Selectable<UserPortalsTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
