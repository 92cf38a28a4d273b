import path from 'node:path';
import { mediaStoreFor } from '../../lib/media-store';

/**
 * Where a media key's file is on this machine, through the media store (decision 0041; demo keys
 * are the seed's own files); null for a key that would leave its root.
 */
export function mediaKeyPath(mediaDir: string, key: string): string | null {
  return mediaStoreFor(mediaDir).localFile(key);
}

/** Chunks collect under a hidden key of the media store (never served: /media refuses dot folders). */
export function partialKey(eid: number, partialName: string): string {
  return path.posix.join('.partial', String(eid), partialName);
}

export function mediaUrlOfKey(key: string): string {
  return key ? `/media/${key}` : '';
}
