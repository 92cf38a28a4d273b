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
  RATE_LIMITED: 42900,
  INTERNAL: 50000,
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
