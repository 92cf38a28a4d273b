import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { signToken } from '../../lib/signed-token';
import { SEED_MEDIA_ROOT } from './course-media.route';
import { demoCourse, signIn } from './study-test-helpers';

const T0 = Date.parse('2026-11-20T02:00:00Z');

describe('refusals at study time, and course media', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(T0);
  });
  afterAll(async () => t.close());

  it("max viewers: a second learner is refused until the first one's session ends", async () => {
    const course = await demoCourse(t, 'Live lab: one seat');
    const chapterId = course.chapters[0]!;
    const learner = await signIn(t, 'learner');
    const engineer = await signIn(t, 'engineer');
    const first = await learner.call('/v1/course/study/start', {
      courseId: course.id,
      chapterId,
      windowId: 'tab-learner1',
    });
    expect(first.status).toBe('Y');
    expect(
      (await engineer.call('/v1/course/study/start', { courseId: course.id, chapterId, windowId: 'tab-engineer' }))
        .code,
    ).toBe(ErrorCode.STUDY_MAX_VIEWERS);
    await learner.call('/v1/course/study/end', { sessionId: first.data.sessionId });
    expect(
      (await engineer.call('/v1/course/study/start', { courseId: course.id, chapterId, windowId: 'tab-engineer' }))
        .status,
    ).toBe('Y');
    // A window that stopped beating no longer holds its seat.
    t.clock.set(T0 + 60_000);
    expect(
      (await learner.call('/v1/course/study/start', { courseId: course.id, chapterId, windowId: 'tab-learner1' }))
        .status,
    ).toBe('Y');
  });

  it('multi-window: the newer window of the same learner is refused, whatever the course', async () => {
    // Not newhire, whom the initial password and the incomplete profile now stop first.
    const colleague = await signIn(t, 'colleague01');
    const a = await demoCourse(t, 'Consultative selling');
    const b = await demoCourse(t, 'Working with spreadsheets');
    expect(
      (
        await colleague.call('/v1/course/study/start', {
          courseId: a.id,
          chapterId: a.chapters[0]!,
          windowId: 'tab-first-01',
        })
      ).status,
    ).toBe('Y');
    const refused = await colleague.call('/v1/course/study/start', {
      courseId: b.id,
      chapterId: b.chapters[0]!,
      windowId: 'tab-second-1',
    });
    expect(refused.code).toBe(ErrorCode.STUDY_MULTI_WINDOW);
    expect(refused.data).toMatchObject({ courseId: a.id, title: 'Consultative selling' });
    // The first window moves on to another course: allowed (same window).
    expect(
      (
        await colleague.call('/v1/course/study/start', {
          courseId: b.id,
          chapterId: b.chapters[0]!,
          windowId: 'tab-first-01',
        })
      ).status,
    ).toBe('Y');
  });

  it('sequential: a later chapter is refused until the earlier one is finished', async () => {
    const sales = await signIn(t, 'sales');
    const course = await demoCourse(t, 'Warehouse safety basics');
    const refused = await sales.call('/v1/course/study/start', {
      courseId: course.id,
      chapterId: course.chapters[1]!,
      windowId: 'tab-sales-01',
    });
    expect(refused.code).toBe(ErrorCode.STUDY_SEQUENTIAL_REQUIRED);
    expect(refused.data).toMatchObject({ chapterId: course.chapters[0]! });
    const list = await sales.call('apiCourse/studyList', { courseId: course.id });
    expect(list.data.chapters.map((c: { locked: boolean }) => c.locked)).toEqual([false, true, true]);
  });

  it("the course's own state refuses: off the shelf, expired, not bought, not visible", async () => {
    const learner = await signIn(t, 'manager');
    const cases: [string, number][] = [
      ['Retired pricing course', ErrorCode.STUDY_COURSE_UNAVAILABLE],
      ['Data protection 2025', ErrorCode.STUDY_COURSE_EXPIRED],
      ['Coaching conversations (points)', ErrorCode.STUDY_NOT_PURCHASED],
      ['Key accounts (sales team only)', ErrorCode.STUDY_NOT_VISIBLE],
      ['Broken upload', ErrorCode.STUDY_TRANSCODE_FAILED],
    ];
    for (const [title, code] of cases) {
      const course = await demoCourse(t, title);
      expect(
        (await learner.call('apiCourse/getVideoUrlAliyun', { courseId: course.id, chapterId: course.chapters[0]! }))
          .code,
        title,
      ).toBe(code);
    }
    expect(
      await t.db.selectFrom('course_enrolments').selectAll().where('user_id', '=', learner.userId).execute(),
    ).toHaveLength(0);
  });

  it("another tenant's course or chapter is NOT_FOUND and changes nothing", async () => {
    const learner = await signIn(t, 'learner');
    const theirs = await demoCourse(t, 'Public speaking for everyone', 2);
    const ours = await demoCourse(t, 'Consultative selling');
    const sessionsBefore = (await t.db.selectFrom('study_sessions').selectAll().execute()).length;
    for (const [courseId, chapterId] of [
      [theirs.id, theirs.chapters[0]!],
      [ours.id, theirs.chapters[0]!],
    ]) {
      expect(
        (await learner.call('/v1/course/study/start', { courseId, chapterId, windowId: 'tab-learner1' })).code,
      ).toBe(ErrorCode.NOT_FOUND);
      expect((await learner.call('apiCourse/getVideoUrlAliyun', { courseId, chapterId })).code).toBe(
        ErrorCode.NOT_FOUND,
      );
    }
    expect((await learner.call('apiCourse/studyList', { courseId: theirs.id })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.db.selectFrom('study_sessions').selectAll().execute()).length).toBe(sessionsBefore);
  });

  it("another learner's session cannot be beaten, finished or ended", async () => {
    t.clock.set(T0 + 90_000);
    const owner = await signIn(t, 'manager');
    const intruder = await signIn(t, 'sales');
    const course = await demoCourse(t, 'Consultative selling');
    const chapterId = course.chapters[0]!;
    const { data } = await owner.call('/v1/course/study/start', {
      courseId: course.id,
      chapterId,
      windowId: 'tab-manager1',
    });
    t.clock.set(T0 + 95_000);
    expect(
      (await intruder.call('/v1/course/study/heartbeat', { sessionId: data.sessionId, chapterId, position: 5 })).code,
    ).toBe(ErrorCode.STUDY_SESSION_ENDED);
    expect(
      (
        await intruder.call('apiCourse/setCourseCompleted', {
          courseId: course.id,
          chapterId,
          sessionId: data.sessionId,
        })
      ).code,
    ).toBe(ErrorCode.STUDY_SESSION_ENDED);
    await intruder.call('/v1/course/study/end', { sessionId: data.sessionId });
    expect(
      await t.db
        .selectFrom('chapter_progress')
        .selectAll()
        .where('user_id', '=', intruder.userId)
        .where('chapter_id', '=', chapterId)
        .execute(),
    ).toHaveLength(0);
    // The owner's session is untouched: still live, and credited only its own wall-clock time.
    expect(
      (await owner.call('/v1/course/study/heartbeat', { sessionId: data.sessionId, chapterId, position: 5 })).data
        .creditedNow,
    ).toBe(5);
  });

  it('serves signed media with byte ranges and refuses forged or expired signatures', async () => {
    t.clock.set(T0 + 120_000);
    const learner = await signIn(t, 'sales');
    const course = await demoCourse(t, 'Consultative selling');
    const { data } = await learner.call('apiCourse/getVideoUrlAliyun', {
      courseId: course.id,
      chapterId: course.chapters[0]!,
    });
    expect(data.mimeType).toBe('video/mp4');
    const bytes = fs.readFileSync(path.join(SEED_MEDIA_ROOT, 'demo/lesson.mp4'));
    const get = (url: string, range?: string) => t.app.inject({ method: 'GET', url, headers: range ? { range } : {} });

    const whole = await get(data.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await get(data.url, 'bytes=100-199');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await get(data.url, 'bytes=-50');
    expect(tail.headers['content-range']).toBe(`bytes ${bytes.length - 50}-${bytes.length - 1}/${bytes.length}`);
    const unsatisfiable = await get(data.url, `bytes=${bytes.length + 10}-`);
    expect(unsatisfiable.statusCode).toBe(416);
    expect(unsatisfiable.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.headers['cache-control']).toBe('private, max-age=300');
    expect(whole.headers['content-type']).toBe('video/mp4');
    // Conditional requests: the same file again is 304 by its ETag.
    const again = await t.app.inject({
      method: 'GET',
      url: data.url,
      headers: { 'if-none-match': String(whole.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const forged = data.url.replace(/(t=[^&]+)(..)$/, (_m: string, head: string) => `${head}AA`);
    expect((await get(forged)).statusCode).toBe(403);
    expect((await get(data.url.replace('lesson.mp4', 'lesson.mp3'))).statusCode).toBe(403);
    // Another learner written into the token under the old signature.
    const [body, signature] = new URL(data.url, 'http://x').searchParams.get('t')!.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { e: number; d: { u: number } };
    const other = Buffer.from(JSON.stringify({ ...claims, d: { ...claims.d, u: 1 } })).toString('base64url');
    expect((await get(data.url.replace(/t=[^&]+/, `t=${other}.${signature}`))).statusCode).toBe(403);
    // The same claims signed for another purpose (a document preview) are not a media address.
    const otherPurpose = signToken(t.config.mediaSigningSecret, 'doc-preview', claims.d, claims.e);
    expect((await get(data.url.replace(/t=[^&]+/, `t=${otherPurpose}`))).statusCode).toBe(403);
    t.clock.set(T0 + 120_000 + t.config.mediaUrlTtlMs + 1);
    expect((await get(data.url)).statusCode).toBe(403);
    expect((await get('/yii/appapi/course-media/demo/')).statusCode).not.toBe(200);
  });

  it('a document preview token shows the document to its learner only', async () => {
    t.clock.set(T0 + 200_000);
    const course = await demoCourse(t, 'Working with spreadsheets');
    const engineer = await signIn(t, 'engineer');
    const { token } = (
      await engineer.call('apiCourse/GetDocPerviewToken', { courseId: course.id, chapterId: course.chapters[0]! })
    ).data as { token: string };
    const preview = await engineer.call('/v1/course/study/doc-preview', { docToken: token });
    expect(preview.data).toMatchObject({ title: 'Spreadsheet handbook', allowDownload: true });
    const pdf = await t.app.inject({ method: 'GET', url: preview.data.url });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const other = await signIn(t, 'learner');
    expect((await other.call('/v1/course/study/doc-preview', { docToken: token })).code).toBe(
      ErrorCode.STUDY_PREVIEW_TOKEN_INVALID,
    );
    expect((await engineer.call('/v1/course/study/doc-preview', { docToken: `${token.slice(0, -3)}abc` })).code).toBe(
      ErrorCode.STUDY_PREVIEW_TOKEN_INVALID,
    );
    // Another tenant's learner cannot ask for a token of this course.
    const hub = await signIn(t, 'learner', 2);
    expect(
      (await hub.call('apiCourse/GetDocPerviewToken', { courseId: course.id, chapterId: course.chapters[0]! })).code,
    ).toBe(ErrorCode.NOT_FOUND);
  });

  it("lists the learner's study records, most recent first", async () => {
    const learner = await signIn(t, 'learner');
    const { data } = await learner.call('/v1/my/learn-record', { page: 1, pageSize: 10 });
    const team = data.list.find((r: { title: string }) => r.title === 'Leading your first team');
    expect(team).toMatchObject({ chapterCount: 4, completedChapters: 1, progressPercent: 25, completedAt: null });
    expect(data.total).toBe(data.list.length);
    const empty = await signIn(t, 'admin');
    expect((await empty.call('/v1/my/learn-record', {})).data).toMatchObject({ list: [], total: 0 });
  });
});
