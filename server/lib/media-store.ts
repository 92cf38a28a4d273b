import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Public URL prefix of stored media (served by server/media.ts). */
export const MEDIA_URL_PREFIX = '/media/';

/**
 * Store bytes under the media directory with a random, unguessable name:
 * `<eid>/<kind>/<32 hex>.<ext>`. Returns the public URL path (`/media/...`).
 */
export async function storeMedia(
  mediaDir: string,
  input: { eid: number; kind: string; extension: string; data: Buffer },
): Promise<string> {
  const relative = path.posix.join(
    String(input.eid),
    input.kind,
    `${randomBytes(16).toString('hex')}.${input.extension}`,
  );
  const target = path.join(mediaDir, relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  // wx: never overwrite; a clash of 128 random bits would be a bug, not a case to handle.
  await fs.writeFile(target, input.data, { flag: 'wx' });
  return `${MEDIA_URL_PREFIX}${relative}`;
}

/** Remove a file stored by storeMedia; anything else (external URLs, paths outside the directory) is left alone. */
export async function removeMedia(mediaDir: string, url: string): Promise<void> {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return;
  const root = path.resolve(mediaDir);
  const target = path.resolve(root, url.slice(MEDIA_URL_PREFIX.length));
  if (!target.startsWith(root + path.sep)) return;
  await fs.rm(target, { force: true });
}
