/** Byte helpers that behave the same in browsers and Node (no Buffer, no WebCrypto). */

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/** Throws on invalid UTF-8, so a garbled payload is never half-read. */
export function fromUtf8(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += HEX[b];
  return out;
}

/** Characters per String.fromCharCode call: well inside every engine's argument limit. */
const CHUNK = 0x2000;

/** Every response and sealed request passes here: built in chunks, not one character at a time (issue 28). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK)
    binary += String.fromCharCode.apply(null, bytes.subarray(i, i + CHUNK) as unknown as number[]);
  return btoa(binary);
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Strict: anything that is not canonical base64 throws. */
export function fromBase64(text: string): Uint8Array {
  if (text.length % 4 !== 0 || !BASE64.test(text)) throw new Error('not base64');
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

export function toBase64Url(text: string): string {
  return toBase64(utf8(text)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): string {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  return fromUtf8(fromBase64(padded + '='.repeat((4 - (padded.length % 4)) % 4)));
}

/** Cryptographically strong random bytes (Web Crypto's getRandomValues exists in both). */
export function randomBytes(length: number): Uint8Array {
  const out = new Uint8Array(length);
  globalThis.crypto.getRandomValues(out);
  return out;
}
