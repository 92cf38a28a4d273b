import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Public URL prefix of stored media (served by server/media.ts). */
export const MEDIA_URL_PREFIX = '/media/';

/** The committed demo media: seed keys `demo/...` are read from here, never written. */
export const SEED_MEDIA_ROOT = path.resolve(import.meta.dirname, '../db/seed/media');

export interface NewMedia {
  eid: number;
  /** What it is ('avatar', 'note', 'micro-course', …): a folder of the key. */
  kind: string;
  extension: string;
}

/**
 * Where uploaded media lives (decision 0041). Every reader and writer of media goes through this
 * interface; keys are relative paths of plain segments (`1/avatar/<32 hex>.png`, `demo/lesson.mp4`).
 * Segments starting with a dot (`.partial`, `.downloads`, `.thumbs`) are the server's own and
 * never served. The local folder (MEDIA_DIR) is the implementation today; several processes on one
 * machine share it, several machines need one folder they all mount (or another implementation).
 */
export interface MediaStore {
  /** Store new bytes under a fresh unguessable key; answers the public URL (`/media/<key>`). */
  put(input: NewMedia & { data: Uint8Array }): Promise<string>;
  /** A fresh key of put()'s shape, for bytes that arrive another way (an upload moved in). */
  newKey(input: NewMedia): string;
  /** The bytes under a key, or null when there are none. */
  read(key: string): Promise<Buffer | null>;
  /** The size in bytes under a key, or null when there is nothing. */
  size(key: string): Promise<number | null>;
  /** Write bytes under a key, whole (a reader never sees half); `exclusive` refuses to replace anything. */
  write(key: string, data: Uint8Array, options?: { exclusive?: boolean }): Promise<void>;
  /** Write bytes at an offset and cut there (a chunk of an upload: a retried chunk replaces itself). */
  writeAt(key: string, offset: number, data: Uint8Array): Promise<void>;
  move(from: string, to: string): Promise<void>;
  /** Remove a key, or the key of a `/media/` URL; anything else (external URLs, bad keys) is left alone. */
  remove(keyOrUrl: string): Promise<void>;
  /**
   * A file on this machine holding the key's bytes, for what needs a path: the static routes (ranges,
   * ETags) and the media probe. The local folder always has one; a remote store would answer null.
   */
  localFile(key: string): string | null;
}

/** Plain segments: no empty ones, no `.` or `..`, no backslashes or NULs. Leading dots are the server's own folders. */
export function isStoreKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 400 &&
    !/[\\\0]/.test(key) &&
    key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
  );
}

/** The local folder: MEDIA_DIR, plus the read-only seed folder for `demo/` keys. */
export class LocalFolderMediaStore implements MediaStore {
  private readonly root: string;

  constructor(mediaDir: string) {
    this.root = path.resolve(mediaDir);
  }

  newKey(input: NewMedia): string {
    return path.posix.join(String(input.eid), input.kind, `${randomBytes(16).toString('hex')}.${input.extension}`);
  }

  async put(input: NewMedia & { data: Uint8Array }): Promise<string> {
    const key = this.newKey(input);
    // Exclusive: a clash of 128 random bits would be a bug, not a case to handle.
    await this.write(key, input.data, { exclusive: true });
    return `${MEDIA_URL_PREFIX}${key}`;
  }

  async read(key: string): Promise<Buffer | null> {
    const file = this.localFile(key);
    return file ? fs.readFile(file).catch(() => null) : null;
  }

  async size(key: string): Promise<number | null> {
    const file = this.localFile(key);
    const stat = file ? await fs.stat(file).catch(() => null) : null;
    return stat?.isFile() ? stat.size : null;
  }

  async write(key: string, data: Uint8Array, options: { exclusive?: boolean } = {}): Promise<void> {
    const file = this.writable(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    if (options.exclusive) {
      await fs.writeFile(file, data, { flag: 'wx' });
      return;
    }
    // Written aside and renamed: a reader in another process never reads half a file.
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
  }

  async writeAt(key: string, offset: number, data: Uint8Array): Promise<void> {
    const file = this.writable(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const handle = await fs.open(file, offset === 0 ? 'w' : 'r+');
    try {
      await handle.write(data, 0, data.length, offset);
      await handle.truncate(offset + data.length);
    } finally {
      await handle.close();
    }
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.writable(to);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(this.writable(from), target);
  }

  async remove(keyOrUrl: string): Promise<void> {
    if (keyOrUrl.startsWith('/') && !keyOrUrl.startsWith(MEDIA_URL_PREFIX)) return;
    if (/^[a-z]+:/i.test(keyOrUrl)) return;
    const key = keyOrUrl.startsWith(MEDIA_URL_PREFIX) ? keyOrUrl.slice(MEDIA_URL_PREFIX.length) : keyOrUrl;
    if (!isStoreKey(key) || key.startsWith('demo/')) return;
    await fs.rm(path.join(this.root, key), { force: true });
  }

  localFile(key: string): string | null {
    if (!isStoreKey(key)) return null;
    const root = key.startsWith('demo/') ? SEED_MEDIA_ROOT : this.root;
    const file = path.resolve(root, key);
    return file.startsWith(root + path.sep) ? file : null;
  }

  /** Writes go to MEDIA_DIR only: a seed key or a bad key is a bug in the caller. */
  private writable(key: string): string {
    if (!isStoreKey(key) || key.startsWith('demo/')) throw new Error(`not a writable media key: ${key}`);
    return path.join(this.root, key);
  }
}

const stores = new Map<string, MediaStore>();

/**
 * The media store of a configuration's MEDIA_DIR: the one way in for every caller. Another
 * implementation (an object store shared by several machines) would be chosen here.
 */
export function mediaStoreFor(mediaDir: string): MediaStore {
  const root = path.resolve(mediaDir);
  let store = stores.get(root);
  if (!store) stores.set(root, (store = new LocalFolderMediaStore(root)));
  return store;
}

/** Store bytes under a fresh key of the media directory's store; returns the public URL (`/media/...`). */
export function storeMedia(mediaDir: string, input: NewMedia & { data: Uint8Array }): Promise<string> {
  return mediaStoreFor(mediaDir).put(input);
}

/** Remove what storeMedia stored; anything else (external URLs, paths outside the store) is left alone. */
export function removeMedia(mediaDir: string, url: string): Promise<void> {
  return mediaStoreFor(mediaDir).remove(url);
}
