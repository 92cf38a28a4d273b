/**
 * The one error every API call rejects with. Feature code reads `code`, `msg` and `data`;
 * it never sees HTTP details beyond `httpStatus`, nor protocol mechanics.
 *
 * - `server`: the gateway answered with a status other than 'Y' (`code` is its code).
 * - `network` / `timeout`: no usable answer (`code` -1); returned to the caller as a value
 *   (spec 000 §8), no global UI.
 * - `invalid-response`: the body was not a readable envelope, or sealed data would not open.
 */
export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'invalid-response';

/** `code` of errors that never reached a gateway answer. */
export const CLIENT_ERROR_CODE = -1;

export interface ApiErrorInit {
  code: number;
  msg: string;
  data?: unknown;
  httpStatus?: number;
  kind: ApiErrorKind;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  /** 0 when no HTTP response arrived. */
  readonly httpStatus: number;
  readonly kind: ApiErrorKind;
  /** True once the global handler showed something for it, so callers do not show it twice. */
  handled = false;

  constructor(init: ApiErrorInit) {
    super(init.msg || `API error ${init.code} (${init.kind})`, { cause: init.cause });
    this.name = 'ApiError';
    this.code = init.code;
    this.msg = init.msg;
    this.data = init.data ?? null;
    this.httpStatus = init.httpStatus ?? 0;
    this.kind = init.kind;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
