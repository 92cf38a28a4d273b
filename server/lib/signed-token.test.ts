import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openToken, sealToken, signToken, verifyToken } from './signed-token';

const SECRET = 'test-secret';
const NOW = 1_700_000_000_000;

describe('signed tokens', () => {
  it('round-trips a payload until its expiry, and not after', () => {
    const token = signToken(SECRET, 'download', { r: 7 }, NOW + 1000);
    expect(verifyToken(SECRET, 'download', token, NOW)).toEqual({ ok: true, payload: { r: 7 }, expiresAt: NOW + 1000 });
    expect(verifyToken(SECRET, 'download', token, NOW + 999).ok).toBe(true);
    expect(verifyToken(SECRET, 'download', token, NOW + 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is bound to its purpose and its secret', () => {
    const token = signToken(SECRET, 'download', { r: 7 }, NOW + 1000);
    expect(verifyToken(SECRET, 'course-media', token, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken('other-secret', 'download', token, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken('', 'download', token, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('checks the signature before the expiry: a forged expired token is invalid, not expired', () => {
    const token = signToken(SECRET, 'download', { r: 7 }, NOW - 1);
    expect(verifyToken(SECRET, 'download', token, NOW).ok).toBe(false);
    expect(verifyToken(SECRET, 'download', `${token.slice(0, -2)}AA`, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a changed body, a changed signature and malformed tokens', () => {
    const token = signToken(SECRET, 'media', { u: 1 }, NOW + 1000);
    const [body, signature] = token.split('.') as [string, string];
    const otherBody = Buffer.from(JSON.stringify({ e: NOW + 1000, d: { u: 2 } })).toString('base64url');
    expect(verifyToken(SECRET, 'media', `${otherBody}.${signature}`, NOW).ok).toBe(false);
    const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(verifyToken(SECRET, 'media', `${body}.${flipped}`, NOW).ok).toBe(false);
    for (const bad of ['', '.', body, `${body}.`, `.${signature}`, `${body}.${signature}.x`, `${body}!.${signature}`])
      expect(verifyToken(SECRET, 'media', bad, NOW), bad).toEqual({ ok: false, reason: 'invalid' });
    // A validly signed body that is not a token of signToken.
    const notJson = sealToken(SECRET, 'media', 'bm90IGpzb24');
    expect(verifyToken(SECRET, 'media', notJson, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const noExpiry = sealToken(SECRET, 'media', Buffer.from('{"d":1}').toString('base64url'));
    expect(verifyToken(SECRET, 'media', noExpiry, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('pins the wire format: body "." base64url(HMAC-SHA256(secret, purpose "|" body))', () => {
    const body = Buffer.from('{"v":1}').toString('base64url');
    const expected = createHmac('sha256', SECRET).update(`lp-sso|v1|${body}`).digest('base64url');
    expect(sealToken(SECRET, 'lp-sso|v1', body)).toBe(`${body}.${expected}`);
    expect(openToken(SECRET, 'lp-sso|v1', `${body}.${expected}`)).toBe(body);
    // Padding on the signature is tolerated (some encoders add it).
    expect(openToken(SECRET, 'lp-sso|v1', `${body}.${expected}=`)).toBe(body);
  });

  it('refuses to sign without a secret, with a bad purpose or a body that is not base64url', () => {
    expect(() => sealToken('', 'x', 'abc')).toThrow();
    expect(() => sealToken(SECRET, '', 'abc')).toThrow();
    expect(() => sealToken(SECRET, 'a b', 'abc')).toThrow();
    expect(() => sealToken(SECRET, 'x', 'a.b')).toThrow();
    expect(() => signToken(SECRET, 'x', {}, Number.NaN)).toThrow();
  });
});
