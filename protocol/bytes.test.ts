import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64, toHex } from './bytes';

describe('byte helpers', () => {
  it('writes base64 as the platform does, across its chunk boundaries', () => {
    for (const length of [0, 1, 2, 3, 8191, 8192, 8193, 100_000]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 131 + (i >> 8)) & 0xff);
      const text = toBase64(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64'));
      expect(fromBase64(text)).toEqual(bytes);
    }
  });

  it('writes hex two lower-case digits per byte', () => {
    expect(toHex(new Uint8Array([0, 1, 15, 16, 171, 255]))).toBe('00010f10abff');
  });
});
