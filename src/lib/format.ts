import { ELLIPSIS_DEFAULT_LENGTH } from './constants';

/** A date value of exactly 10 digits is seconds since the epoch; anything else is milliseconds. */
export function toMillis(value: number | string): number {
  const text = String(value).trim();
  const n = Number(text);
  return /^\d{10}$/.test(text) ? n * 1000 : n;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Human file size in 1024 (default) or 1000 units, at most two decimals: 1536 → "1.5 KB". */
export function formatFileSize(bytes: number, base: 1024 | 1000 = 1024): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= base && unit < UNITS.length - 1) {
    value /= base;
    unit++;
  }
  return `${Number(value.toFixed(2))} ${UNITS[unit]}`;
}

/** Keep the first `length` characters (code points, so Chinese and emoji are not cut in half), then "…". */
export function ellipsis(text: string, length: number = ELLIPSIS_DEFAULT_LENGTH): string {
  const chars = [...text];
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : text;
}
