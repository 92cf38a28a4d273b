import { expect, it } from 'vitest';
import { decryptText, encryptText } from './aes';
import { AES_VECTORS, GOLDEN_APP_KEY, SIGNING_VECTORS, hexToBytes } from './golden-vectors';
import { canonicalString, signParams, signingKey, verifySignature } from './signing';

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
  for (const vector of AES_VECTORS) {
    it(`seals "${vector.name}" to the golden ciphertext and opens it again`, () => {
      expect(encryptText(vector.plaintext, GOLDEN_APP_KEY, hexToBytes(vector.nonceHex))).toBe(vector.ciphertext);
      expect(decryptText(vector.ciphertext, GOLDEN_APP_KEY)).toBe(vector.plaintext);
    });
  }
}
