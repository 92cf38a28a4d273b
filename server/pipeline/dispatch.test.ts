import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, REPLAY_WINDOW_MS } from '../../protocol';
import { signedRequest, toRequest } from '../test-support/signed-request';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function sessionCount(): Promise<number> {
  const row = await t.db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('protocol checks refuse bad requests with an envelope and no side effect', () => {
  it('refuses a tampered signature on sign-in and creates no session', async () => {
    const request = signedRequest(
      'apiSystem/login',
      { account: 'learner', password: 'Learn#2026' },
      { method: 'POST', now: t.clock.now() },
    );
    const tampered = {
      ...request.fields,
      _requestSign: request.fields._requestSign!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    };
    const result = await t.send(
      toRequest('apiSystem/login', 'POST', tampered, {
        token: '',
        userid: '',
        eid: 1,
        requestTimestamp: Number(request.fields.requestTimestamp),
      }),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ status: 'N', code: ErrorCode.SIGNATURE_INVALID });
    expect(result.body.msg).toMatch(/signature/i);
    expect(await sessionCount()).toBe(0);
  });

  it('refuses a parameter changed after signing', async () => {
    const { token, userid } = await t.login('learner');
    const request = signedRequest('apiSystem/loginout', {}, { token, userid, now: t.clock.now() });
    const tampered = { ...request.fields, eid: '2' };
    const result = await t.send(
      toRequest('apiSystem/loginout', 'GET', tampered, {
        token,
        userid,
        eid: 2,
        requestTimestamp: Number(request.fields.requestTimestamp),
      }),
    );
    expect(result.body.code).toBe(ErrorCode.SIGNATURE_INVALID);
    // The session survived: the refused sign-out did nothing.
    expect((await t.call('apiSystem/getUserInfo', {}, { token, userid })).body.status).toBe('Y');
  });

  it('refuses a stale timestamp and a timestamp from the future', async () => {
    for (const skew of [-REPLAY_WINDOW_MS - 1000, REPLAY_WINDOW_MS + 1000]) {
      const result = await t.call('apiHomePage/Enterprise', {}, { now: t.clock.now() + skew });
      expect(result.status).toBe(400);
      expect(result.body.code).toBe(ErrorCode.TIMESTAMP_OUT_OF_WINDOW);
    }
  });

  it('refuses the same signed request twice', async () => {
    const request = signedRequest('apiHomePage/Enterprise', {}, { now: t.clock.now() });
    expect((await t.send(request)).body.status).toBe('Y');
    const replay = await t.send(request);
    expect(replay.body.code).toBe(ErrorCode.REQUEST_REPLAYED);
  });

  it('refuses a broken AES payload and a plaintext sign-in', async () => {
    const request = signedRequest(
      'apiSystem/login',
      { account: 'learner', password: 'Learn#2026' },
      { method: 'POST', now: t.clock.now() },
    );
    const broken = request.fields._requestData!.slice(0, -8) + 'AAAAAAA=';
    const fields: Record<string, string> = { ...request.fields, _requestData: broken };
    // Re-sign so only the payload is wrong.
    const { signParams, DEFAULT_APP_KEY } = await import('../../protocol');
    fields._requestSign = signParams('apiSystem/login', fields, DEFAULT_APP_KEY);
    const result = await t.send(
      toRequest('apiSystem/login', 'POST', fields, {
        token: '',
        userid: '',
        eid: 1,
        requestTimestamp: Number(fields.requestTimestamp),
      }),
    );
    expect(result.body.code).toBe(ErrorCode.PAYLOAD_UNDECRYPTABLE);

    const plain = await t.call(
      'apiSystem/login',
      { account: 'learner', password: 'Learn#2026' },
      { method: 'POST', encrypt: false },
    );
    expect(plain.body.code).toBe(ErrorCode.ENCRYPTION_REQUIRED);
    const missingPassword = await t.call('apiSystem/login', { account: 'learner' }, { method: 'POST', encrypt: false });
    expect(missingPassword.body.status).toBe('N');
    expect(await sessionCount()).toBe(0);
  });

  it.each([
    ['no header token', (r: ReturnType<typeof signedRequest>) => ({ ...r, headers: {} })],
    [
      'a header token for another user',
      (r: ReturnType<typeof signedRequest>) => ({ ...r, headers: { token: 'abc.eyJlaWQiOjEsInRzIjoxfQ.99' } }),
    ],
    [
      'a missing version',
      (r: ReturnType<typeof signedRequest>) => ({ ...r, url: r.url.replace(/version=[^&]+&?/, '') }),
    ],
    ['a repeated key', (r: ReturnType<typeof signedRequest>) => ({ ...r, url: r.url + '&eid=1' })],
  ])('refuses a malformed envelope: %s', async (_name, mutate) => {
    const result = await t.send(mutate(signedRequest('apiHomePage/Enterprise', {}, { now: t.clock.now() })));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ status: 'N', code: ErrorCode.ENVELOPE_MALFORMED });
  });

  it('answers unknown calls, wrong methods and junk bodies with envelopes, never a 500', async () => {
    expect((await t.call('apiNope/nothing')).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call('apiSystem/login', {}, { method: 'GET' })).body.code).toBe(ErrorCode.ENVELOPE_MALFORMED);
    const junk = await t.app.inject({
      method: 'POST',
      url: '/appapi.php/index?r=apiSystem/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toMatchObject({ status: 'N', code: ErrorCode.ENVELOPE_MALFORMED });
    const unknownRest = await t.app.inject({ method: 'GET', url: '/yii/appapi/v1/does/not/exist' });
    expect(unknownRest.json()).toMatchObject({ status: 'N', code: ErrorCode.NOT_FOUND });
  });

  it('answers in the envelope language', async () => {
    const result = await t.call('apiSystem/getUserInfo', {}, { language: 'zh_cn' });
    expect(result.body.code).toBe(ErrorCode.UNAUTHORIZED);
    expect(result.body.msg).toBe('登录已失效，请重新登录');
  });
});

describe('a failed input check (42200) is worded in the caller language', () => {
  it('answers in zh_cn, zh_hant and en_us, naming the field', async () => {
    const learner = await t.login('learner');
    const messages: Record<string, string> = {};
    for (const language of ['zh_cn', 'zh_hant', 'en_us']) {
      const { body } = await t.call(
        '/v1/user/languages/switch',
        { lang: 'klingon' },
        { method: 'POST', language, ...learner },
      );
      expect(body).toMatchObject({ status: 'N', code: ErrorCode.INVALID_INPUT, data: { fields: ['lang'] } });
      messages[language] = body.msg;
    }
    expect(messages.zh_cn).toMatch(/^lang: .*[\u4e00-\u9fff]/);
    expect(messages.zh_hant).toMatch(/^lang: .*[\u4e00-\u9fff]/);
    expect(messages.zh_hant).not.toBe(messages.zh_cn);
    expect(messages.en_us).toMatch(/^lang: [\x20-\x7e]+$/);
  });
});

describe('a NUL character (U+0000) in any parameter is refused before the database is read', () => {
  it('answers 42200 naming the field in the caller language, and signs no one in', async () => {
    const before = await sessionCount();
    const messages: Record<string, string> = {};
    for (const language of ['zh_cn', 'zh_hant', 'en_us']) {
      const { body } = await t.call(
        'apiSystem/login',
        { account: 'lear\u0000ner', password: 'Learn#2026' },
        { method: 'POST', language },
      );
      expect(body).toMatchObject({ status: 'N', code: ErrorCode.INVALID_INPUT, data: { fields: ['account'] } });
      messages[language] = body.msg;
    }
    expect(messages.en_us).toBe('account: must not contain the NUL character');
    expect(messages.zh_cn).toBe('account: 不能包含空字符（U+0000）');
    expect(messages.zh_hant).toBe('account: 不能包含空字元（U+0000）');
    expect(await sessionCount()).toBe(before);
  });

  it('checks a sealed call after opening it, and lets its numbers and lists through', async () => {
    const sealed = await t.call(
      'apiSystem/login',
      { account: 'learner\u0000', password: 'Learn#2026' },
      { method: 'POST', encrypt: true },
    );
    expect(sealed.body).toMatchObject({ code: ErrorCode.INVALID_INPUT, data: { fields: ['account'] } });
    const learner = await t.login('learner');
    const list = await t.call('apiExamnew/getExamList', { page: 1, pageSize: 50 }, { encrypt: true, ...learner });
    expect(list.body.status).toBe('Y');
  });
});
