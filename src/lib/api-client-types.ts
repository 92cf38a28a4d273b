import type { CallName, Params, ResponseEnvelope } from '../../protocol';
import type { ApiError } from './api-error';
import type { DeclaredCalls } from './api-request';

/* The API client's types and limits (src/lib/api-client.ts), apart so the client reads as what it does. */

/**
 * Uploads may take longer than the 20 s call timeout on a slow line; progress keeps the
 * person informed, and this bounds a stalled transfer.
 */
export const UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;

export type HttpMethod = 'GET' | 'POST';

/** What the session knows that every envelope needs; injected so lib never imports features. */
export interface CallContext {
  eid: number;
  /** The enterprise's `is_alpha` feature flags (they switch signing and AES on). */
  flags: readonly string[];
  userPortalID: string;
  /** The effective language. */
  language: string;
}

export interface CallOptions {
  method?: HttpMethod;
  /** The caller shows failures itself: the global handler skips its message toasts. */
  quiet?: boolean;
  /** Let the request finish after the page goes away (a last call on `pagehide`). */
  keepalive?: boolean;
  /**
   * Send as a signed-out visitor of this enterprise (with its feature flags), whatever the session:
   * the public face of another organisation's item behind a shared link (issue 17).
   */
  visitorOf?: { eid: number; flags: readonly string[] };
  /** The caller handles every failure itself: the global policy (toasts, prompt redirects) is skipped. */
  ownErrors?: boolean;
}

/** Global policy for failed calls (spec 000 §8). Returns true when it showed something. */
export type ApiErrorHandler = (error: ApiError, info: { call: CallName; quiet: boolean }) => boolean;

export interface ApiClientDeps {
  baseUrl: () => string;
  /** Where uploads go when not to baseUrl (spec 000 §7 "a dedicated upload host"); '' = baseUrl. */
  uploadBaseUrl?: () => string;
  appKey: () => string;
  context: () => CallContext;
  credentials: () => { token: string; userid: string };
  pageUrl: () => string;
  nextDailyCount: () => number;
  now: () => number;
  timeZone: () => { name: string; offsetMinutes: number };
  onError: ApiErrorHandler;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Uploads report progress through XMLHttpRequest (tests inject a fake). */
  xhr?: () => XMLHttpRequest;
}

export interface UploadOptions {
  /** The caller shows failures itself (as for `call`). */
  quiet?: boolean;
  /** Fraction of the request body sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface ApiClient extends DeclaredCalls {
  /** Resolves with `data` when status is 'Y'; rejects with ApiError otherwise. */
  call<T>(call: CallName, params?: Params, options?: CallOptions): Promise<T>;
  /** Like `call`, but resolves with the whole (opened) envelope, for calls that use `userinfo`. */
  callEnvelope<T>(call: CallName, params?: Params, options?: CallOptions): Promise<ResponseEnvelope<T>>;
  /**
   * POST a multipart upload: a Blob (sent as the part `file`) or a FormData whose strings are
   * parameters and whose Blobs are files. Each file is signed by its SHA-256 (docs/protocol.md
   * "Uploads"). Resolves with the whole envelope, like `callEnvelope`.
   */
  upload<T>(call: CallName, body: Blob | FormData, options?: UploadOptions): Promise<ResponseEnvelope<T>>;
}
