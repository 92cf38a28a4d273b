import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { signingPath, type CallName } from './call-path';
import { toHex, utf8 } from './bytes';

/** Keys never part of the signed string: the signature itself, and the page URL, which
 * proxies and hosts re-encode freely and which carries no authority. */
export const UNSIGNED_KEYS: readonly string[] = ['_requestSign', '_requestPageUrl'];

export type ParamValue = string | number | boolean | null | undefined | Blob | readonly unknown[] | object;
export type Params = Record<string, ParamValue>;

function isSignedScalar(value: ParamValue): value is string | number | boolean {
  if (typeof value === 'string') return value !== '';
  return typeof value === 'number' || typeof value === 'boolean';
}

/**
 * The canonical string: non-empty scalar parameters (strings, numbers, booleans),
 * minus UNSIGNED_KEYS, sorted by key in code-unit order, joined as `k=v&k=v` with raw
 * (not URL-encoded) values.
 */
export function canonicalString(params: Params): string {
  return Object.keys(params)
    .filter((key) => !UNSIGNED_KEYS.includes(key) && isSignedScalar(params[key]))
    .sort()
    .map((key) => `${key}=${String(params[key])}`)
    .join('&');
}

/** The signing key: upper-cased call path, the daily call counter and the app key. */
export function signingKey(call: CallName, dailyCounter: string | number, appKey: string): string {
  return `${signingPath(call)}|${dailyCounter}|${appKey}`;
}

/** `_requestSign`: lower-case hex HMAC-SHA256 of the canonical string under the signing key. */
export function signParams(call: CallName, params: Params, appKey: string): string {
  const counter = params.userNikkatsu ?? '';
  const key = signingKey(call, String(counter), appKey);
  return toHex(hmac(sha256, utf8(key), utf8(canonicalString(params))));
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
