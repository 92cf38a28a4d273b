import { DEFAULT_TZ_OFFSET_MINUTES } from './constants';

/** The fields every request carries (spec 000 §3), flattened into the form body or query. */
export interface RequestEnvelope {
  eid: number;
  token: string;
  userid: string;
  version: string;
  platform: string;
  language: string;
  userPortalID: string;
  /** The daily call counter; kept by the portal in a cookie that expires at the end of the day. */
  userNikkatsu: number;
  /** Client clock, milliseconds since the epoch. */
  requestTimestamp: number;
  /** The HTTP method the caller meant (GET or POST). */
  _method: 'GET' | 'POST';
  _requestPageUrl: string;
  /** `<IANA name>|<minutes east of UTC>`, only when the offset is not +480. */
  _timeZone?: string;
}

/** Keys that belong to the envelope rather than to the call's own parameters. */
export const ENVELOPE_KEYS: readonly string[] = [
  'eid',
  'token',
  'userid',
  'version',
  'platform',
  'language',
  'userPortalID',
  'userNikkatsu',
  'requestTimestamp',
  '_method',
  '_requestPageUrl',
  '_timeZone',
  '_requestSign',
  '_requestData',
];

export type ResponseStatus = 'Y' | 'N';

/** The response envelope `{code, msg, data, status, userinfo, encryptFields}`. */
export interface ResponseEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  status: ResponseStatus;
  userinfo: unknown;
  /** Names of top-level fields that are AES-sealed strings; `['data']` or empty. */
  encryptFields: string[];
}

/**
 * `_timeZone` value, or undefined when the offset is the default +480 minutes.
 * `offsetMinutes` is minutes east of UTC (the negation of Date#getTimezoneOffset).
 */
export function timeZoneField(name: string, offsetMinutes: number): string | undefined {
  if (offsetMinutes === DEFAULT_TZ_OFFSET_MINUTES) return undefined;
  return `${name}|${offsetMinutes}`;
}

/** Parse `_timeZone`; a missing value means +480. Returns null when malformed. */
export function parseTimeZoneField(value: string | undefined): { name: string; offsetMinutes: number } | null {
  if (value === undefined || value === '') return { name: 'Asia/Shanghai', offsetMinutes: DEFAULT_TZ_OFFSET_MINUTES };
  const match = /^([A-Za-z0-9_+\-/]{1,64})\|(-?\d{1,4})$/.exec(value);
  if (!match) return null;
  const offsetMinutes = Number(match[2]);
  if (offsetMinutes < -720 || offsetMinutes > 840) return null;
  return { name: match[1]!, offsetMinutes };
}
