import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** URL path of a download link: /download/<record id>.<expiry ms>.<HMAC-SHA256, base64url>. */
export const DOWNLOAD_PATH_PREFIX = '/download/';

function mac(secret: string, recordId: number, expiresAt: number): string {
  return createHmac('sha256', secret).update(`download:${recordId}:${expiresAt}`).digest('base64url');
}

/** A signed, expiring link to one download record (spec 001 §9: valid 24 hours). */
export function signDownloadLink(secret: string, recordId: number, expiresAt: number): string {
  return `${DOWNLOAD_PATH_PREFIX}${recordId}.${expiresAt}.${mac(secret, recordId, expiresAt)}`;
}

export type LinkCheck =
  { ok: true; recordId: number; expiresAt: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Verify a link's token (the part after the prefix). The signature is checked before the time. */
export function verifyDownloadToken(secret: string, token: string, now: number): LinkCheck {
  const match = /^(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const recordId = Number(match[1]);
  const expiresAt = Number(match[2]);
  const expected = Buffer.from(mac(secret, recordId, expiresAt));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  if (now >= expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, recordId, expiresAt };
}

/** Built zips live in a dot-folder of the media directory: the /media server denies dotfiles, so only a signed link reaches them. */
export function downloadsDir(mediaDir: string): string {
  return path.join(mediaDir, '.downloads');
}

const SEED_MEDIA = path.resolve(import.meta.dirname, '../../db/seed/media');

/** The file of a chapter's media key: demo keys ship with the seed, the rest were uploaded to the media directory. */
export function mediaKeyFile(mediaDir: string, key: string): string | null {
  const root = key.startsWith('demo/') ? SEED_MEDIA : path.resolve(mediaDir);
  const file = path.resolve(root, key);
  if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) return null;
  return file;
}
