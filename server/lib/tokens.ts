import { createHash, randomBytes } from 'node:crypto';

/** A session token: 32 random bytes as hex. Only its SHA-256 is stored, so a leaked table grants nothing. */
export function newSessionToken(): string {
  return randomBytes(32).toString('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
