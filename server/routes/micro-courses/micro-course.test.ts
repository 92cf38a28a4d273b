import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type MicroCourse } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { PNG_1PX } from '../profile/profile-test-helpers';
import { draftParams, fakeMp3, fakeMp4, firstCategoryId, uploadCall, uploadWhole } from './micro-test-helpers';
import { transcodingIdle } from './transcode-queue';

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

async function write(params: Record<string, string>, auth = learner) {
  return (await t.call('microCourse/index', params, { method: 'POST', ...auth })).body;
}

async function detail(id: number, auth: { token: string; userid: string; eid?: number } = learner) {
  return (await t.call('apiCourse/microCourse', { action: 'detail', id: String(id) }, auth)).body;
}

describe('microCourse drafts and submission', () => {
  it('accepts a 60-character title and refuses 61, changing nothing', async () => {
    const ok = await write({ action: 'save', ...draftParams({ title: 'T'.repeat(60) }) });
    expect(ok.status).toBe('Y');
    expect((ok.data as MicroCourse).state).toBe('draft');
    const before = await t.db.selectFrom('micro_courses').select('id').execute();
    const refused = await write({ action: 'save', ...draftParams({ title: 'T'.repeat(61) }) });
    expect(refused).toMatchObject({ status: 'N', code: ErrorCode.INVALID_INPUT });
    expect(await t.db.selectFrom('micro_courses').select('id').execute()).toHaveLength(before.length);
  });

  it("refuses a chapter name over the enterprise's limit", async () => {
    const setting = (await t.call('apiCourse/microCourse', { action: 'setting' }, learner)).body.data as {
      chapterNameMax: number;
      titleMax: number;
    };
    expect(setting).toMatchObject({ titleMax: 60, chapterNameMax: 40 });
    const body = await write({
      action: 'save',
      ...draftParams({ chapters: [{ title: 'x'.repeat(41), kind: 'video', uploadId: null }] }),
    });
    expect(body).toMatchObject({ code: ErrorCode.MICRO_CHAPTER_NAME_TOO_LONG, data: { max: 40 } });
  });

  it('submits: transcoding probes the files, reads MP4 and MP3 durations, and waits for review', async () => {
    const video = await uploadWhole(t, 'video', 'a.mp4', fakeMp4(95, 100 * 1024), learner);
    const audio = await uploadWhole(t, 'audio', 'b.mp3', fakeMp3(200), learner);
    const cover = await uploadWhole(t, 'image', 'c.png', PNG_1PX, learner);
    const categoryId = await firstCategoryId(t, learner);
    const chapters = [
      { title: 'Watch', kind: 'video', uploadId: video.uploadId },
      { title: 'Listen', kind: 'audio', uploadId: audio.uploadId },
    ];
    const submitted = await write({
      action: 'submit',
      ...draftParams({ categoryId, chapters }),
      coverUploadId: String(cover.uploadId),
    });
    expect(submitted.status).toBe('Y');
    expect(['uploaded', 'transcoding']).toContain((submitted.data as MicroCourse).state);
    await transcodingIdle(t.db);
    const after = (await detail((submitted.data as MicroCourse).id)).data as MicroCourse;
    expect(after.state).toBe('under_review');
    // 200 frames × 1152 samples / 44100 Hz ≈ 5 s.
    expect(after.chapters.map((chapter) => [chapter.probe, chapter.durationSeconds])).toEqual([
      ['ok', 95],
      ['ok', 5],
    ]);
    expect(after.cover?.url).toMatch(/\.png$/);
    // Under review it can no longer be changed or deleted.
    expect((await write({ action: 'delete', id: String(after.id) })).code).toBe(ErrorCode.MICRO_COURSE_NOT_EDITABLE);
  });

  it('ends in transcoding failed when a file is not playable', async () => {
    // An MP4 signature with no moov box: nothing a player could play.
    const broken = Buffer.concat([fakeMp4(1).subarray(0, 28), Buffer.alloc(2000, 1)]);
    const video = await uploadWhole(t, 'video', 'broken.mp4', broken, learner);
    const categoryId = await firstCategoryId(t, learner);
    const submitted = await write({
      action: 'submit',
      ...draftParams({ categoryId, chapters: [{ title: 'Broken', kind: 'video', uploadId: video.uploadId }] }),
    });
    await transcodingIdle(t.db);
    const after = (await detail((submitted.data as MicroCourse).id)).data as MicroCourse;
    expect(after).toMatchObject({ state: 'transcode_failed', failReason: 'Broken' });
    expect(after.chapters[0]!.probe).toBe('failed');
  });

  it('refuses to submit without a file for every chapter', async () => {
    const categoryId = await firstCategoryId(t, learner);
    const body = await write({
      action: 'submit',
      ...draftParams({ categoryId, chapters: [{ title: 'Empty', kind: 'video', uploadId: null }] }),
    });
    expect(body).toMatchObject({ code: ErrorCode.MICRO_COURSE_INCOMPLETE, data: { problem: 'chapterFile' } });
  });

  it('lists the demo micro-courses and deletes a draft', async () => {
    const list = (await t.call('apiCourse/microCourse', { action: 'list' }, learner)).body.data as {
      list: MicroCourse[];
    };
    expect(list.list.map((item) => item.state).sort()).toEqual(['draft', 'rejected', 'under_review']);
    expect(list.list.find((item) => item.state === 'rejected')!.rejectReason).toContain('2026');
    const draft = list.list.find((item) => item.state === 'draft')!;
    expect((await write({ action: 'delete', id: String(draft.id) })).status).toBe('Y');
    expect((await detail(draft.id)).code).toBe(ErrorCode.NOT_FOUND);
  });

  it("treats another learner's and another tenant's micro-course as not found", async () => {
    const list = (await t.call('apiCourse/microCourse', { action: 'list' }, learner)).body.data as {
      list: MicroCourse[];
    };
    const draft = list.list.find((item) => item.state === 'draft')!;
    const other = await t.login('learner', 2);
    expect((await detail(draft.id, { ...other, eid: 2 })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await write({ action: 'delete', id: String(draft.id) }, { ...other, eid: 2 } as typeof learner)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const engineer = await t.login('engineer');
    expect((await write({ action: 'save', ...draftParams({ id: draft.id }) }, engineer)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await detail(draft.id)).status).toBe('Y');
  });

  it('refuses files that together exceed 3 GB for one micro-course, changing nothing', async () => {
    const GB = 1024 * 1024 * 1024;
    // Declared sizes are enough: each is within 1.5 GB, three of them are not within 3 GB.
    const ids: number[] = [];
    for (const name of ['a.mp4', 'b.mp4', 'c.mp4']) {
      const init = await uploadCall(
        t,
        { action: 'init', kind: 'video', fileName: name, totalBytes: String(1.25 * GB) },
        learner,
      );
      ids.push((init.body.data as { uploadId: number }).uploadId);
    }
    const before = await t.db.selectFrom('micro_courses').select('id').execute();
    const chapters = ids.map((uploadId, i) => ({ title: `Part ${i + 1}`, kind: 'video', uploadId }));
    expect(await write({ action: 'save', ...draftParams({ chapters }) })).toMatchObject({
      status: 'N',
      code: ErrorCode.MICRO_UPLOAD_TOO_LARGE,
      data: { maxBytes: 3 * GB },
    });
    expect(await t.db.selectFrom('micro_courses').select('id').execute()).toHaveLength(before.length);
    expect((await write({ action: 'save', ...draftParams({ chapters: chapters.slice(0, 2) }) })).status).toBe('Y');
  });

  it('a second submit of the same micro-course (a double click) changes nothing', async () => {
    const video = await uploadWhole(t, 'video', 'a.mp4', fakeMp4(5), learner);
    const categoryId = await firstCategoryId(t, learner);
    const chapters = [{ title: 'Watch', kind: 'video', uploadId: video.uploadId }];
    const draft = (await write({ action: 'save', ...draftParams({ categoryId, chapters }) })).data as MicroCourse;
    expect((await write({ action: 'submit', ...draftParams({ id: draft.id, categoryId, chapters }) })).status).toBe(
      'Y',
    );
    expect(
      await write({ action: 'submit', ...draftParams({ id: draft.id, categoryId, chapters, title: 'Changed' }) }),
    ).toMatchObject({ code: ErrorCode.MICRO_COURSE_NOT_EDITABLE });
    await transcodingIdle(t.db);
    expect(((await detail(draft.id)).data as MicroCourse).title).toBe('Checking a ladder');
  });
});
