import { gcm } from '@noble/ciphers/aes';
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';

/**
 * The three primitives the protocol's signing and sealing are built on. The portal uses the pure
 * JavaScript ones (@noble: small, no platform API needed, the same in every WebView); the server
 * installs node:crypto's (server/lib/node-crypto.ts), which run in native code — several times
 * faster per request (issue 28). Both are held to the same golden vectors.
 */
export interface CryptoPrimitives {
  sha256(data: Uint8Array): Uint8Array;
  hmacSha256(key: Uint8Array, data: Uint8Array): Uint8Array;
  /** AES-256-GCM: ciphertext ‖ 16-byte tag. */
  aesGcmSeal(key: Uint8Array, nonce: Uint8Array, plaintext: Uint8Array): Uint8Array;
  /** The plaintext; throws when the tag does not match. */
  aesGcmOpen(key: Uint8Array, nonce: Uint8Array, sealed: Uint8Array): Uint8Array;
}

export const JAVASCRIPT_PRIMITIVES: CryptoPrimitives = {
  sha256: (data) => sha256(data),
  hmacSha256: (key, data) => hmac(sha256, key, data),
  aesGcmSeal: (key, nonce, plaintext) => gcm(key, nonce).encrypt(plaintext),
  aesGcmOpen: (key, nonce, sealed) => gcm(key, nonce).decrypt(sealed),
};

let active: CryptoPrimitives = JAVASCRIPT_PRIMITIVES;

/** Installed once at start-up by a runtime with faster primitives (the server). */
export function installCryptoPrimitives(primitives: CryptoPrimitives): void {
  active = primitives;
}

export function cryptoPrimitives(): CryptoPrimitives {
  return active;
}
