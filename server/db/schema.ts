import type { Generated, Insertable, Selectable } from 'kysely';
import type { CourseTables } from './schema-courses';
import type { DailyLoopTables } from './schema-daily-loop';
import type { MicroCourseTables } from './schema-micro-courses';
import type { PaymentTables } from './schema-payments';
import type { CourseSocialTables } from './schema-course-social';
import type { CourseStudyTables } from './schema-course-study';
import type { CourseLibraryTables } from './schema-course-library';
import type { MessageTables } from './schema-messages';
import type { HomeTables } from './schema-home';
import type { ExamTables } from './schema-exams';
import type { PracticeTables } from './schema-practice';
import type { FeedbackTables } from './schema-feedback';
import type { AuthCheckTables } from './schema-auth-checks';
import type { HostSimTables } from './schema-host-sim';
import type { LecturerTables } from './schema-lecturers';
import type { LiveTables } from './schema-live';
import type { TrainingTables } from './schema-training';
import type { MallTables } from './schema-mall';
import type { HomeworkTables } from './schema-homework';
import type { ActivityTables } from './schema-activities';
import type { QuestionnaireTables } from './schema-questionnaires';
import type { CommunityTables } from './schema-community';
import type { AdminMemberTables } from './schema-admin-members';
import type { AdminApprovalTables } from './schema-admin-approvals';
import type { AdminAssignmentTables } from './schema-admin-assignments';
import type { OutreachTables } from './schema-outreach';
import type { GrowthTables } from './schema-growth';

export type * from './schema-courses';

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
  /** 0002-auth: 1 = a new sign-in ends the user's other sessions (forced offline). */
  single_session: Generated<number>;
  /** 0002-auth: a PasswordPolicy key (protocol/password-policy.ts). */
  password_policy: Generated<string>;
  /** 0002-auth: JSON list of enabled sign-in methods, e.g. ["password","code"]. */
  login_types: Generated<string>;
  /** 0002-auth: external registration page of a private enterprise. */
  register_url: Generated<string>;
  /** 0002-auth: JSON {language: {title, html}} of the user agreement. */
  agreement: Generated<string>;
  /** 0005-accounts: HMAC key of desktop SSO tickets; empty = SSO off (decision 0007). */
  sso_secret: Generated<string>;
  /** 0003-profile: JSON list of profile field keys a member must fill (ProfileField). */
  required_profile_fields: Generated<string>;
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
  /** 0002-auth: 1 = blocked by an administrator (refused at sign-in). */
  blocked: Generated<number>;
  /** 0005-accounts: when the phone was proven by a code; accounts sharing a verified phone are one person (decision 0007). */
  phone_verified_at: Generated<number | null>;
  // 0003-profile: columns with defaults, so older inserts need not name them.
  nickname: Generated<string>;
  two_inch_photo: Generated<string>;
  /** 'YYYY-MM-DD' in the calendar birthday_type names ('solar' | 'lunar'); '' when not given. */
  birthday: Generated<string>;
  birthday_type: Generated<string>;
  post: Generated<string>;
  /** JSON list of strings. */
  labels: Generated<string>;
  department_id: number | null;
  /** 1 while the user still has the initial password an administrator gave them. */
  must_change_password: Generated<number>;
}

export interface SessionsTable {
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  eid: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** 0002-auth: why it was revoked, e.g. 'signed_in_elsewhere'; null for a plain sign-out. */
  revoked_reason: Generated<string | null>;
}

/** 0002-auth: one verification code per row; only its hash is stored. */
export interface VerificationCodesTable {
  id: Generated<number>;
  eid: number;
  phone: string;
  country_code: string;
  purpose: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: Generated<number>;
  consumed_at: number | null;
}

/** 0002-auth: every message the server sends, as sent (the loopback SMS provider reads it). */
export interface MessageOutboxTable {
  id: Generated<number>;
  eid: number;
  channel: string;
  recipient: string;
  body: string;
  created_at: number;
}

/** 0002-auth: send attempts counted by the code-sending rate limits. */
/**
 * 0020: one counter per limited (scope, subject) — an account, an address, a phone — for the
 * window that ends at `window_ends_at` (server/lib/limits.ts). A platform table: subjects that
 * belong to an enterprise carry its eid.
 */
export interface LimitCountersTable {
  scope: string;
  subject: string;
  hits: number;
  /** Epoch ms; bigint in the database, so PostgreSQL's driver may hand it back as a string. */
  window_ends_at: number | string;
}

/** 0020: the signature of each verified request until its timestamp window has passed (pipeline/replay-guard.ts). */
export interface SeenRequestsTable {
  /** The request's signed timestamp (ms): the key's first part since 0050-seen-requests-by-time. */
  request_ts: number;
  signature: string;
}

/** 0005-accounts: who may use which user portal. */
export interface UserPortalMembersTable {
  portal_id: number;
  user_id: number;
  eid: number;
}

/** 0005-accounts: SSO ticket nonces already exchanged (each works once). */
export interface SsoNoncesTable {
  eid: number;
  nonce: string;
  used_at: number;
  expires_at: number;
}

/** 0003-profile: an enterprise's department tree; parent_id null at the top level. */
export interface DepartmentsTable {
  id: Generated<number>;
  eid: number;
  parent_id: number | null;
  name: string;
  sort: number;
}

/** Each area's tables live in schema-<area>.ts and join here. */
export interface Database
  extends
    CourseTables,
    DailyLoopTables,
    MicroCourseTables,
    PaymentTables,
    CourseSocialTables,
    CourseStudyTables,
    CourseLibraryTables,
    MessageTables,
    HomeTables,
    ExamTables,
    PracticeTables,
    FeedbackTables,
    AuthCheckTables,
    HostSimTables,
    LecturerTables,
    LiveTables,
    TrainingTables,
    MallTables,
    HomeworkTables,
    CommunityTables,
    ActivityTables,
    AdminMemberTables,
    AdminApprovalTables,
    AdminAssignmentTables,
    OutreachTables,
    GrowthTables,
    QuestionnaireTables {
  enterprises: EnterprisesTable;
  user_portals: UserPortalsTable;
  users: UsersTable;
  sessions: SessionsTable;
  departments: DepartmentsTable;
  verification_codes: VerificationCodesTable;
  message_outbox: MessageOutboxTable;
  limit_counters: LimitCountersTable;
  seen_requests: SeenRequestsTable;
  user_portal_members: UserPortalMembersTable;
  sso_nonces: SsoNoncesTable;
}

/**
 * The enterprise as every call sees it (ctx.enterprise): its row without the user agreement, the
 * one large column (about 2 KB), which only the agreement call reads, by itself (decision 0068:
 * decoding it was half of the pipeline's enterprise read).
 */
export type Enterprise = Omit<Selectable<EnterprisesTable>, 'agreement'>;
export type NewEnterprise = Insertable<EnterprisesTable>;
export type UserPortal = Selectable<UserPortalsTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Department = Selectable<DepartmentsTable>;
