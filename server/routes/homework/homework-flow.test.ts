import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, HOMEWORK_LIMITS, type HomeworkUploadInfo } from '../../../protocol';
import { forTenant } from '../../db/tenant-scope';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { PNG_1PX } from '../profile/profile-test-helpers';
import { detailOf, fakePdf, hw, makeHomework, sendChunk, uploadAndAttach, type Auth } from './homework-test-helpers';

let t: TestApp;
let mediaDir: string;
let learner: Auth;
let learnerId: number;
beforeEach(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-homework-test-'));
  t = await createTestApp({ mediaDir, microCourseChunkBytes: 64 * 1024 });
  learner = await t.login('learner');
  learnerId = Number(learner.userid);
});
afterEach(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('assignments: the learner', () => {
  it('uploads in chunks, attaches, hands in, and can change nothing afterwards', async () => {
    const id = await makeHomework(t, { userIds: [learnerId] });
    const empty = await hw(t, '/v1/homework/submit', { id: String(id), note: '' }, learner);
    expect(empty).toMatchObject({ status: 'N', code: ErrorCode.HOMEWORK_EMPTY });

    const { info, detail } = await uploadAndAttach(t, id, 'document', 'report.pdf', fakePdf(200 * 1024), learner);
    expect(info.chunkCount).toBeGreaterThan(1);
    expect(detailOf(detail)).toMatchObject({
      state: 'not_submitted',
      editable: true,
      fileName: 'report.pdf',
      fileCount: 1,
    });

    const submitted = detailOf(
      await hw(t, '/v1/homework/submit', { id: String(id), note: 'Visited the customer' }, learner),
    );
    expect(submitted).toMatchObject({ state: 'pending', editable: false, note: 'Visited the customer' });

    // After hand-in: no second hand-in, no attach, no detach.
    const again = await hw(t, '/v1/homework/submit', { id: String(id), note: 'changed' }, learner);
    expect(again).toMatchObject({ status: 'N', code: ErrorCode.HOMEWORK_LOCKED });
    const { detail: attachLate } = await uploadAndAttach(t, id, 'file', 'photo.png', PNG_1PX, learner);
    expect(attachLate).toMatchObject({ status: 'N', code: ErrorCode.HOMEWORK_LOCKED });
    const detach = await hw(t, '/v1/homework/detach', { id: String(id), uploadId: String(info.uploadId) }, learner);
    expect(detach).toMatchObject({ status: 'N', code: ErrorCode.HOMEWORK_LOCKED });
    const now = detailOf(await hw(t, '/v1/homework/detail', { id: String(id) }, learner, 'GET'));
    expect(now).toMatchObject({ fileCount: 1, note: 'Visited the customer', state: 'pending' });
  });

  it('refuses files over their kind limit on the declared bytes, and a wrong type by its bytes', async () => {
    const id = await makeHomework(t, { userIds: [learnerId] });
    const init = (kind: string, bytes: number, name = 'a.pdf') =>
      hw(
        t,
        '/v1/homework/upload',
        { action: 'init', homeworkId: String(id), kind, fileName: name, totalBytes: String(bytes) },
        learner,
      );
    expect(await init('document', HOMEWORK_LIMITS.bytes.document + 1)).toMatchObject({
      status: 'N',
      code: ErrorCode.HOMEWORK_FILE_TOO_LARGE,
      data: { maxBytes: 200 * 1024 * 1024 },
    });
    expect(await init('video', 1024 * 1024 * 1024 + 1, 'a.mp4')).toMatchObject({
      code: ErrorCode.HOMEWORK_FILE_TOO_LARGE,
    });
    expect(await init('audio', 1024 * 1024 * 1024 + 1, 'a.mp3')).toMatchObject({
      code: ErrorCode.HOMEWORK_FILE_TOO_LARGE,
    });
    expect(await init('file', 20 * 1024 * 1024 + 1, 'a.zip')).toMatchObject({
      code: ErrorCode.HOMEWORK_FILE_TOO_LARGE,
    });
    expect(await init('document', HOMEWORK_LIMITS.bytes.document)).toMatchObject({ status: 'Y' });

    // A "PDF" that is really an executable: refused at its first chunk, nothing attached.
    const fake = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(1000)]);
    const started = await init('document', fake.length, 'report.pdf');
    const chunk = await sendChunk(t, (started.data as HomeworkUploadInfo).uploadId, 0, fake, learner);
    expect(chunk).toMatchObject({ status: 'N', code: ErrorCode.HOMEWORK_FILE_TYPE_NOT_ALLOWED });
    // A chunk longer than declared cannot grow the file past its checked size.
    const small = await init('document', 1000, 'small.pdf');
    const longer = await sendChunk(t, (small.data as HomeworkUploadInfo).uploadId, 0, fakePdf(2000), learner);
    expect(longer).toMatchObject({ status: 'N', code: ErrorCode.MICRO_UPLOAD_CHUNK_SIZE_WRONG });
  });

  it('refuses after the deadline with "assignment deadline passed" in the caller language', async () => {
    const id = await makeHomework(t, { userIds: [learnerId] });
    await uploadAndAttach(t, id, 'file', 'photo.png', PNG_1PX, learner);
    t.clock.set(t.clock.now() + 2 * 86_400_000);
    const late = await t.call(
      '/v1/homework/submit',
      { id: String(id), note: '' },
      { method: 'POST', ...learner, language: 'zh_cn' },
    );
    expect(late.body).toMatchObject({ status: 'N', code: ErrorCode.HOMEWORK_DEADLINE_PASSED, msg: '作业已过截止时间' });
    const en = await t.call(
      '/v1/homework/submit',
      { id: String(id), note: '' },
      { method: 'POST', ...learner, language: 'en_us' },
    );
    expect(en.body.msg).toBe('The assignment deadline has passed.');
    const row = await forTenant(t.db, 1)
      .selectFrom('homework_submissions')
      .select('status')
      .where('homework_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('draft');
  });

  it('hides assignments of others and of other enterprises', async () => {
    const sales = await t.login('sales');
    const id = await makeHomework(t, { userIds: [Number(sales.userid)] });
    expect(await hw(t, '/v1/homework/detail', { id: String(id) }, learner, 'GET')).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    const visitor = await t.login('visitor', 2);
    expect(await hw(t, '/v1/homework/detail', { id: String(id) }, { ...visitor, eid: 2 }, 'GET')).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    const mine = await hw(t, '/v1/homework/mine', {}, learner, 'GET');
    expect((mine.data as { list: { id: number }[] }).list.map((item) => item.id)).not.toContain(id);
  });

  it('hands in once under a double click', async () => {
    const id = await makeHomework(t, { userIds: [learnerId] });
    await uploadAndAttach(t, id, 'file', 'photo.png', PNG_1PX, learner);
    const both = await Promise.all([
      hw(t, '/v1/homework/submit', { id: String(id), note: 'a' }, learner),
      hw(t, '/v1/homework/submit', { id: String(id), note: 'b' }, learner),
    ]);
    expect(both.filter((body) => body.status === 'Y')).toHaveLength(1);
    const row = await forTenant(t.db, 1)
      .selectFrom('homework_submissions')
      .select(['rounds', 'status'])
      .where('homework_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ rounds: 1, status: 'pending' });
  });
});

describe('assignments: the demo seed', () => {
  it('gives Lin Xiao an assignment in every state and certificates valid, expiring, expired and revoked', async () => {
    const mine = await hw(t, '/v1/homework/mine', { pageSize: '50' }, learner, 'GET');
    const states = new Set((mine.data as { list: { state: string }[] }).list.map((item) => item.state));
    expect((mine.data as { total: number }).total).toBe((mine.data as { list: unknown[] }).list.length);
    const failed = await hw(t, '/v1/homework/mine', { state: 'not_submitted' }, learner, 'GET');
    expect(failed.data).toMatchObject({ total: 2 });
    expect([...states].sort()).toEqual(['excellent', 'failed', 'not_submitted', 'passed', 'pending', 'withdrawn']);
    const certificates = await hw(t, '/v1/certificate/mine', {}, learner, 'GET');
    const certStates = new Set((certificates.data as { list: { state: string }[] }).list.map((item) => item.state));
    expect([...certStates].sort()).toEqual(['expired', 'expiring', 'revoked', 'valid']);
  });
});
