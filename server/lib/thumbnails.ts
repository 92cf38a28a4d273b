import path from 'node:path';
import { THUMBNAIL_WIDTHS, type ThumbnailWidth } from '../../protocol';
import type { MediaStore } from './media-store';

/** Formats a thumbnail is made of (and kept in); GIFs and anything else are served as stored. */
const FORMATS: Record<string, { mime: string; encode: 'png' | 'jpeg' | 'webp' }> = {
  png: { mime: 'image/png', encode: 'png' },
  jpg: { mime: 'image/jpeg', encode: 'jpeg' },
  jpeg: { mime: 'image/jpeg', encode: 'jpeg' },
  webp: { mime: 'image/webp', encode: 'webp' },
};

/** Thumbnails live beside the media in a dot folder, which the static media route never serves. */
const CACHE_DIR = '.thumbs';

export function isThumbnailWidth(value: number): value is ThumbnailWidth {
  return (THUMBNAIL_WIDTHS as readonly number[]).includes(value);
}

export interface Thumbnail {
  body: Buffer;
  mime: string;
}

/**
 * The stored image `relative` (a key of the media store, already checked) at `width`, made once
 * and kept in the store. null means "serve the original": not an image format we resize, not readable as an image,
 * or no wider than asked (a thumbnail is never larger than its original).
 */
export async function thumbnailOf(
  store: MediaStore,
  relative: string,
  width: ThumbnailWidth,
): Promise<Thumbnail | null> {
  const format = FORMATS[path.extname(relative).slice(1).toLowerCase()];
  if (!format) return null;
  const cached = path.posix.join(CACHE_DIR, String(width), relative);
  const hit = await store.read(cached);
  if (hit) return { body: hit, mime: format.mime };

  const original = await store.read(relative);
  if (!original) return null;
  // The native image library loads on the first thumbnail only.
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(original).catch(() => null);
  if (!image || image.width <= width) return null;
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(image, 0, 0, width, height);
  const body =
    format.encode === 'png'
      ? await canvas.encode('png')
      : format.encode === 'webp'
        ? await canvas.encode('webp', 82)
        : await canvas.encode('jpeg', 82);
  // The store writes it whole, so a concurrent request (in any process) never reads half a file.
  await store.write(cached, body);
  return { body, mime: format.mime };
}
