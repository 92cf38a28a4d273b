import { describe, expect, it } from 'vitest';
import { DecryptError, decryptText, encryptJson, encryptText } from './aes';
import { callFromRequest, callUrl } from './call-path';
import { parseTimeZoneField, timeZoneField } from './envelope';
import { ErrorCode, httpStatusFor } from './errors';
import { checkGoldenVectors } from './golden-vectors.check';
import { formatHeaderToken, parseHeaderToken } from './header-token';
import { openResponse, sealRequest, sealResponse } from './seal';
import { canonicalString, verifySignature } from './signing';

const KEY = 'test-key';
const envelope = {
  eid: 1,
  token: 'ab',
  userid: '5',
  version: '6.0.0',
  platform: 'pcweb',
  language: 'en_us',
  userPortalID: '',
  userNikkatsu: 3,
  requestTimestamp: 1767225600000,
  _method: 'POST' as const,
  _requestPageUrl: 'http://localhost/login',
};

describe('golden vectors (Node)', () => {
  checkGoldenVectors();
});

describe('signing', () => {
  it('signs every wire field as its wire text (empty ones too, objects as JSON), minus the excluded keys', () => {
    expect(
      canonicalString({
        b: '2',
        a: '1',
        empty: '',
        nil: null,
        obj: { x: 1 },
        _requestSign: 'x',
        _requestPageUrl: 'p',
        n: 0,
        t: true,
      }),
    ).toBe('a=1&b=2&empty=&n=0&obj=%7B%22x%22%3A1%7D&t=true');
  });

  it('refuses a signature after any signed value changes', () => {
    const sealed = sealRequest({ call: 'apiCourse/detail', envelope, params: { id: 42 }, appKey: KEY, encrypt: false });
    expect(verifySignature('apiCourse/detail', sealed, KEY)).toBe(true);
    expect(verifySignature('apiCourse/detail', { ...sealed, id: '43' }, KEY)).toBe(false);
    expect(verifySignature('apiCourse/other', sealed, KEY)).toBe(false);
    expect(verifySignature('apiCourse/detail', { ...sealed, userNikkatsu: '4' }, KEY)).toBe(false);
    expect(verifySignature('apiCourse/detail', sealed, 'other-key')).toBe(false);
    expect(verifySignature('apiCourse/detail', { ...sealed, _requestSign: 'zz' }, KEY)).toBe(false);
  });

  it('seals the parameters into _requestData when encrypting, and signs the ciphertext', () => {
    const sealed = sealRequest({
      call: 'apiSystem/login',
      envelope,
      params: { account: 'a', password: 'p' },
      appKey: KEY,
      encrypt: true,
    });
    expect(sealed.account).toBeUndefined();
    expect(JSON.parse(decryptText(sealed._requestData!, KEY))).toEqual({ account: 'a', password: 'p' });
    expect(
      verifySignature('apiSystem/login', { ...sealed, _requestData: encryptJson({ account: 'b' }, KEY) }, KEY),
    ).toBe(false);
  });

  it('refuses parameters that would overwrite envelope fields', () => {
    expect(() => sealRequest({ call: 'x/y', envelope, params: { eid: 2 }, appKey: KEY, encrypt: false })).toThrow(
      /collides/,
    );
  });
});

describe('AES', () => {
  it('uses a fresh nonce per message', () => {
    expect(encryptText('same', KEY)).not.toBe(encryptText('same', KEY));
  });

  it.each([
    ['not base64', '%%%'],
    ['too short', 'AAAA'],
    [
      'a flipped bit',
      (() => {
        const c = encryptText('hello', KEY);
        return (c[20] === 'A' ? 'B' : 'A') + c.slice(1);
      })(),
    ],
  ])('refuses %s', (_name, payload) => {
    expect(() => decryptText(payload, KEY)).toThrow(DecryptError);
  });

  it('refuses a message sealed under another key', () => {
    expect(() => decryptText(encryptText('hello', 'k1'), 'k2')).toThrow(DecryptError);
  });
});

describe('responses', () => {
  it('seals data only for a successful response and opens it again', () => {
    const ok = sealResponse(
      { code: 0, msg: '', data: { a: 1 }, status: 'Y', userinfo: null, encryptFields: [] },
      KEY,
      true,
    );
    expect(typeof ok.data).toBe('string');
    expect(ok.encryptFields).toEqual(['data']);
    expect(openResponse(ok, KEY, true).data).toEqual({ a: 1 });
    const failed = sealResponse(
      { code: 50005, msg: 'no', data: { a: 1 }, status: 'N', userinfo: null, encryptFields: [] },
      KEY,
      true,
    );
    expect(failed.data).toEqual({ a: 1 });
  });
});

describe('call paths, header token, time zone, errors', () => {
  it('builds both call styles and reads them back', () => {
    expect(callUrl('https://gw.example/', 'apiSystem/login')).toBe(
      'https://gw.example/appapi.php/index?r=apiSystem/login',
    );
    expect(callUrl('', '/v1/logs/upload')).toBe('/yii/appapi/v1/logs/upload');
    expect(callFromRequest('/appapi.php/index', 'apiSystem/login')).toBe('apiSystem/login');
    expect(callFromRequest('/yii/appapi/v1/logs/upload', undefined)).toBe('/v1/logs/upload');
    expect(callFromRequest('/appapi.php/index', '../etc')).toBeNull();
    expect(callFromRequest('/other', undefined)).toBeNull();
  });

  it('round-trips the three-part token and rejects junk', () => {
    const header = formatHeaderToken({ token: 'abc', payload: { eid: 1, ts: 5 }, userid: '9' });
    expect(header.split('.')).toHaveLength(3);
    expect(parseHeaderToken(header)).toEqual({ token: 'abc', payload: { eid: 1, ts: 5 }, userid: '9' });
    expect(parseHeaderToken('a.b')).toBeNull();
    expect(parseHeaderToken('a.!!!.c')).toBeNull();
  });

  it('sends _timeZone only away from +480 minutes', () => {
    expect(timeZoneField('Asia/Shanghai', 480)).toBeUndefined();
    expect(timeZoneField('Europe/Berlin', 60)).toBe('Europe/Berlin|60');
    expect(parseTimeZoneField('Europe/Berlin|60')).toEqual({ name: 'Europe/Berlin', offsetMinutes: 60 });
    expect(parseTimeZoneField(undefined)?.offsetMinutes).toBe(480);
    expect(parseTimeZoneField('bad')).toBeNull();
    expect(parseTimeZoneField('X|9999')).toBeNull();
  });

  it('maps error codes to HTTP statuses', () => {
    expect(httpStatusFor(ErrorCode.OK)).toBe(200);
    expect(httpStatusFor(ErrorCode.SIGNATURE_INVALID)).toBe(400);
    expect(httpStatusFor(ErrorCode.UNAUTHORIZED)).toBe(401);
    expect(httpStatusFor(ErrorCode.RATE_LIMITED)).toBe(429);
    expect(httpStatusFor(ErrorCode.USER_ERROR)).toBe(200);
  });
});
