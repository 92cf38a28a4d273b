/**
 * Golden vectors: fixed input → fixed output. The portal's tests and the server's tests
 * both check them, and the server's tests also recompute them with node:crypto, so a
 * change to signing or AES on either side fails loudly. Never edit an expected value to
 * make a test pass: a changed value means every deployed client breaks.
 */
export const GOLDEN_APP_KEY = 'learning-portal/pcweb/6.0.0';

/** The envelope of the short vectors below, a signed-in learner's POST. */
const SHORT_ENVELOPE = {
  eid: '1',
  token: 't0k',
  userid: '1001',
  version: '6.0.0',
  platform: 'pcweb',
  language: 'en_us',
  userPortalID: '',
  userNikkatsu: '3',
  requestTimestamp: '1767225600000',
  _method: 'POST',
} as const;
const SHORT_KEY = 'APICOURSE/COMMENT|3|learning-portal/pcweb/6.0.0';

/*
 * Canonical string (docs/protocol.md, Signing): every wire field but `_requestSign` and
 * `_requestPageUrl`, empty ones included; key and value each as UTF-8 percent-encoded outside
 * RFC 3986's unreserved set (upper-case hex); sorted by encoded key; `k=v` joined with `&`.
 * The "ambiguity" pairs are the attack of issue 18 item 3: under the old raw `k=v&k=v` join each
 * pair signed to the same text; every vector here has a text of its own.
 */
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
      '_method=GET&eid=1&id=42&language=zh_cn&platform=pcweb&requestTimestamp=1767225600000&token=a1b2c3&userNikkatsu=7&userPortalID=&userid=1001&version=6.0.0',
    signingKey: 'APICOURSE/DETAIL|7|learning-portal/pcweb/6.0.0',
    signature: 'ddc1f2d50e60caeb2df3d297dafeef66926786560ae345c9e3314d4411548782',
  },
  {
    name: 'REST POST with Chinese text, a time zone and empty values',
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
      '_method=POST&_timeZone=Europe%2FLondon%7C0&eid=2&language=en_us&message=%E5%AD%A6%E4%B9%A0%20%26%20learn%3Dok&platform=pcweb&requestTimestamp=1767225600123&token=&userNikkatsu=1&userid=&version=6.0.0',
    signingKey: '/V1/LOGS/UPLOAD|1|learning-portal/pcweb/6.0.0',
    signature: '0e65f8d446ac4412a2d8cfa60f785366426b5505d68e765b02a08eba6755880c',
  },
  {
    name: 'ambiguity (a): one parameter whose value holds & and =',
    call: 'apiCourse/comment',
    params: { ...SHORT_ENVELOPE, content: 'x&contentZ=1' },
    canonical:
      '_method=POST&content=x%26contentZ%3D1&eid=1&language=en_us&platform=pcweb&requestTimestamp=1767225600000&token=t0k&userNikkatsu=3&userPortalID=&userid=1001&version=6.0.0',
    signingKey: SHORT_KEY,
    signature: '044b1a685acae88401b03e6f99a6bb89c4fa6ce25386d0d56d518d6dcc708e4a',
  },
  {
    name: 'ambiguity (b): the same text re-split into two parameters',
    call: 'apiCourse/comment',
    params: { ...SHORT_ENVELOPE, content: 'x', contentZ: '1' },
    canonical:
      '_method=POST&content=x&contentZ=1&eid=1&language=en_us&platform=pcweb&requestTimestamp=1767225600000&token=t0k&userNikkatsu=3&userPortalID=&userid=1001&version=6.0.0',
    signingKey: SHORT_KEY,
    signature: '741cba41183e1a72d3a86b6bdaaecb1b1d65d27794bc11c01e5aaef9f5930899',
  },
  {
    name: 'ambiguity (c): an empty parameter is signed',
    call: 'apiCourse/comment',
    params: { ...SHORT_ENVELOPE, content: 'x', note: '' },
    canonical:
      '_method=POST&content=x&eid=1&language=en_us&note=&platform=pcweb&requestTimestamp=1767225600000&token=t0k&userNikkatsu=3&userPortalID=&userid=1001&version=6.0.0',
    signingKey: SHORT_KEY,
    signature: 'df831b35d485ae2d4fe0955a2e65aac775dc634012b8930fcd12f2bdcf75b296',
  },
  {
    name: 'ambiguity (d): the same parameters without the empty one',
    call: 'apiCourse/comment',
    params: { ...SHORT_ENVELOPE, content: 'x' },
    canonical:
      '_method=POST&content=x&eid=1&language=en_us&platform=pcweb&requestTimestamp=1767225600000&token=t0k&userNikkatsu=3&userPortalID=&userid=1001&version=6.0.0',
    signingKey: SHORT_KEY,
    signature: '6985672636f14a594a618a46822a82c262cc5a422dd598f9d34ee18c895e9420',
  },
  {
    name: 'keys sorted by encoded key, not by k=v text (a-b before a= would be wrong)',
    call: 'apiCourse/comment',
    params: { ...SHORT_ENVELOPE, contentZ: '1', 'content.b': 'z', 'content-a': 'y', content: 'x' },
    canonical:
      '_method=POST&content=x&content-a=y&content.b=z&contentZ=1&eid=1&language=en_us&platform=pcweb&requestTimestamp=1767225600000&token=t0k&userNikkatsu=3&userPortalID=&userid=1001&version=6.0.0',
    signingKey: SHORT_KEY,
    signature: '0c02a4a6630a9d3e605bd4be8b867301b78a65ec3dbb50d2d95ce7084381b355',
  },
  {
    name: "space, plus, percent text, !'()* kept unreserved -._~, emoji and a non-ASCII key",
    call: 'apiCourse/comment',
    params: { ...SHORT_ENVELOPE, content: "a b+c%41!'()*~-._😀", 'kéy[1]': 'é' },
    canonical:
      '_method=POST&content=a%20b%2Bc%2541%21%27%28%29%2A~-._%F0%9F%98%80&eid=1&k%C3%A9y%5B1%5D=%C3%A9&language=en_us&platform=pcweb&requestTimestamp=1767225600000&token=t0k&userNikkatsu=3&userPortalID=&userid=1001&version=6.0.0',
    signingKey: SHORT_KEY,
    signature: '9c757079910fba9988e468a4461638a41db81d6d3dcb896d54722a8baee8dec1',
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
