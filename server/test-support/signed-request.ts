import {
  DEFAULT_APP_KEY,
  LEGACY_ENTRY,
  PLATFORM,
  PROTOCOL_VERSION,
  REST_PREFIX,
  TOKEN_HEADER,
  formatHeaderToken,
  isRestCall,
  requestIsEncrypted,
  sealRequest,
  type Params,
  type RequestEnvelope,
} from '../../protocol';

export interface SignedRequestOptions {
  eid?: number;
  token?: string;
  userid?: string;
  language?: string;
  method?: 'GET' | 'POST';
  flags?: string[];
  appKey?: string;
  now?: number;
  counter?: number;
  /** Force sealing on or off regardless of the call's rule. */
  encrypt?: boolean;
  timeZone?: string;
}

export interface SignedRequest {
  method: 'GET' | 'POST';
  /** Path and query, relative to the server root. */
  url: string;
  headers: Record<string, string>;
  /** Form-encoded body for POST. */
  body: string | undefined;
  fields: Record<string, string>;
}

let counter = 0;

/** Build a request exactly as a well-behaved portal would: envelope, sealing, signature, header token. */
export function signedRequest(call: string, params: Params = {}, options: SignedRequestOptions = {}): SignedRequest {
  const method = options.method ?? 'GET';
  const now = options.now ?? Date.now();
  const envelope: RequestEnvelope = {
    eid: options.eid ?? 1,
    token: options.token ?? '',
    userid: options.userid ?? '',
    version: PROTOCOL_VERSION,
    platform: PLATFORM,
    language: (options.language ?? 'en_us') as RequestEnvelope['language'],
    userPortalID: '',
    userNikkatsu: options.counter ?? ++counter,
    requestTimestamp: now,
    _method: method,
    _requestPageUrl: 'http://localhost/test',
    ...(options.timeZone ? { _timeZone: options.timeZone } : {}),
  };
  const fields = sealRequest({
    call,
    envelope,
    params,
    appKey: options.appKey ?? DEFAULT_APP_KEY,
    encrypt: options.encrypt ?? requestIsEncrypted(call, options.flags ?? []),
  });
  return toRequest(call, method, fields, envelope);
}

/** Turn (possibly tampered) wire fields back into a request. */
export function toRequest(
  call: string,
  method: 'GET' | 'POST',
  fields: Record<string, string>,
  envelope: Pick<RequestEnvelope, 'token' | 'userid' | 'eid' | 'requestTimestamp'>,
): SignedRequest {
  const headers: Record<string, string> = {
    [TOKEN_HEADER]: formatHeaderToken({
      token: envelope.token,
      payload: { eid: envelope.eid, ts: envelope.requestTimestamp },
      userid: envelope.userid,
    }),
  };
  const base = isRestCall(call) ? `${REST_PREFIX}${call}` : `${LEGACY_ENTRY}?r=${call}`;
  const encoded = new URLSearchParams(fields).toString();
  if (method === 'GET') {
    return { method, url: `${base}${base.includes('?') ? '&' : '?'}${encoded}`, headers, body: undefined, fields };
  }
  headers['content-type'] = 'application/x-www-form-urlencoded';
  return { method, url: base, headers, body: encoded, fields };
}
