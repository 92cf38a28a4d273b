import fs from 'node:fs';
import path from 'node:path';
import { signToken, verifyToken } from '../../lib/signed-token';

/** URL path of a download link: /download/<signed token of the record id, expiring with the record>. */
export const DOWNLOAD_PATH_PREFIX = '/download/';
const PURPOSE = 'download-link';

/** A signed, expiring link to one download record (spec 001 §9: valid 24 hours). */
export function signDownloadLink(secret: string, recordId: number, expiresAt: number): string {
  return `${DOWNLOAD_PATH_PREFIX}${signToken(secret, PURPOSE, { r: recordId }, expiresAt)}`;
}

export type LinkCheck =
  { ok: true; recordId: number; expiresAt: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Verify a link's token (the part after the prefix). The signature is checked before the time. */
export function verifyDownloadToken(secret: string, token: string, now: number): LinkCheck {
  const check = verifyToken(secret, PURPOSE, token, now);
  if (!check.ok) return check;
  const recordId = (check.payload as { r?: unknown } | null)?.r;
  if (typeof recordId !== 'number' || !Number.isSafeInteger(recordId)) return { ok: false, reason: 'invalid' };
  return { ok: true, recordId, expiresAt: check.expiresAt };
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
