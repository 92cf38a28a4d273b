import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one format of every HMAC token the server signs or checks (download links, course-media
 * addresses, document previews, desktop SSO tickets):
 *
 *   body "." base64url(HMAC-SHA256(secret, purpose + "|" + body))     body = base64url text
 *
 * The purpose is inside the MAC, so a token signed for one purpose never verifies for another
 * even under the same secret (a download link is not a media address). The body cannot contain
 * "|", so purpose and body cannot be shifted into each other. Signatures are compared in
 * constant time, and always before anything in the body is trusted.
 */
const BODY = /^[A-Za-z0-9_-]{1,4096}$/;
/** An HMAC-SHA256 in base64url: 43 characters, with the one "=" of padding tolerated. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}=?$/;

function mac(secret: string, purpose: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}|${body}`).digest();
}

function checkPurpose(purpose: string): void {
  if (!/^[\x21-\x7e]+$/.test(purpose)) throw new Error(`signed-token: bad purpose ${JSON.stringify(purpose)}`);
}

/** Sign a base64url body as is (for formats fixed elsewhere, such as the desktop SSO ticket). */
export function sealToken(secret: string, purpose: string, body: string): string {
  checkPurpose(purpose);
  if (!secret) throw new Error('signed-token: empty secret');
  if (!BODY.test(body)) throw new Error('signed-token: the body must be base64url text');
  return `${body}.${mac(secret, purpose, body).toString('base64url')}`;
}

/** The body of a token whose signature checks for this purpose, else null. */
export function openToken(secret: string, purpose: string, token: string): string | null {
  checkPurpose(purpose);
  if (!secret) return null;
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const body = token.slice(0, dot);
  const signature = token.slice(dot + 1);
  if (!BODY.test(body) || !SIGNATURE.test(signature)) return null;
  const expected = mac(secret, purpose, body);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? body : null;
}

/** Sign a JSON payload for one purpose until `expiresAt` (ms since the epoch). */
export function signToken(secret: string, purpose: string, payload: unknown, expiresAt: number): string {
  if (!Number.isSafeInteger(expiresAt)) throw new Error('signed-token: expiresAt must be an integer');
  return sealToken(secret, purpose, Buffer.from(JSON.stringify({ e: expiresAt, d: payload })).toString('base64url'));
}

export type TokenCheck =
  { ok: true; payload: unknown; expiresAt: number } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Check a token of `signToken`: signature first, then the expiry. The payload comes back as
 * unknown: its shape is the caller's to check.
 */
export function verifyToken(secret: string, purpose: string, token: string, now: number): TokenCheck {
  const body = openToken(secret, purpose, token);
  if (body === null) return { ok: false, reason: 'invalid' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { e: expiresAt, d: payload } = (parsed ?? {}) as { e?: unknown; d?: unknown };
  if (typeof expiresAt !== 'number' || !Number.isSafeInteger(expiresAt)) return { ok: false, reason: 'invalid' };
  if (now >= expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, payload, expiresAt };
}
