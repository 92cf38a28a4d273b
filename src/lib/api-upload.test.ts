import { describe, expect, it } from 'vitest';
import { parseHeaderToken, verifySignature } from '../../protocol';
import { ApiError } from './api-error';
import { APP_KEY, ok, setup, type Reply } from './api-client.test-support';

describe('api client: upload', () => {
  /** A stand-in XMLHttpRequest: records what was sent, reports progress, answers with `reply`. */
  function fakeXhr(reply: Reply | 'network') {
    const sent: { url: string; headers: Record<string, string>; form: FormData | null } = {
      url: '',
      headers: {},
      form: null,
    };
    const progress: number[] = [];
    const factory = () => {
      const xhr = {
        upload: {
          onprogress: null as ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null,
        },
        status: 0,
        responseText: '',
        timeout: 0,
        onload: null as (() => void) | null,
        onerror: null as (() => void) | null,
        onabort: null as (() => void) | null,
        ontimeout: null as (() => void) | null,
        open: (_method: string, url: string) => void (sent.url = url),
        setRequestHeader: (key: string, value: string) => void (sent.headers[key] = value),
        abort: () => xhr.onabort?.(),
        send: (form: FormData) => {
          sent.form = form;
          queueMicrotask(() => {
            if (reply === 'network') return xhr.onerror?.();
            xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
            xhr.status = reply.status ?? 200;
            xhr.responseText = 'raw' in reply ? reply.raw : JSON.stringify(reply.body);
            xhr.onload?.();
          });
        },
      };
      return xhr as unknown as XMLHttpRequest;
    };
    return { sent, progress, factory };
  }

  it('sends the envelope as text parts, the file last, its SHA-256 signed, and reports progress', async () => {
    const fake = fakeXhr(ok({ url: '/media/1/avatar/x.png' }));
    const { client } = setup(() => ok(null), { xhr: fake.factory });
    const form = new FormData();
    form.append('kind', 'avatar');
    form.append('file', new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' }));
    const seen: number[] = [];
    const envelope = await client.upload<{ url: string }>('/v1/user/profile/upload-image', form, {
      onProgress: (f) => seen.push(f),
    });
    expect(envelope.data.url).toBe('/media/1/avatar/x.png');
    expect(seen).toEqual([0.5, 1]);
    expect(fake.sent.url).toBe('http://gw.test/yii/appapi/v1/user/profile/upload-image');
    expect(parseHeaderToken(fake.sent.headers.token)).toMatchObject({ token: 'abc123', userid: '1001' });
    const fields: Record<string, string> = {};
    let fileName = '';
    fake.sent.form!.forEach((value, key) =>
      typeof value === 'string' ? (fields[key] = value) : (fileName = `${key}:${(value as File).name}`),
    );
    expect(fileName).toBe('file:me.png');
    // SHA-256 of the bytes 01 02 03.
    expect(fields).toMatchObject({
      kind: 'avatar',
      fileSha256: '039058c6f2c0cb492c533b0a4d14ef77cc0f78abccced5287d84a1a2011cfb81',
      _method: 'POST',
      eid: '7',
    });
    expect(verifySignature('/v1/user/profile/upload-image', fields, APP_KEY)).toBe(true);
  });

  it('sends a bare Blob as the part `file`', async () => {
    const fake = fakeXhr(ok(null));
    const { client } = setup(() => ok(null), { xhr: fake.factory });
    await client.upload('/v1/user/profile/upload-image', new Blob([new Uint8Array([1])]));
    expect(fake.sent.form!.get('file')).toBeInstanceOf(Blob);
  });

  it('rejects with the server refusal through the error policy, and with a network error value', async () => {
    const refused = fakeXhr({
      body: { code: 42225, msg: 'too large', status: 'N', data: {}, userinfo: null, encryptFields: [] },
    });
    const { client, onError } = setup(() => ok(null), { xhr: refused.factory });
    await expect(client.upload('/v1/user/profile/upload-image', new Blob([]), { quiet: true })).rejects.toMatchObject({
      code: 42225,
      msg: 'too large',
      kind: 'server',
    });
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError), { call: '/v1/user/profile/upload-image', quiet: true });
    const down = setup(() => ok(null), { xhr: fakeXhr('network').factory });
    await expect(down.client.upload('/v1/user/profile/upload-image', new Blob([]))).rejects.toMatchObject({
      kind: 'network',
      code: -1,
    });
  });
});
