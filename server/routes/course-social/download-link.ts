import path from 'node:path';
import { mediaStoreFor } from '../../lib/media-store';
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

/** Built zips live under a dot-folder key of the media store: /media never serves dot folders, so only a signed link reaches them. */
export function downloadKey(eid: number, name: string): string {
  return path.posix.join('.downloads', String(eid), name);
}

/**
 * The media-store key of a chapter's document when the store holds it (demo keys are the seed's
 * own files), else null.
 */
export async function storedMediaKey(mediaDir: string, key: string): Promise<string | null> {
  return (await mediaStoreFor(mediaDir).size(key)) === null ? null : key;
}
