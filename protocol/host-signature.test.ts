import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HOST_SIGNATURE_VECTOR, hostSignature, hostSignatureBase, stripHash } from './host-signature';

describe('host JSAPI signature', () => {
  it("matches the vendors' documented golden vector", () => {
    expect(hostSignature(HOST_SIGNATURE_VECTOR)).toBe(HOST_SIGNATURE_VECTOR.signature);
  });

  it('signs the URL without its hash, keeping query and port', () => {
    const input = { ...HOST_SIGNATURE_VECTOR, url: 'http://127.0.0.1:8195/index?eid=1#/x' };
    expect(hostSignatureBase(input)).toBe(
      `jsapi_ticket=${HOST_SIGNATURE_VECTOR.ticket}&noncestr=Wm3WZYTPz0wzccnW&timestamp=1414587457&url=http://127.0.0.1:8195/index?eid=1`,
    );
    expect(hostSignature(input)).toBe(createHash('sha1').update(hostSignatureBase(input)).digest('hex'));
    expect(stripHash('https://a.example/p')).toBe('https://a.example/p');
  });
});
