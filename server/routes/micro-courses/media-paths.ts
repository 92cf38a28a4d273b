import path from 'node:path';

/** The committed demo media (seed keys `demo/...`, shared with course study); other keys live in MEDIA_DIR. */
const SEED_MEDIA_ROOT = path.resolve(import.meta.dirname, '../../db/seed/media');

/** Where a media key's file is; null for a key that would leave its root. */
export function mediaKeyPath(mediaDir: string, key: string): string | null {
  const root = path.resolve(key.startsWith('demo/') ? SEED_MEDIA_ROOT : mediaDir);
  const file = path.resolve(root, key);
  return file.startsWith(root + path.sep) ? file : null;
}

/** Chunks collect in a hidden folder of MEDIA_DIR (never served: /media refuses dotfiles). */
export function partialPath(mediaDir: string, eid: number, partialName: string): string {
  return path.join(mediaDir, '.partial', String(eid), partialName);
}

export function mediaUrlOfKey(key: string): string {
  return key ? `/media/${key}` : '';
}
