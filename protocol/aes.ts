import { fromBase64, fromUtf8, randomBytes, toBase64, utf8 } from './bytes';
import { cryptoPrimitives } from './crypto-primitives';

/**
 * AES-256-GCM. The key is SHA-256 of `lp-aes|<appKey>`; every message gets a fresh
 * 12-byte nonce; the wire form is base64(nonce ‖ ciphertext ‖ 16-byte tag). GCM's tag
 * makes a flipped bit or a truncated payload fail to decrypt instead of yielding garbage.
 */
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** One app key per deployment: its AES key is derived once, not on every call. */
const derivedKeys = new Map<string, Uint8Array>();

export function aesKey(appKey: string): Uint8Array {
  let key = derivedKeys.get(appKey);
  if (!key) {
    key = cryptoPrimitives().sha256(utf8(`lp-aes|${appKey}`));
    // A handful of keys at most (the deployment's, a test's); never grows with traffic.
    if (derivedKeys.size > 16) derivedKeys.clear();
    derivedKeys.set(appKey, key);
  }
  return key;
}

/** `nonce` is for golden vectors only; production callers let it be random. */
export function encryptText(plaintext: string, appKey: string, nonce: Uint8Array = randomBytes(NONCE_BYTES)): string {
  if (nonce.length !== NONCE_BYTES) throw new Error('nonce must be 12 bytes');
  const sealed = cryptoPrimitives().aesGcmSeal(aesKey(appKey), nonce, utf8(plaintext));
  const out = new Uint8Array(NONCE_BYTES + sealed.length);
  out.set(nonce, 0);
  out.set(sealed, NONCE_BYTES);
  return toBase64(out);
}

export class DecryptError extends Error {
  constructor() {
    super('payload could not be decrypted');
    this.name = 'DecryptError';
  }
}

/** Throws DecryptError for anything that is not a sealed message under this key. */
export function decryptText(payload: string, appKey: string): string {
  try {
    const bytes = fromBase64(payload);
    if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new Error('too short');
    const opened = cryptoPrimitives().aesGcmOpen(
      aesKey(appKey),
      bytes.subarray(0, NONCE_BYTES),
      bytes.subarray(NONCE_BYTES),
    );
    return fromUtf8(opened);
  } catch {
    throw new DecryptError();
  }
}

export function encryptJson(value: unknown, appKey: string, nonce?: Uint8Array): string {
  return encryptText(JSON.stringify(value), appKey, nonce);
}

export function decryptJson(payload: string, appKey: string): unknown {
  const text = decryptText(payload, appKey);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DecryptError();
  }
}
