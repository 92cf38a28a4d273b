import { expect, it } from 'vitest';
import { decryptText, encryptText } from './aes';
import { AES_VECTORS, GOLDEN_APP_KEY, SIGNING_VECTORS, hexToBytes } from './golden-vectors';
import { canonicalString, encodeSignedPart, signParams, signingKey, verifySignature } from './signing';

/**
 * The golden-vector checks, shared by the portal's suite (browser-like environment) and
 * the server's suite (Node). Each suite calls this once so both sides pin the same bytes.
 */
export function checkGoldenVectors(): void {
  for (const vector of SIGNING_VECTORS) {
    it(`signs "${vector.name}" to the golden signature`, () => {
      expect(canonicalString(vector.params)).toBe(vector.canonical);
      expect(signingKey(vector.call, vector.params.userNikkatsu, GOLDEN_APP_KEY)).toBe(vector.signingKey);
      expect(signParams(vector.call, vector.params, GOLDEN_APP_KEY)).toBe(vector.signature);
      expect(verifySignature(vector.call, { ...vector.params, _requestSign: vector.signature }, GOLDEN_APP_KEY)).toBe(
        true,
      );
    });
  }

  it('gives every parameter set a text and a signature of its own (no two vectors collide)', () => {
    expect(new Set(SIGNING_VECTORS.map((v) => v.canonical)).size).toBe(SIGNING_VECTORS.length);
    expect(new Set(SIGNING_VECTORS.map((v) => v.signature)).size).toBe(SIGNING_VECTORS.length);
  });

  it('refuses each ambiguity vector signed with its twin’s signature', () => {
    const [a, b, c, d] = SIGNING_VECTORS.filter((v) => v.name.startsWith('ambiguity'));
    for (const [vector, twin] of [
      [a!, b!],
      [b!, a!],
      [c!, d!],
      [d!, c!],
    ] as const) {
      expect(verifySignature(vector.call, { ...vector.params, _requestSign: twin.signature }, GOLDEN_APP_KEY)).toBe(
        false,
      );
    }
  });

  it('encodes a part with one fixed rule: unreserved kept, every other UTF-8 byte as upper-case %XX', () => {
    expect(encodeSignedPart('AZaz09-._~')).toBe('AZaz09-._~');
    expect(encodeSignedPart("!'()*&=%+ /")).toBe('%21%27%28%29%2A%26%3D%25%2B%20%2F');
    expect(encodeSignedPart('é学😀')).toBe('%C3%A9%E5%AD%A6%F0%9F%98%80');
    expect(encodeSignedPart('')).toBe('');
    // A lone surrogate cannot travel in UTF-8; it is signed as the U+FFFD the wire carries instead of throwing.
    expect(encodeSignedPart('\uD800')).toBe('%EF%BF%BD');
  });

  for (const vector of AES_VECTORS) {
    it(`seals "${vector.name}" to the golden ciphertext and opens it again`, () => {
      expect(encryptText(vector.plaintext, GOLDEN_APP_KEY, hexToBytes(vector.nonceHex))).toBe(vector.ciphertext);
      expect(decryptText(vector.ciphertext, GOLDEN_APP_KEY)).toBe(vector.plaintext);
    });
  }
}
