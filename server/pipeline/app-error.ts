import type { ErrorCodeValue, ErrorReasonValue } from '../../protocol';

/**
 * The one way a service refuses: a stable protocol code, an optional machine-readable
 * reason, and optional data. The dispatcher turns it into an error envelope in the
 * caller's language; services never build envelopes or pick HTTP statuses.
 */
export class AppError extends Error {
  readonly code: ErrorCodeValue;
  readonly reason: ErrorReasonValue | undefined;
  readonly data: Record<string, unknown> | undefined;
  /** Overrides the catalogue text, e.g. a validation detail. Already in the caller's language. */
  readonly userMessage: string | undefined;

  constructor(
    code: ErrorCodeValue,
    options: { reason?: ErrorReasonValue; data?: Record<string, unknown>; message?: string } = {},
  ) {
    super(options.message ?? `error ${code}${options.reason ? ` (${options.reason})` : ''}`);
    this.name = 'AppError';
    this.code = code;
    this.reason = options.reason;
    this.data = options.data;
    this.userMessage = options.message;
  }
}
