import { mediaStoreFor } from '../../lib/media-store';

/** Shared with assignments' uploads (server/lib/chunked-upload.ts, decision 0046). */
export { partialKey } from '../../lib/chunked-upload';

/**
 * Where a media key's file is on this machine, through the media store (decision 0041; demo keys
 * are the seed's own files); null for a key that would leave its root.
 */
export function mediaKeyPath(mediaDir: string, key: string): string | null {
  return mediaStoreFor(mediaDir).localFile(key);
}

export function mediaUrlOfKey(key: string): string {
  return key ? `/media/${key}` : '';
}
