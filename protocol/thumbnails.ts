/**
 * Spec 000 §9 / 001: images are served at these widths only (CSS pixels × device pixel ratio,
 * rounded up to the next one). `?w=<width>` on a /media/ address asks the server for that width.
 */
export const THUMBNAIL_WIDTHS = [100, 200, 400, 600, 800] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

/** The query key of a thumbnail request. */
export const THUMBNAIL_QUERY = 'w';

/** The smallest spec width that covers `pixels`; the largest one for anything wider. */
export function thumbnailWidthFor(pixels: number): ThumbnailWidth {
  const need = Number.isFinite(pixels) && pixels > 0 ? Math.ceil(pixels) : THUMBNAIL_WIDTHS[0];
  return THUMBNAIL_WIDTHS.find((width) => width >= need) ?? THUMBNAIL_WIDTHS[THUMBNAIL_WIDTHS.length - 1]!;
}
