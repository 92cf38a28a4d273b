import { COURSE_ERROR_CODES } from './error-codes/courses';
import { COURSE_STUDY_ERROR_CODES } from './error-codes/course-study';
import { COURSE_SOCIAL_ERROR_CODES } from './error-codes/course-social';
import { PAYMENT_ERROR_CODES } from './error-codes/payments';
import { MICRO_COURSE_ERROR_CODES } from './error-codes/micro-courses';
import { DAILY_LOOP_ERROR_CODES } from './error-codes/daily-loop';
import { MESSAGE_ERROR_CODES } from './error-codes/messages';
import { HOME_ERROR_CODES } from './error-codes/home';
import { EXAM_ERROR_CODES } from './error-codes/exams';
import { EXAM_GRADING_ERROR_CODES } from './error-codes/exam-grading';
import { HOMEWORK_ERROR_CODES } from './error-codes/homework';
import { PRACTICE_ERROR_CODES } from './error-codes/practice';
import { FEEDBACK_ERROR_CODES } from './error-codes/feedback';
import { ACCOUNT_ERROR_CODES } from './error-codes/account';
import { QUESTIONNAIRE_ERROR_CODES } from './error-codes/questionnaires';
import { ACTIVITY_ERROR_CODES } from './error-codes/activities';
import { MALL_ERROR_CODES } from './error-codes/mall';
import { LECTURER_ERROR_CODES } from './error-codes/lecturers';
import { TRAINING_ERROR_CODES } from './error-codes/training';
import { COMMUNITY_ERROR_CODES } from './error-codes/community';
import { ADMIN_MEMBER_ERROR_CODES } from './error-codes/admin-members';
import { ADMIN_STATISTICS_ERROR_CODES } from './error-codes/admin-statistics';
import { ADMIN_ASSIGNMENT_ERROR_CODES } from './error-codes/admin-assignments';
import { LIVE_ERROR_CODES } from './error-codes/live';
import { MEETING_ERROR_CODES } from './error-codes/meetings';
import { ADMIN_MESSAGING_ERROR_CODES } from './error-codes/admin-messaging';
import { OUTSIDER_ERROR_CODES } from './error-codes/outsiders';
import { ADMIN_APPROVAL_ERROR_CODES } from './error-codes/admin-approvals';

/**
 * The one error vocabulary. Stable numeric codes travel in the envelope's `code`; the
 * user-facing text travels in `msg`, in the caller's language (see error-messages.ts).
 * The portal maps codes to behaviour (spec 000 §8); the server maps them to HTTP status.
 */
export const ErrorCode = {
  OK: 0,
  /** Not signed in, or the session was revoked or expired. Portal: prompt page after 2 s. */
  UNAUTHORIZED: 401,
  /** Refused request the portal treats like 401 (spec 000 §8). */
  BAD_REQUEST: 400,
  /** Silently ignored by the portal (optional identity missing). */
  IGNORED: 4011,
  /** Profile completion required: the portal opens personal data with errorMsg 4. */
  PROFILE_INCOMPLETE: 4012,
  /** A business refusal whose message is shown as an error toast. */
  USER_ERROR: 50005,
  /** Special notice: the portal goes to the prompt page with errorMsg 577. */
  NOTICE_577: 577,

  // Protocol refusals (docs/protocol.md). Never a side effect, always a log line.
  ENVELOPE_MALFORMED: 40010,
  SIGNATURE_INVALID: 40011,
  TIMESTAMP_OUT_OF_WINDOW: 40012,
  REQUEST_REPLAYED: 40013,
  PAYLOAD_UNDECRYPTABLE: 40014,
  ENCRYPTION_REQUIRED: 40015,

  // Tenancy and identity.
  ENTERPRISE_NOT_FOUND: 40401,
  NOT_FOUND: 40400,
  FORBIDDEN: 40300,
  INVALID_INPUT: 42200,
  LOGIN_FAILED: 42201,
  // Sign-in and sign-up (42202-42219).
  VERIFICATION_CODE_INVALID: 42202,
  PHONE_INVALID: 42203,
  CODE_SEND_TOO_FREQUENT: 42204,
  PHONE_ALREADY_REGISTERED: 42205,
  REGISTRATION_CLOSED: 42206,
  AGREEMENT_NOT_ACCEPTED: 42207,
  /** The password breaks the enterprise's policy; `data.rule` names the rule (PasswordProblem). */
  PASSWORD_REJECTED: 42208,
  LOGIN_TYPE_DISABLED: 42209,
  ALREADY_A_MEMBER: 42210,
  NOT_A_PUBLIC_ORGANISATION: 42211,
  /** Joining a public organisation needs a phone on the account (it links the person's accounts). */
  PHONE_REQUIRED: 42212,
  /** Face sign-in refused; `data.reason` is one of spec 001 §9's face refusals (FACE_REASONS). */
  FACE_LOGIN_REFUSED: 42213,
  /** Code sending needs a passed slider check first (after repeated sends; decision 0037). */
  SLIDER_REQUIRED: 42214,
  /** The slider answer was wrong, or the puzzle was already answered or too old. */
  SLIDER_FAILED: 42215,
  // Profile (42220-42239, decision 0005).
  /** The current password given to change it is wrong. */
  OLD_PASSWORD_WRONG: 42220,
  /** The new password is the current one. */
  PASSWORD_UNCHANGED: 42221,
  /** The new phone is the one the account already has. */
  PHONE_UNCHANGED: 42222,
  /** Another account of the enterprise has this phone. */
  PHONE_IN_USE: 42223,
  /** The department is not one of the caller's enterprise. */
  DEPARTMENT_NOT_FOUND: 42224,
  /** The uploaded file is over the call's limit (`data.maxBytes`). */
  UPLOAD_TOO_LARGE: 42225,
  /** The uploaded file is not of an accepted type (checked by its bytes; `data.accepted`). */
  UPLOAD_TYPE_NOT_ALLOWED: 42226,
  /** The upload carried no file, or a file whose digest does not match the signed one. */
  UPLOAD_MISSING: 42227,
  // Languages (42240-42259).
  /** The enterprise turned language switching off (switch_language 'N'): Chinese is forced. */
  LANGUAGE_SWITCH_DISABLED: 42240,
  // Enterprises of a person, user portals, desktop SSO (42260-42279, decision 0007).
  /** The SSO ticket is malformed, forged, for another enterprise or channel, or names no account. */
  SSO_TICKET_INVALID: 42260,
  /** The SSO ticket is older than its 2-minute window. */
  SSO_TICKET_EXPIRED: 42261,
  /** The SSO ticket's nonce was already exchanged. */
  SSO_TICKET_USED: 42262,
  /** The enterprise has no SSO secret: desktop sign-in is off. */
  SSO_NOT_ENABLED: 42263,
  /** Switching to another enterprise was refused; `data.reason` says why (not_a_member, enterprise_expired, account_locked, …). */
  ENTERPRISE_SWITCH_REFUSED: 42264,
  /** The user portal does not exist in this enterprise, is switched off, or is not open to the user. */
  PORTAL_NOT_AVAILABLE: 42265,
  // Workplace-chat hosts: DingTalk and WeCom sign-in and signatures (42280-42299, decision 0015).
  /** The host user id is not a member of the enterprise bound to that corp (`data.reason` not_in_address_book). */
  NOT_IN_ADDRESS_BOOK: 42280,
  /** The host's one-time code is unknown, used or older than its 5 minutes: ask the host for a new one. */
  HOST_CODE_INVALID: 42281,
  /** The enterprise has no DingTalk / WeCom app configured (no corp id or no credentials). */
  HOST_NOT_CONFIGURED: 42282,
  /** The vendor's open API refused or could not be reached (`data.errcode` when it answered). */
  HOST_UPSTREAM_FAILED: 42283,
  /** The address to sign is not a page of this portal (open-data / JSAPI signature). */
  HOST_URL_REFUSED: 42284,
  RATE_LIMITED: 42900,
  /** The same action was submitted again while the first was still being handled, or after it took effect. */
  DUPLICATE_SUBMISSION: 42901,
  INTERNAL: 50000,
  // Learning-domain codes, one file per area (protocol/error-codes/), so areas never edit each other's lists.
  ...COURSE_ERROR_CODES,
  ...COURSE_STUDY_ERROR_CODES,
  ...COURSE_SOCIAL_ERROR_CODES,
  ...PAYMENT_ERROR_CODES,
  ...MICRO_COURSE_ERROR_CODES,
  ...DAILY_LOOP_ERROR_CODES,
  ...MESSAGE_ERROR_CODES,
  ...HOME_ERROR_CODES,
  ...EXAM_ERROR_CODES,
  ...EXAM_GRADING_ERROR_CODES,
  ...HOMEWORK_ERROR_CODES,
  ...PRACTICE_ERROR_CODES,
  ...FEEDBACK_ERROR_CODES,
  ...ACCOUNT_ERROR_CODES,
  ...QUESTIONNAIRE_ERROR_CODES,
  ...ACTIVITY_ERROR_CODES,
  ...MALL_ERROR_CODES,
  ...LECTURER_ERROR_CODES,
  ...LIVE_ERROR_CODES,
  ...MEETING_ERROR_CODES,
  ...ADMIN_MESSAGING_ERROR_CODES,
  ...OUTSIDER_ERROR_CODES,
  ...ADMIN_APPROVAL_ERROR_CODES,
  ...TRAINING_ERROR_CODES,
  ...COMMUNITY_ERROR_CODES,
  ...ADMIN_MEMBER_ERROR_CODES,
  ...ADMIN_STATISTICS_ERROR_CODES,
  ...ADMIN_ASSIGNMENT_ERROR_CODES,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export type ErrorKey = Exclude<keyof typeof ErrorCode, 'OK'>;

/** Stable machine-readable reasons carried in `data.reason` beside a code. */
export const ErrorReason = {
  ACCOUNT_LOCKED: 'account_locked',
  ENTERPRISE_EXPIRED: 'enterprise_expired',
  ENTERPRISE_LOCKED: 'enterprise_locked',
  ENTERPRISE_CLOSED: 'enterprise_closed',
  NOT_A_MEMBER: 'not_a_member',
  /** The account was blocked by an administrator (spec 001 §8 "blocked by admin"). */
  BLOCKED_BY_ADMIN: 'blocked_by_admin',
  /** The enterprise has more members than its licence allows (spec 001 §8 "user count over limit"). */
  USER_LIMIT_REACHED: 'user_limit_reached',
  /** The session was ended by a sign-in on another device (spec 001 §8 "forced offline"). */
  SIGNED_IN_ELSEWHERE: 'signed_in_elsewhere',
  /** The workplace-chat user is not in the enterprise's address book (the /prompt page's errorMsg). */
  NOT_IN_ADDRESS_BOOK: 'not_in_address_book',
} as const;

export type ErrorReasonValue = (typeof ErrorReason)[keyof typeof ErrorReason];

/** HTTP status the server answers with for each code (the envelope is always the body). */
export function httpStatusFor(code: number): number {
  if (code === ErrorCode.OK) return 200;
  if (code === ErrorCode.UNAUTHORIZED || code === ErrorCode.IGNORED) return 401;
  if (code === ErrorCode.FORBIDDEN) return 403;
  if (code === ErrorCode.NOT_FOUND || code === ErrorCode.ENTERPRISE_NOT_FOUND) return 404;
  if (code === ErrorCode.RATE_LIMITED) return 429;
  if (code === ErrorCode.INTERNAL) return 500;
  if (code >= 40010 && code <= 40015) return 400;
  if (code === ErrorCode.INVALID_INPUT || code === ErrorCode.LOGIN_FAILED) return 422;
  return 200;
}

export function errorKeyOf(code: number): ErrorKey | undefined {
  const entry = Object.entries(ErrorCode).find(([, value]) => value === code);
  return entry && entry[0] !== 'OK' ? (entry[0] as ErrorKey) : undefined;
}
