import { describe, expect, it } from 'vitest';
import { GOLDEN_APP_KEY, SIGNING_VECTORS } from '../../protocol/golden-vectors';
import { installCryptoPrimitives, JAVASCRIPT_PRIMITIVES, signParams, verifySignature } from '../../protocol';
import { signatureIsValid } from './verify-request';

// The server checks signatures with node:crypto over strings (issue 28): the same answers as the
// protocol's own verifySignature, on the golden vectors and on every way a signature can be wrong.
describe('signatureIsValid (the server’s native signature check)', () => {
  installCryptoPrimitives(JAVASCRIPT_PRIMITIVES);
  const signed = (vector: (typeof SIGNING_VECTORS)[number]) => ({
    ...(vector.params as Record<string, string>),
    _requestSign: vector.signature,
  });

  it.each(SIGNING_VECTORS)('accepts the golden vector "$name"', (vector) => {
    expect(signatureIsValid(vector.call, signed(vector), GOLDEN_APP_KEY)).toBe(true);
    expect(verifySignature(vector.call, signed(vector), GOLDEN_APP_KEY)).toBe(true);
  });

  it.each(SIGNING_VECTORS)('refuses "$name" changed in any way, as the protocol does', (vector) => {
    const params = signed(vector);
    const flipped = vector.signature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const cases: Array<[string, Record<string, string>, string]> = [
      [vector.call, { ...params, _requestSign: flipped }, GOLDEN_APP_KEY],
      [vector.call, { ...params, _requestSign: vector.signature.toUpperCase() }, GOLDEN_APP_KEY],
      [vector.call, { ...params, _requestSign: '' }, GOLDEN_APP_KEY],
      [vector.call, { ...params, extra: '1' }, GOLDEN_APP_KEY],
      [vector.call, { ...params, userNikkatsu: '8' }, GOLDEN_APP_KEY],
      [`${vector.call}x`, params, GOLDEN_APP_KEY],
      [vector.call, params, `${GOLDEN_APP_KEY}x`],
    ];
    for (const [call, changed, key] of cases) {
      expect(signatureIsValid(call, changed, key)).toBe(false);
      expect(verifySignature(call, changed, key)).toBe(false);
    }
  });

  it('signs non-ASCII keys and values as the protocol does (UTF-8, lone surrogates as U+FFFD)', () => {
    const params = { eid: '1', userNikkatsu: '课程\uD800', title: '第一课 🚀 \uDC00' };
    // The protocol's own signature (JavaScript primitives), checked by the native path.
    const withSign = { ...params, _requestSign: signParams('apiCourse/comment', params, GOLDEN_APP_KEY) };
    expect(signatureIsValid('apiCourse/comment', withSign, GOLDEN_APP_KEY)).toBe(true);
  });
});
