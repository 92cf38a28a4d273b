/**
 * Golden vectors: fixed input → fixed output. The portal's tests and the server's tests
 * both check them, and the server's tests also recompute them with node:crypto, so a
 * change to signing or AES on either side fails loudly. Never edit an expected value to
 * make a test pass: a changed value means every deployed client breaks.
 */
export const GOLDEN_APP_KEY = 'learning-portal/pcweb/6.0.0';

export const SIGNING_VECTORS = [
  {
    name: 'legacy GET with envelope and parameters',
    call: 'apiCourse/detail',
    params: {
      eid: '1',
      token: 'a1b2c3',
      userid: '1001',
      version: '6.0.0',
      platform: 'pcweb',
      language: 'zh_cn',
      userPortalID: '',
      userNikkatsu: '7',
      requestTimestamp: '1767225600000',
      _method: 'GET',
      _requestPageUrl: 'https://learn.example.com/course/42?x=1',
      id: '42',
    },
    canonical:
      '_method=GET&eid=1&id=42&language=zh_cn&platform=pcweb&requestTimestamp=1767225600000&token=a1b2c3&userNikkatsu=7&userid=1001&version=6.0.0',
    signingKey: 'APICOURSE/DETAIL|7|learning-portal/pcweb/6.0.0',
    signature: 'b0e38075ec88796ab197f84798f750683c1e2195bb7bea015bf31024cf47056f',
  },
  {
    name: 'REST POST with Chinese text, a time zone and an empty value',
    call: '/v1/logs/upload',
    params: {
      eid: '2',
      token: '',
      userid: '',
      version: '6.0.0',
      platform: 'pcweb',
      language: 'en_us',
      userNikkatsu: '1',
      requestTimestamp: '1767225600123',
      _method: 'POST',
      _timeZone: 'Europe/London|0',
      message: '学习 & learn=ok',
    },
    canonical:
      '_method=POST&_timeZone=Europe/London|0&eid=2&language=en_us&message=学习 & learn=ok&platform=pcweb&requestTimestamp=1767225600123&userNikkatsu=1&version=6.0.0',
    signingKey: '/V1/LOGS/UPLOAD|1|learning-portal/pcweb/6.0.0',
    signature: '15d48abe9ee70c3312a51ef578f9404ce270dcdc9e6f84c2c0e2da85e942f800',
  },
] as const;

/** 12-byte nonce as hex; production uses a random nonce per message. */
export const AES_VECTORS = [
  {
    name: 'login parameters',
    plaintext: '{"account":"learner","password":"Learn#2026"}',
    nonceHex: '000102030405060708090a0b',
    ciphertext: 'AAECAwQFBgcICQoLYrTGT+7MMV8aiXeoPsY13/bz1C6gFHkkpeKwX5SjgycJ0LdQfZcSplJv/w7W4suuTW5XzCaRZPHlmizpcw==',
  },
  {
    name: 'unicode data',
    plaintext: '{"title":"安全培训 ✓"}',
    nonceHex: 'ffeeddccbbaa998877665544',
    ciphertext: '/+7dzLuqmYh3ZlVESNU+4z/H9aDSSXjvOt7OGxDy7nSLvpE97HWSxk9+Zw6wT63eRdaR7alOzbk=',
  },
] as const;

export function hexToBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}
