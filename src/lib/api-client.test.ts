import { describe, expect, it, vi } from 'vitest';
import { decryptJson, parseHeaderToken, sealResponse, verifySignature, type ResponseEnvelope } from '../../protocol';
import { ApiError } from './api-error';
import { APP_KEY, ok, setup } from './api-client.test-support';

describe('api client: requests', () => {
  it('sends a legacy GET with the full envelope, r= first, and a valid signature', async () => {
    const { client, seen } = setup(() => ok({ id: 42 }));
    await expect(client.call('apiCourse/detail', { id: 42 })).resolves.toEqual({ id: 42 });
    const req = seen[0]!;
    expect(req.method).toBe('GET');
    expect(req.url.pathname).toBe('/appapi.php/index');
    expect(req.url.search.startsWith('?r=apiCourse/detail&')).toBe(true);
    expect(req.params).toMatchObject({
      r: 'apiCourse/detail',
      eid: '7',
      token: 'abc123',
      userid: '1001',
      version: '6.0.0',
      platform: 'pcweb',
      language: 'en_us',
      userPortalID: '12',
      userNikkatsu: '1',
      requestTimestamp: '1767225600000',
      _method: 'GET',
      _requestPageUrl: 'http://portal.test/index?x=1',
      _timeZone: 'Europe/Berlin|60',
      id: '42',
    });
    const { r: _r, ...signed } = req.params;
    expect(verifySignature('apiCourse/detail', signed, APP_KEY)).toBe(true);
    expect(verifySignature('apiCourse/detail', { ...signed, id: '43' }, APP_KEY)).toBe(false);
    expect(parseHeaderToken(req.headers.get('token') ?? undefined)).toEqual({
      token: 'abc123',
      userid: '1001',
      payload: { eid: 7, ts: 1767225600000 },
    });
  });

  it('leaves _timeZone out at +8 hours and counts every call', async () => {
    const { client, seen } = setup(() => ok(null), { timeZone: () => ({ name: 'Asia/Shanghai', offsetMinutes: 480 }) });
    await client.call('apiSystem/getUserInfo');
    await client.call('apiSystem/getUserInfo');
    expect(seen[0]!.params._timeZone).toBeUndefined();
    expect(seen.map((s) => s.params.userNikkatsu)).toEqual(['1', '2']);
  });

  it('sends a REST POST as a form body', async () => {
    const { client, seen } = setup(() => ok({ done: true }));
    await client.call('/v1/user/languages/switch', { targetLanguage: 'en_us' }, { method: 'POST' });
    const req = seen[0]!;
    expect(req.url.pathname).toBe('/yii/appapi/v1/user/languages/switch');
    expect(req.url.search).toBe('');
    expect(req.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(req.params).toMatchObject({ _method: 'POST', targetLanguage: 'en_us', language: 'en_us' });
    expect(verifySignature('/v1/user/languages/switch', req.params, APP_KEY)).toBe(true);
  });

  it('asks fetch to keep a last call alive past the page only when told to', async () => {
    const { client, fetch } = setup(() => ok(null));
    await client.call('/v1/course/study/end', { sessionId: 's' }, { method: 'POST', keepalive: true });
    await client.call('/v1/course/study/end', { sessionId: 's' }, { method: 'POST' });
    expect(fetch.mock.calls.map(([, init]) => init?.keepalive ?? false)).toEqual([true, false]);
  });

  it('encrypts apiSystem/login parameters and opens the sealed response', async () => {
    const user = { userid: '1001', token: 'beef', username: 'Lee' };
    const { client, seen } = setup(() => ({
      body: sealResponse(
        { code: 0, msg: '', status: 'Y', data: user, userinfo: null, encryptFields: [] },
        APP_KEY,
        true,
      ),
    }));
    await expect(
      client.call('apiSystem/login', { account: 'learner', password: 'Learn#2026' }, { method: 'POST' }),
    ).resolves.toEqual(user);
    const params = seen[0]!.params;
    expect(params.account).toBeUndefined();
    expect(params.password).toBeUndefined();
    expect(decryptJson(params._requestData!, APP_KEY)).toEqual({ account: 'learner', password: 'Learn#2026' });
    expect(verifySignature('apiSystem/login', params, APP_KEY)).toBe(true);
  });

  it('encrypts any call when the enterprise has the apiRequestEncrypt flag', async () => {
    const { client, seen } = setup(() => ok(null), {
      context: () => ({ eid: 7, flags: ['apiRequestEncrypt'], userPortalID: '', language: 'zh_cn' }),
    });
    await client.call('apiCourse/detail', { id: 1 });
    expect(seen[0]!.params.id).toBeUndefined();
    expect(decryptJson(seen[0]!.params._requestData!, APP_KEY)).toEqual({ id: 1 });
  });

  it('returns the whole envelope from callEnvelope', async () => {
    const { client } = setup(() => ok({ eid: 1 }, { userid: '1' }));
    const envelope: ResponseEnvelope<{ eid: number }> = await client.callEnvelope('apiHomePage/Enterprise');
    expect(envelope.data.eid).toBe(1);
    expect(envelope.userinfo).toEqual({ userid: '1' });
  });
});

describe('api client: errors', () => {
  async function rejection(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  it('maps an error envelope to one ApiError and tells the handler', async () => {
    const { client, onError } = setup(() => ({
      status: 422,
      body: {
        code: 42201,
        msg: 'The account or password is incorrect.',
        status: 'N',
        data: null,
        userinfo: null,
        encryptFields: [],
      },
    }));
    const error = await rejection(
      client.call('apiSystem/login', { account: 'a', password: 'b' }, { method: 'POST', quiet: true }),
    );
    expect(error).toMatchObject({
      code: 42201,
      msg: 'The account or password is incorrect.',
      httpStatus: 422,
      kind: 'server',
      handled: false,
    });
    expect(onError).toHaveBeenCalledWith(error, { call: 'apiSystem/login', quiet: true });
  });

  it('marks errors the handler showed as handled', async () => {
    const { client } = setup(() => ({ body: { code: 50005, msg: 'No', status: 'N', data: null } }), {
      onError: () => true,
    });
    expect((await rejection(client.call('apiX/y'))).handled).toBe(true);
  });

  it('turns a network failure into an error value', async () => {
    const { client } = setup(() => ok(null), {
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
    });
    expect(await rejection(client.call('apiX/y'))).toMatchObject({ code: -1, kind: 'network', httpStatus: 0 });
  });

  it('turns a timeout into an error value', async () => {
    const hang = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as typeof fetch;
    const { client } = setup(() => ok(null), { fetch: hang, timeoutMs: 30 });
    expect(await rejection(client.call('apiX/y'))).toMatchObject({ code: -1, kind: 'timeout' });
  });

  it('logs and rejects a body that is not JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = setup(() => ({ raw: '<html>gateway error</html>', status: 502 }));
    expect(await rejection(client.call('apiX/y'))).toMatchObject({
      code: -1,
      kind: 'invalid-response',
      httpStatus: 502,
    });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('rejects sealed data that does not open', async () => {
    const { client } = setup(() => ({
      body: { code: 0, msg: '', status: 'Y', data: 'bm90LXNlYWxlZA==', encryptFields: ['data'] },
    }));
    expect(await rejection(client.call('apiSystem/login', {}, { method: 'POST' }))).toMatchObject({
      kind: 'invalid-response',
    });
  });
});
