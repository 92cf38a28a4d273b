/** Input rules of spec 000 §5, shared by every form and request builder. */

const COLOUR_3_OR_6 = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const COLOUR_6 = /^#?([0-9a-fA-F]{6})$/;

/** First reading: 3 or 6 hex digits with a hash. Returns lower-case #rrggbb, or null. */
export function normaliseColour(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!COLOUR_3_OR_6.test(trimmed)) return null;
  const hex = trimmed.slice(1).toLowerCase();
  return hex.length === 3 ? `#${[...hex].map((c) => c + c).join('')}` : `#${hex}`;
}

/** Second reading: exactly six hex digits, hash optional. Returns lower-case #rrggbb, or '' (empty result). */
export function sixDigitColour(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = COLOUR_6.exec(value.trim());
  return match ? `#${match[1]!.toLowerCase()}` : '';
}

/** E-mail shape of spec 000 §5: the one rule the server applies too (protocol/email.ts). */
export { isEmail } from '../../protocol';

/** Course list category filter `search[catid]`: letters and digits only, otherwise no request is sent. */
export function isValidCatid(value: string): boolean {
  return /^[A-Za-z0-9]+$/.test(value);
}
