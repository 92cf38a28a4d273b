import { signingPath, type CallName } from './call-path';
import { toHex, utf8 } from './bytes';
import { cryptoPrimitives } from './crypto-primitives';

/** Keys never part of the signed string: the signature itself, and the page URL, which
 * proxies and hosts re-encode freely and which carries no authority. */
export const UNSIGNED_KEYS: readonly string[] = ['_requestSign', '_requestPageUrl'];

export type ParamValue = string | number | boolean | null | undefined | Blob | readonly unknown[] | object;
export type Params = Record<string, ParamValue>;

/** RFC 3986 unreserved characters: the only ones a signed part keeps as they are. */
const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * One part (a key or a value) of the signed string: its UTF-8 bytes, each byte outside the
 * RFC 3986 unreserved set written `%XX` with upper-case hex — encodeURIComponent plus `!'()*`.
 * The result never contains `=` or `&`, so the separators cannot be forged from inside a part,
 * and one text has exactly one encoding. Written byte by byte rather than with
 * encodeURIComponent so a lone surrogate cannot throw (it becomes U+FFFD, as on the wire).
 */
export function encodeSignedPart(text: string): string {
  // Fast paths (issue 28: the canonical string was a tenth of a cheap call's CPU on the server):
  // a part of unreserved characters only is its own encoding, and encodeURIComponent writes the
  // same upper-case `%XX` bytes for everything else but `!'()*` — it throws only on a lone
  // surrogate, which the byte-by-byte encoding below handles.
  if (ALL_UNRESERVED.test(text)) return text;
  try {
    return encodeURIComponent(text).replace(SUB_DELIMS, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  } catch {
    return encodeBytes(text);
  }
}

const ALL_UNRESERVED = /^[A-Za-z0-9\-._~]*$/;
/** The characters encodeURIComponent leaves as they are but RFC 3986 reserves. */
const SUB_DELIMS = /[!'()*]/g;

function encodeBytes(text: string): string {
  let out = '';
  for (const byte of utf8(text)) {
    const c = String.fromCharCode(byte);
    out += byte < 0x80 && UNRESERVED.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A field as the wire carries it: text; null and undefined are never sent. */
function wireText(value: ParamValue): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The canonical string: every wire field but UNSIGNED_KEYS — empty values included, since
 * an empty field means something (it clears a value) — each key and value encoded with
 * encodeSignedPart, sorted by encoded key (plain ASCII order, the same in every language),
 * joined as `k=v&k=v`. Two different parameter sets never give the same text.
 */
export function canonicalString(params: Params): string {
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(params)) {
    const text = wireText(value);
    if (UNSIGNED_KEYS.includes(key) || text === undefined) continue;
    pairs.push([encodeSignedPart(key), encodeSignedPart(text)]);
  }
  // By key alone: sorting whole `k=v` parts would put `a-b=` before `a=` ('-' < '=').
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return pairs.map(([key, value]) => `${key}=${value}`).join('&');
}

/** The signing key: upper-cased call path, the daily call counter and the app key. */
export function signingKey(call: CallName, dailyCounter: string | number, appKey: string): string {
  return `${signingPath(call)}|${dailyCounter}|${appKey}`;
}

/** `_requestSign`: lower-case hex HMAC-SHA256 of the canonical string under the signing key. */
export function signParams(call: CallName, params: Params, appKey: string): string {
  const counter = params.userNikkatsu ?? '';
  const key = signingKey(call, String(counter), appKey);
  return toHex(cryptoPrimitives().hmacSha256(utf8(key), utf8(canonicalString(params))));
}

/** Constant-time comparison of two hex signatures. */
export function signaturesEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export function verifySignature(call: CallName, params: Params, appKey: string): boolean {
  const given = params._requestSign;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
  return signaturesEqual(given, signParams(call, params, appKey));
}
