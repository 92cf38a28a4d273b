import {
  API_TIMEOUT_MS,
  ErrorCode,
  PLATFORM,
  PROTOCOL_VERSION,
  TOKEN_HEADER,
  callUrl,
  digestParamOf,
  formatHeaderToken,
  openResponse,
  requestIsEncrypted,
  responseIsEncrypted,
  sealRequest,
  sha256Hex,
  timeZoneField,
  type CallName,
  type Params,
  type RequestEnvelope,
  type ResponseEnvelope,
} from '../../protocol';
import { ApiError, CLIENT_ERROR_CODE } from './api-error';
import { defaultApiClientDeps } from './api-client-defaults';
import { createExchange, readEnvelope } from './api-transport';
import { declaredCalls, type DeclaredCalls } from './api-request';

export { ApiError, isApiError, CLIENT_ERROR_CODE, type ApiErrorKind } from './api-error';

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

/**
 * Uploads may take longer than the 20 s call timeout on a slow line; progress keeps the
 * person informed, and this bounds a stalled transfer.
 */
export const UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;

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

export function createApiClient(deps: ApiClientDeps): ApiClient {
  // Plain fetch with a timeout (api-transport.ts; decision 0024: ky left the start-up chunk). The
  // only resend is the clock correction's, a new request with its own timestamp and signature.
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const timeoutMs = deps.timeoutMs ?? API_TIMEOUT_MS;
  // Added to the device's clock when signing: learned from the gateway's clock after a 40012 (api-clock.ts).
  let clockOffset = 0;

  const exchange = createExchange(doFetch, timeoutMs);

  function fail(error: ApiError, call: CallName, quiet: boolean | 'own'): never {
    error.handled = quiet === 'own' ? false : deps.onError(error, { call, quiet });
    throw error;
  }

  /** The sealed, signed wire fields of a call and its header token. */
  function prepare(call: CallName, params: Params, method: HttpMethod, visitorOf?: CallOptions['visitorOf']) {
    const context = visitorOf
      ? { ...deps.context(), eid: visitorOf.eid, flags: visitorOf.flags, userPortalID: '' }
      : deps.context();
    const { token, userid } = visitorOf ? { token: '', userid: '' } : deps.credentials();
    const appKey = deps.appKey();
    const envelope: RequestEnvelope = {
      eid: context.eid,
      token,
      userid,
      version: PROTOCOL_VERSION,
      platform: PLATFORM,
      language: context.language,
      userPortalID: context.userPortalID,
      userNikkatsu: deps.nextDailyCount(),
      requestTimestamp: deps.now() + clockOffset,
      _method: method,
      _requestPageUrl: deps.pageUrl(),
    };
    const zone = deps.timeZone();
    const tz = timeZoneField(zone.name, zone.offsetMinutes);
    if (tz !== undefined) envelope._timeZone = tz;

    const sealed = sealRequest({ call, envelope, params, appKey, encrypt: requestIsEncrypted(call, context.flags) });
    const tokenHeader = formatHeaderToken({
      token,
      userid,
      payload: { eid: envelope.eid, ts: envelope.requestTimestamp },
    });
    return { sealed, tokenHeader, appKey, flags: context.flags };
  }

  /** Read, open and check an answer; every failure goes through the error policy. */
  function finish<T>(
    call: CallName,
    text: string,
    status: number,
    appKey: string,
    flags: readonly string[],
    quiet: boolean | 'own',
  ): ResponseEnvelope<T> {
    const received = readEnvelope(text);
    if (!received) {
      return fail(
        new ApiError({ code: CLIENT_ERROR_CODE, msg: '', httpStatus: status, kind: 'invalid-response' }),
        call,
        quiet,
      );
    }
    let opened: ResponseEnvelope;
    try {
      opened = openResponse(received, appKey, responseIsEncrypted(call, flags));
    } catch (cause) {
      return fail(
        new ApiError({ code: CLIENT_ERROR_CODE, msg: '', httpStatus: status, kind: 'invalid-response', cause }),
        call,
        quiet,
      );
    }
    if (opened.status !== 'Y') {
      const error = new ApiError({
        code: opened.code,
        msg: opened.msg,
        data: opened.data,
        httpStatus: status,
        kind: 'server',
      });
      return fail(error, call, quiet);
    }
    return opened as ResponseEnvelope<T>;
  }

  async function callEnvelope<T>(
    call: CallName,
    params: Params = {},
    options: CallOptions = {},
  ): Promise<ResponseEnvelope<T>> {
    const method = options.method ?? 'GET';
    const quiet = options.ownErrors ? 'own' : (options.quiet ?? false);
    /** Seal, sign and send the call once, at the current corrected time. */
    const send = async () => {
      const prepared = prepare(call, params, method, options.visitorOf);
      const form = new URLSearchParams(prepared.sealed).toString();
      const base = callUrl(deps.baseUrl(), call);
      // Legacy URLs already hold `?r=controller/action`, which stays first.
      const url = method === 'GET' ? `${base}${base.includes('?') ? '&' : '?'}${form}` : base;
      const headers: Record<string, string> = { accept: 'application/json', [TOKEN_HEADER]: prepared.tokenHeader };
      if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      const sentAt = deps.now();
      const answer = await exchange(url, {
        method,
        headers,
        ...(method === 'POST' ? { body: form } : {}),
        ...(options.keepalive ? { keepalive: true } : {}),
      });
      return { prepared, answer, sentAt, receivedAt: deps.now() };
    };

    let sent = await send();
    // This device's clock is too far from the gateway's: learn the gap from the refusal and send once
    // more (api-clock.ts, loaded only then: the start-up chunk has a budget).
    if (!('kind' in sent.answer) && readEnvelope(sent.answer.text)?.code === ErrorCode.TIMESTAMP_OUT_OF_WINDOW) {
      const { clockOffsetFromDate } = await import('./api-clock');
      const offset = clockOffsetFromDate(sent.answer.date, sent.sentAt, sent.receivedAt);
      if (offset !== null) {
        clockOffset = offset;
        sent = await send();
      }
    }
    const { prepared, answer } = sent;
    const { appKey, flags } = prepared;
    if ('kind' in answer) {
      return fail(
        new ApiError({ code: CLIENT_ERROR_CODE, msg: '', httpStatus: 0, kind: answer.kind, cause: answer.cause }),
        call,
        quiet,
      );
    }
    const { status, text } = answer;

    return finish<T>(call, text, status, appKey, flags, quiet);
  }

  async function upload<T>(
    call: CallName,
    body: Blob | FormData,
    options: UploadOptions = {},
  ): Promise<ResponseEnvelope<T>> {
    const quiet = options.quiet ?? false;
    const params: Record<string, string> = {};
    const files: Array<[string, Blob]> = [];
    if (body instanceof Blob) files.push(['file', body]);
    else body.forEach((value, key) => (typeof value === 'string' ? (params[key] = value) : files.push([key, value])));
    for (const [field, file] of files)
      params[digestParamOf(field)] = sha256Hex(new Uint8Array(await file.arrayBuffer()));

    const { sealed, tokenHeader, appKey, flags } = prepare(call, params, 'POST');
    const form = new FormData();
    for (const [key, value] of Object.entries(sealed)) form.append(key, value);
    // Files last: the server reads the text parts first and can answer in the right language.
    for (const [field, file] of files) form.append(field, file, file instanceof File ? file.name : field);

    // fetch cannot report upload progress over HTTP/1.1 (request streams need HTTP/2), so XHR.
    const result = await new Promise<{ status: number; text: string } | { error: ApiError }>((resolve) => {
      const xhr = deps.xhr ? deps.xhr() : new XMLHttpRequest();
      xhr.open('POST', callUrl(deps.uploadBaseUrl?.() || deps.baseUrl(), call));
      xhr.timeout = UPLOAD_TIMEOUT_MS;
      xhr.setRequestHeader('accept', 'application/json');
      xhr.setRequestHeader(TOKEN_HEADER, tokenHeader);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
      };
      const failed = (kind: 'network' | 'timeout') => () =>
        resolve({ error: new ApiError({ code: CLIENT_ERROR_CODE, msg: '', httpStatus: 0, kind }) });
      xhr.onerror = failed('network');
      xhr.onabort = failed('network');
      xhr.ontimeout = failed('timeout');
      xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
    if ('error' in result) return fail(result.error, call, quiet);
    options.onProgress?.(1);
    return finish<T>(call, result.text, result.status, appKey, flags, quiet);
  }

  return {
    callEnvelope,
    upload,
    call: async <T>(call: CallName, params?: Params, options?: CallOptions) =>
      (await callEnvelope<T>(call, params, options)).data,
    ...declaredCalls({ callEnvelope, upload }),
  };
}

let current: ApiClient = createApiClient(defaultApiClientDeps());

/** Start-up plugs in the session getters and the error policy (src/app); tests reset with `{}`. */
export function configureApiClient(overrides: Partial<ApiClientDeps>): void {
  current = createApiClient({ ...defaultApiClientDeps(), ...overrides });
}

/**
 * The portal's API client: feature `api/` files make declared calls through it, and only those
 * (decision 0031); the raw transport (`call`, `callEnvelope`, `upload`) stays inside lib.
 */
export const api: DeclaredCalls = declaredCalls({
  callEnvelope: (call, params, options) => current.callEnvelope(call, params, options),
  upload: (call, body, options) => current.upload(call, body, options),
});
