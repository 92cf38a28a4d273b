import { createCipheriv, createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DecryptError, decryptText, encryptText, installCryptoPrimitives, JAVASCRIPT_PRIMITIVES } from '../protocol';
import { AES_VECTORS, GOLDEN_APP_KEY, SIGNING_VECTORS, hexToBytes } from '../protocol/golden-vectors';
import { checkGoldenVectors } from '../protocol/golden-vectors.check';
import { NODE_PRIMITIVES } from './lib/node-crypto';

describe('golden vectors on the server', () => {
  checkGoldenVectors();

  // Recomputed with node:crypto, independent of the shared implementation: proves the
  // protocol is plain HMAC-SHA256 and AES-256-GCM that any gateway can implement.
  it.each(SIGNING_VECTORS)('HMAC-SHA256 of "$name" matches node:crypto', (vector) => {
    expect(createHmac('sha256', vector.signingKey).update(vector.canonical).digest('hex')).toBe(vector.signature);
  });

  // The canonical string rebuilt from the vector's parameters with the platform's own
  // encodeURIComponent (plus !'()*), so a gateway in any language can follow docs/protocol.md.
  it.each(SIGNING_VECTORS)('canonical string of "$name" matches an encodeURIComponent rebuild', (vector) => {
    const encode = (text: string) =>
      encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const pairs = Object.entries(vector.params as Record<string, string>)
      .filter(([key]) => key !== '_requestSign' && key !== '_requestPageUrl')
      .map(([key, value]) => [encode(key), encode(value)] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    expect(pairs.map(([key, value]) => `${key}=${value}`).join('&')).toBe(vector.canonical);
  });

  it.each(AES_VECTORS)('AES-256-GCM of "$name" matches node:crypto', (vector) => {
    const key = createHash('sha256').update(`lp-aes|${GOLDEN_APP_KEY}`).digest();
    const nonce = Buffer.from(vector.nonceHex, 'hex');
    const cipher = createCipheriv('aes-256-gcm', key, nonce);
    const sealed = Buffer.concat([nonce, cipher.update(vector.plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    expect(sealed.toString('base64')).toBe(vector.ciphertext);
  });
});

// The server signs and seals with node:crypto (server/lib/node-crypto.ts, installed by buildApp):
// the shared protocol functions on those primitives meet the same vectors as the portal's.
describe('golden vectors with the server’s native primitives', () => {
  beforeAll(() => installCryptoPrimitives(NODE_PRIMITIVES));
  afterAll(() => installCryptoPrimitives(JAVASCRIPT_PRIMITIVES));

  checkGoldenVectors();

  it('refuses a sealed message with a flipped bit or cut short, as the JavaScript primitives do', () => {
    const vector = AES_VECTORS[0]!;
    const sealed = encryptText(vector.plaintext, GOLDEN_APP_KEY, hexToBytes(vector.nonceHex));
    expect(sealed).toBe(vector.ciphertext);
    const bytes = Buffer.from(sealed, 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => decryptText(bytes.toString('base64'), GOLDEN_APP_KEY)).toThrow(DecryptError);
    expect(() => decryptText(sealed.slice(0, 20), GOLDEN_APP_KEY)).toThrow(DecryptError);
    // What one side seals the other opens.
    installCryptoPrimitives(JAVASCRIPT_PRIMITIVES);
    const fromPortal = encryptText('从门户到服务器', GOLDEN_APP_KEY);
    installCryptoPrimitives(NODE_PRIMITIVES);
    expect(decryptText(fromPortal, GOLDEN_APP_KEY)).toBe('从门户到服务器');
  });
});
