import { describe, expect, it } from 'vitest';
import { utf8 } from './bytes';
import { encodeSignedPart } from './signing';

/** The definition, byte by byte: UTF-8, every byte outside RFC 3986 unreserved as upper-case %XX. */
function reference(text: string): string {
  let out = '';
  for (const byte of utf8(text)) {
    const c = String.fromCharCode(byte);
    out += byte < 0x80 && /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

describe('encodeSignedPart (fast paths agree with the byte-by-byte definition)', () => {
  it('encodes every ASCII character, reserved and sub-delimiters included', () => {
    const ascii = Array.from({ length: 128 }, (_, i) => String.fromCharCode(i)).join('');
    expect(encodeSignedPart(ascii)).toBe(reference(ascii));
    expect(encodeSignedPart("!'()*")).toBe('%21%27%28%29%2A');
  });

  it('encodes Chinese, emoji, lone surrogates and unreserved-only text alike', () => {
    for (const text of ['', 'abc-._~XYZ019', '学习 门户', '繁體 😀', '\uD800x', 'a\uDC00', '{"a":[1,"b c"]}'])
      expect(encodeSignedPart(text)).toBe(reference(text));
  });

  it('agrees on random strings over the whole UTF-16 range', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let n = 0; n < 2000; n++) {
      const text = Array.from({ length: next() % 12 }, () => String.fromCharCode(next() % 0x10000)).join('');
      expect(encodeSignedPart(text)).toBe(reference(text));
    }
  });
});
