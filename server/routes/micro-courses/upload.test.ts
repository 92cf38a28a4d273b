import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, MICRO_COURSE_LIMITS, type MicroUploadInfo } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { PNG_1PX, sha256 } from '../profile/profile-test-helpers';
import { fakeMp4, sendChunk, uploadCall, uploadWhole } from './micro-test-helpers';

let t: TestApp;
let mediaDir: string;
let learner: { token: string; userid: string };
beforeEach(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-micro-test-'));
  t = await createTestApp({ mediaDir, microCourseChunkBytes: 64 * 1024 });
  learner = await t.login('learner');
});
afterEach(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

function storedFiles(): string[] {
  return fs
    .readdirSync(mediaDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function init(kind: string, totalBytes: number, fileName = 'lesson.mp4') {
  return (await uploadCall(t, { action: 'init', kind, fileName, totalBytes: String(totalBytes) }, learner)).body;
}

describe('apiCourse/upload (chunked)', () => {
  it('uploads a video in numbered chunks and serves the whole file', async () => {
    const video = fakeMp4(5, 300 * 1024);
    const info = await uploadWhole(t, 'video', 'lesson.mp4', video, learner);
    expect(info.chunkCount).toBeGreaterThan(1);
    expect(info).toMatchObject({ complete: true, receivedChunks: info.chunkCount, totalBytes: video.length });
    expect(info.url).toMatch(/^\/media\/1\/micro-course\/[0-9a-f]{32}\.mp4$/);
    const served = await t.app.inject({ method: 'GET', url: info.url });
    expect(sha256(served.rawPayload)).toBe(sha256(video));
  });

  it('refuses an over-size file at init, before anything is stored', async () => {
    const uploadsBefore = (await t.db.selectFrom('micro_course_uploads').select('id').execute()).length;
    const tooBig = await init('video', MICRO_COURSE_LIMITS.mediaBytes + 1);
    expect(tooBig).toMatchObject({
      status: 'N',
      code: ErrorCode.MICRO_UPLOAD_TOO_LARGE,
      data: { maxBytes: MICRO_COURSE_LIMITS.mediaBytes },
    });
    const bigImage = await init('image', 5 * 1024 * 1024 + 1, 'cover.png');
    expect(bigImage).toMatchObject({
      status: 'N',
      code: ErrorCode.MICRO_UPLOAD_TOO_LARGE,
      data: { maxBytes: 5 * 1024 * 1024 },
    });
    expect(await t.db.selectFrom('micro_course_uploads').select('id').execute()).toHaveLength(uploadsBefore);
    expect(storedFiles()).toHaveLength(0);
  });

  it('refuses a chunk longer than declared (the file cannot grow past its size)', async () => {
    const info = (await init('image', PNG_1PX.length, 'a.png')).data as MicroUploadInfo;
    const body = await sendChunk(t, info.uploadId, 0, Buffer.concat([PNG_1PX, Buffer.alloc(10)]), learner);
    expect(body).toMatchObject({
      status: 'N',
      code: ErrorCode.MICRO_UPLOAD_CHUNK_SIZE_WRONG,
      data: { expectedBytes: PNG_1PX.length },
    });
    expect(storedFiles()).toHaveLength(0);
  });

  it('refuses a wrong type by its bytes, whatever the name says', async () => {
    const script = Buffer.from('<html><script>alert(1)</script></html>');
    const info = (await init('video', script.length, 'lesson.mp4')).data as MicroUploadInfo;
    const body = await sendChunk(t, info.uploadId, 0, script, learner);
    expect(body).toMatchObject({
      status: 'N',
      code: ErrorCode.MICRO_UPLOAD_TYPE_NOT_ALLOWED,
      data: { accepted: ['mp4', 'webm'] },
    });
    // A PNG is fine as a cover but not as a video.
    const png = (await init('video', PNG_1PX.length)).data as MicroUploadInfo;
    expect((await sendChunk(t, png.uploadId, 0, PNG_1PX, learner)).code).toBe(ErrorCode.MICRO_UPLOAD_TYPE_NOT_ALLOWED);
    expect(storedFiles()).toHaveLength(0);
  });

  it('refuses a chunk whose bytes do not match its signed digest, and keeps nothing of it', async () => {
    const video = fakeMp4(3, 200 * 1024);
    const info = (await init('video', video.length)).data as MicroUploadInfo;
    const first = video.subarray(0, info.chunkBytes);
    const body = await sendChunk(t, info.uploadId, 0, first, learner, sha256(Buffer.from('something else')));
    expect(body).toMatchObject({ status: 'N', code: ErrorCode.SIGNATURE_INVALID });
    const status = (await uploadCall(t, { action: 'status', uploadId: String(info.uploadId) }, learner)).body
      .data as MicroUploadInfo;
    expect(status.receivedChunks).toBe(0);
    expect(storedFiles()).toHaveLength(0);
  });

  it('resumes an interrupted upload from the last stored chunk', async () => {
    const video = fakeMp4(4, 400 * 1024);
    const info = (await init('video', video.length)).data as MicroUploadInfo;
    const chunk = (index: number) => video.subarray(index * info.chunkBytes, (index + 1) * info.chunkBytes);
    for (const index of [0, 1, 2])
      expect((await sendChunk(t, info.uploadId, index, chunk(index), learner)).status).toBe('Y');
    // The connection dropped: the client asks where to go on, and skipping ahead is refused.
    const status = (await uploadCall(t, { action: 'status', uploadId: String(info.uploadId) }, learner)).body
      .data as MicroUploadInfo;
    expect(status).toMatchObject({ receivedChunks: 3, complete: false });
    expect(await sendChunk(t, info.uploadId, 5, chunk(5), learner)).toMatchObject({
      status: 'N',
      code: ErrorCode.MICRO_UPLOAD_CHUNK_OUT_OF_ORDER,
      data: { nextIndex: 3 },
    });
    expect((await uploadCall(t, { action: 'complete', uploadId: String(info.uploadId) }, learner)).body).toMatchObject({
      code: ErrorCode.MICRO_UPLOAD_NOT_COMPLETE,
      data: { receivedChunks: 3 },
    });
    // The last chunk sent again (its answer was lost) is accepted without being counted twice.
    expect(((await sendChunk(t, info.uploadId, 2, chunk(2), learner)).data as MicroUploadInfo).receivedChunks).toBe(3);
    for (let index = 3; index < info.chunkCount; index++)
      expect((await sendChunk(t, info.uploadId, index, chunk(index), learner)).status).toBe('Y');
    const done = (await uploadCall(t, { action: 'complete', uploadId: String(info.uploadId) }, learner)).body
      .data as MicroUploadInfo;
    expect(done.complete).toBe(true);
    expect(sha256((await t.app.inject({ method: 'GET', url: done.url })).rawPayload)).toBe(sha256(video));
  });

  it("refuses another learner's or another tenant's upload as not found", async () => {
    const video = fakeMp4(2, 10);
    const info = (await init('video', video.length)).data as MicroUploadInfo;
    const engineer = await t.login('engineer');
    expect((await sendChunk(t, info.uploadId, 0, video, engineer)).code).toBe(ErrorCode.NOT_FOUND);
    const other = await t.login('learner', 2);
    const status = await t.call(
      'apiCourse/upload',
      { action: 'status', uploadId: String(info.uploadId) },
      { method: 'POST', ...other, eid: 2 },
    );
    expect(status.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
