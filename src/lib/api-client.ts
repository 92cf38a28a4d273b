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
import type { ApiClient, ApiClientDeps, CallOptions, HttpMethod, UploadOptions } from './api-client-types';
import { defaultApiClientDeps } from './api-client-defaults';
import { createExchange, readEnvelope } from './api-transport';
import { declaredCalls, type DeclaredCalls } from './api-request';

export { ApiError, isApiError, CLIENT_ERROR_CODE, type ApiErrorKind } from './api-error';

export type {
  ApiClient,
  ApiClientDeps,
  ApiErrorHandler,
  CallContext,
  CallOptions,
  HttpMethod,
  UploadOptions,
} from './api-client-types';
export { UPLOAD_TIMEOUT_MS } from './api-client-types';

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

    // The XHR transport loads with the first upload (most visits upload nothing).
    const { xhrUpload } = await import('./api-upload');
    const result = await xhrUpload({
      xhr: deps.xhr ? deps.xhr() : new XMLHttpRequest(),
      url: callUrl(deps.uploadBaseUrl?.() || deps.baseUrl(), call),
      tokenHeader,
      form,
      options,
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
