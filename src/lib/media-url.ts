import { THUMBNAIL_QUERY, thumbnailWidthFor } from '../../protocol';
import { getRuntimeConfig } from './runtime-config';

/** Addresses that are already complete: on the web, in the page's memory (previews) or inline. */
const COMPLETE = /^(https?:)?\/\/|^blob:|^data:image\//i;
/** Any other scheme (javascript:, vbscript:, file: …) is never a media address of ours. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Where a media path of the server (/media/…, signed course media) can be fetched: on the gateway,
 * which may not be the portal's origin. Complete addresses pass through; an address with another
 * scheme becomes '' so it can never reach a `src` or `href`.
 */
export function mediaUrl(path: string): string {
  const trimmed = path?.trim() ?? '';
  if (!trimmed || COMPLETE.test(trimmed)) return trimmed;
  if (SCHEME.test(trimmed)) return '';
  const base = getRuntimeConfig().apiBase.replace(/\/+$/, '');
  return `${base}/${trimmed.replace(/^\/+/, '')}`;
}

/** Stored uploads (server/media.ts) are the images the server scales; other addresses it does not own. */
const STORED_MEDIA = /^\/?media\//;

/**
 * An image shown `cssWidth` CSS pixels wide, at the spec's thumbnail width that covers it on this
 * screen (100, 200, 400, 600 or 800 device pixels). Only stored uploads are scaled; any other
 * address is mediaUrl's.
 */
export function thumbnailUrl(path: string, cssWidth: number, pixelRatio = window.devicePixelRatio || 1): string {
  const url = mediaUrl(path);
  const trimmed = path?.trim() ?? '';
  if (!url || !STORED_MEDIA.test(trimmed)) return url;
  const width = thumbnailWidthFor(cssWidth * pixelRatio);
  return `${url}${url.includes('?') ? '&' : '?'}${THUMBNAIL_QUERY}=${width}`;
}
