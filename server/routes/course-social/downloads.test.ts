import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type DownloadRecord } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { pendingDownloadJobs } from './download-zip';
import { callerOf, chapterIdsOf, courseIdOf, type Caller } from './social-test-helpers';

let t: TestApp;
let learner: Caller;
let mediaDir: string;
let courseId: number;
let handbook: number;
beforeEach(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-downloads-test-'));
  t = await createTestApp({ mediaDir });
  learner = callerOf(t, await t.login('learner'));
  courseId = await courseIdOf(t, 'Working with spreadsheets');
  handbook = (await chapterIdsOf(t, courseId))[0]!;
});
afterEach(async () => {
  await pendingDownloadJobs();
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('downloads', () => {
  it('gives a signed link to a document that works for 24 hours and is refused after, with a clear message', async () => {
    const record = (await learner('/v1/download/single', { courseId, chapterId: handbook })).data as DownloadRecord;
    expect(record).toMatchObject({ state: 'ready', kind: 'single', fileName: 'Spreadsheet handbook.pdf' });
    expect(record.expiresAt - record.createdAt).toBe(24 * 60 * 60 * 1000);
    const ok = await t.app.inject({ method: 'GET', url: record.url });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(ok.headers['content-disposition']).toContain('attachment');
    // A later expiry under the old signature: the link is refused as if it did not exist.
    const [body, signature] = record.url.slice('/download/'.length).split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { e: number };
    const later = Buffer.from(JSON.stringify({ ...claims, e: claims.e + 1000 })).toString('base64url');
    const tampered = await t.app.inject({ method: 'GET', url: `/download/${later}.${signature}` });
    expect(tampered.statusCode).toBe(404);
    t.clock.set(record.expiresAt);
    const expired = await t.app.inject({ method: 'GET', url: record.url, headers: { 'accept-language': 'en' } });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This download link has expired');
    const list = (await learner('/v1/download/records', {})).data as { list: DownloadRecord[] };
    expect(list.list[0]).toMatchObject({ id: record.id, state: 'expired', url: '' });
  });

  it('refuses courses that do not allow downloads and chapters that are not documents', async () => {
    const video = (await chapterIdsOf(t, courseId))[1]!;
    expect(await learner('/v1/download/single', { courseId, chapterId: video })).toMatchObject({
      status: 'N',
      code: ErrorCode.DOWNLOAD_NOT_ALLOWED,
    });
    const leading = await courseIdOf(t, 'Leading your first team');
    const doc = (await chapterIdsOf(t, leading))[2]!;
    expect(await learner('/v1/download/single', { courseId: leading, chapterId: doc })).toMatchObject({
      status: 'N',
      code: ErrorCode.DOWNLOAD_NOT_ALLOWED,
    });
    const other = await courseIdOf(t, 'Time management', 2);
    expect(
      await learner('/v1/download/single', { courseId: other, chapterId: (await chapterIdsOf(t, other))[1]! }),
    ).toMatchObject({ status: 'N', code: ErrorCode.NOT_FOUND });
  });

  it('builds a zip in the background that polling reports until ready', async () => {
    await t.db
      .insertInto('course_chapters')
      .values({
        eid: 1,
        course_id: courseId,
        sort: 5,
        title: 'Spreadsheet handbook',
        kind: 'document',
        media_key: 'demo/handbook.pdf',
      })
      .execute();
    const ids = (
      await t.db
        .selectFrom('course_chapters')
        .select('id')
        .where('course_id', '=', courseId)
        .where('kind', '=', 'document')
        .execute()
    ).map((c) => c.id);
    const started = (
      await learner('/v1/download/compress', { courseId, chapterIds: JSON.stringify(ids), requestId: 'zip-req-00001' })
    ).data as DownloadRecord;
    expect(started.kind).toBe('compress');
    // The same request id answers the same record instead of a second zip.
    expect(
      (
        (
          await learner('/v1/download/compress', {
            courseId,
            chapterIds: JSON.stringify(ids),
            requestId: 'zip-req-00001',
          })
        ).data as DownloadRecord
      ).id,
    ).toBe(started.id);
    await pendingDownloadJobs();
    const ready = (await learner('/v1/download/polling', { recordId: started.id })).data as DownloadRecord;
    expect(ready).toMatchObject({ state: 'ready', progress: 100 });
    const file = await t.app.inject({ method: 'GET', url: ready.url });
    expect(Object.keys(unzipSync(new Uint8Array(file.rawPayload))).sort()).toEqual([
      'Spreadsheet handbook (2).pdf',
      'Spreadsheet handbook.pdf',
    ]);
    // The zip is not reachable through the public media server.
    expect(fs.readdirSync(mediaDir)).toEqual(['.downloads']);
  });

  it("does not show another person's download", async () => {
    const record = (await learner('/v1/download/single', { courseId, chapterId: handbook })).data as DownloadRecord;
    const engineer = callerOf(t, await t.login('engineer'));
    expect(await engineer('/v1/download/polling', { recordId: record.id })).toMatchObject({
      status: 'N',
      code: ErrorCode.NOT_FOUND,
    });
  });
});
