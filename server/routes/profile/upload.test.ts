import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { PNG_1PX, sha256, upload } from './profile-test-helpers';

let t: TestApp;
let mediaDir: string;
let learner: { token: string; userid: string };
beforeEach(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-media-test-'));
  t = await createTestApp({ mediaDir });
  learner = await t.login('learner');
});
afterEach(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const CALL = '/v1/user/profile/upload-image';

function storedFiles(): string[] {
  return fs
    .readdirSync(mediaDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

async function image(account = 'learner') {
  return t.db
    .selectFrom('users')
    .select(['image', 'two_inch_photo'])
    .where('eid', '=', 1)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
}

describe('POST /v1/user/profile/upload-image', () => {
  it('stores an avatar under a random name, puts it on the profile and serves it', async () => {
    const { body } = await upload(
      t,
      CALL,
      { kind: 'avatar' },
      { data: PNG_1PX, name: 'me.png', type: 'image/png' },
      learner,
    );
    expect(body.status).toBe('Y');
    const { url } = body.data as { url: string };
    expect(url).toMatch(/^\/media\/1\/avatar\/[0-9a-f]{32}\.png$/);
    expect((body.userinfo as { image: string }).image).toBe(url);
    expect((await image()).image).toBe(url);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(sha256(served.rawPayload)).toBe(sha256(PNG_1PX));
  });

  it('replaces the previous picture of the same kind and removes its file', async () => {
    const first = (await upload(t, CALL, { kind: 'two_inch_photo' }, { data: PNG_1PX, name: 'a.png' }, learner)).body
      .data as { url: string };
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
    const second = (await upload(t, CALL, { kind: 'two_inch_photo' }, { data: gif, name: 'b.gif' }, learner)).body
      .data as { url: string };
    expect(second.url).toMatch(/\.gif$/);
    expect((await image()).two_inch_photo).toBe(second.url);
    expect(storedFiles()).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
  });

  it('refuses a file over 5 MB and writes nothing', async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]);
    const { body } = await upload(
      t,
      CALL,
      { kind: 'avatar' },
      { data: big, name: 'big.png', type: 'image/png' },
      learner,
    );
    expect(body).toMatchObject({ status: 'N', code: ErrorCode.UPLOAD_TOO_LARGE, data: { maxBytes: 5 * 1024 * 1024 } });
    expect(body.msg).toBe('The file is too large. Images may be at most 5 MB.');
    expect(storedFiles()).toHaveLength(0);
    expect((await image()).image).toBe('');
  });

  it('refuses a non-image named .png (checked by its bytes), in the caller language', async () => {
    const script = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const { body } = await upload(
      t,
      CALL,
      { kind: 'avatar' },
      { data: script, name: 'fake.png', type: 'image/png' },
      { ...learner, language: 'zh_cn' },
    );
    expect(body).toMatchObject({ status: 'N', code: ErrorCode.UPLOAD_TYPE_NOT_ALLOWED });
    expect(body.msg).toContain('文件类型不合法');
    expect(storedFiles()).toHaveLength(0);
  });

  it('accepts jpeg and webp by their bytes', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16)]);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(8)]);
    expect(
      ((await upload(t, CALL, { kind: 'avatar' }, { data: jpeg, name: 'x' }, learner)).body.data as { url: string })
        .url,
    ).toMatch(/\.jpg$/);
    expect(
      ((await upload(t, CALL, { kind: 'avatar' }, { data: webp, name: 'x' }, learner)).body.data as { url: string })
        .url,
    ).toMatch(/\.webp$/);
  });

  it('refuses a file whose bytes differ from the signed digest', async () => {
    const { body } = await upload(
      t,
      CALL,
      { kind: 'avatar' },
      { data: PNG_1PX, name: 'me.png' },
      { ...learner, signedDigest: 'a'.repeat(64) },
    );
    expect(body.code).toBe(ErrorCode.SIGNATURE_INVALID);
    expect(storedFiles()).toHaveLength(0);
  });

  it('refuses an upload without a file, an unknown kind, and a visitor', async () => {
    expect((await upload(t, CALL, { kind: 'avatar' }, null, learner)).body.code).toBe(ErrorCode.UPLOAD_MISSING);
    expect((await upload(t, CALL, { kind: 'banner' }, { data: PNG_1PX, name: 'me.png' }, learner)).body.code).toBe(
      ErrorCode.INVALID_INPUT,
    );
    expect((await upload(t, CALL, { kind: 'avatar' }, { data: PNG_1PX, name: 'me.png' })).body.code).toBe(
      ErrorCode.UNAUTHORIZED,
    );
    expect(storedFiles()).toHaveLength(0);
  });

  it('refuses a multipart body sent to a call that takes no files', async () => {
    const { body } = await upload(
      t,
      '/v1/user/profile/save',
      { username: 'X' },
      { data: PNG_1PX, name: 'me.png' },
      learner,
    );
    expect(body.code).toBe(ErrorCode.ENVELOPE_MALFORMED);
  });

  it('works when the enterprise seals requests (digest inside _requestData)', async () => {
    await t.db.updateTable('enterprises').set({ is_alpha: '["apiRequestEncrypt"]' }).where('id', '=', 1).execute();
    const { body } = await upload(
      t,
      CALL,
      { kind: 'avatar' },
      { data: PNG_1PX, name: 'me.png' },
      { ...learner, flags: ['apiRequestEncrypt'] },
    );
    expect(body.status).toBe('Y');
  });
});
