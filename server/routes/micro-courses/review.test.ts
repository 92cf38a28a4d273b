import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type MicroCourse } from '../../../protocol';
import { onDomainEvent, type DomainEvent } from '../../lib/domain-events';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { draftParams, fakeMp4, firstCategoryId, uploadWhole } from './micro-test-helpers';
import { transcodingIdle } from './transcode-queue';

let t: TestApp;
let mediaDir: string;
let learner: { token: string; userid: string };
let admin: { token: string; userid: string };
beforeEach(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-micro-test-'));
  t = await createTestApp({ mediaDir, microCourseChunkBytes: 64 * 1024 });
  learner = await t.login('learner');
  admin = await t.login('admin');
});
afterEach(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

async function submitted(visibleRange: 'self' | 'all'): Promise<MicroCourse> {
  const video = await uploadWhole(t, 'video', 'a.mp4', fakeMp4(30, 1000), learner);
  const categoryId = await firstCategoryId(t, learner);
  const body = (
    await t.call(
      'microCourse/index',
      {
        action: 'submit',
        ...draftParams({
          title: `Mine ${visibleRange}`,
          categoryId,
          visibleRange,
          chapters: [{ title: 'Watch', kind: 'video', uploadId: video.uploadId }],
        }),
      },
      { method: 'POST', ...learner },
    )
  ).body;
  await transcodingIdle(t.db);
  return body.data as MicroCourse;
}

async function review(params: Record<string, string>, auth = admin) {
  return (await t.call('apiCourse/microCourseReview', params, { method: 'POST', ...auth })).body;
}

async function access(courseId: number, auth: { token: string; userid: string }) {
  return ((await t.call('apiCourse/courseVerify', { id: String(courseId) }, auth)).body.data as { access: string })
    .access;
}

describe('micro-course review', () => {
  it('refuses learners with "no administrator rights" and changes nothing', async () => {
    const course = await submitted('all');
    const list = (await t.call('apiCourse/microCourseReviewList', {}, learner)).body;
    expect(list).toMatchObject({
      status: 'N',
      code: ErrorCode.MICRO_NOT_ADMINISTRATOR,
      msg: 'You have no administrator rights.',
    });
    expect((await review({ decision: 'approve', id: String(course.id) }, learner)).code).toBe(
      ErrorCode.MICRO_NOT_ADMINISTRATOR,
    );
    const row = await t.db
      .selectFrom('micro_courses')
      .select('state')
      .where('id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('under_review');
  });

  it('approval publishes the course; "only me" is hidden from another learner', async () => {
    const events: DomainEvent[] = [];
    onDomainEvent('micro_course.reviewed', 'micro-course-review-test', async (_trx, event) => void events.push(event));
    const course = await submitted('self');
    const pending = (await t.call('apiCourse/microCourseReviewList', {}, admin)).body.data as { list: MicroCourse[] };
    expect(pending.list.map((item) => item.id)).toContain(course.id);
    const approved = await review({ decision: 'approve', id: String(course.id) });
    const courseId = (approved.data as { courseId: number }).courseId;
    expect(courseId).toBeGreaterThan(0);
    // A second click finds nothing under review and publishes nothing twice.
    expect((await review({ decision: 'approve', id: String(course.id) })).code).toBe(
      ErrorCode.MICRO_REVIEW_NOT_PENDING,
    );
    const published = await t.db.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirstOrThrow();
    expect(published).toMatchObject({
      source: 'micro',
      status: 'published',
      audience: 'listed',
      owner_user_id: Number(learner.userid),
      title: 'Mine self',
    });
    const chapters = await t.db.selectFrom('course_chapters').selectAll().where('course_id', '=', courseId).execute();
    expect(chapters).toHaveLength(1);
    expect(chapters[0]).toMatchObject({ kind: 'video', duration_seconds: 30 });
    expect(fs.existsSync(path.join(mediaDir, chapters[0]!.media_key))).toBe(true);
    expect(await access(courseId, learner)).toBe('available');
    expect(await access(courseId, await t.login('engineer'))).toBe('not_visible');
    const mine = (await t.call('apiCourse/microCourse', { action: 'detail', id: String(course.id) }, learner)).body
      .data as MicroCourse;
    expect(mine).toMatchObject({ state: 'approved', courseId });
    expect(events).toEqual([
      expect.objectContaining({
        type: 'micro_course.reviewed',
        courseId,
        approved: true,
        ownerUserId: Number(learner.userid),
      }),
    ]);
  });

  it('approval of "all" is visible to everyone; rejection keeps the reason for the learner', async () => {
    const open = await submitted('all');
    const { courseId } = (await review({ decision: 'approve', id: String(open.id) })).data as { courseId: number };
    expect(await access(courseId, await t.login('engineer'))).toBe('available');
    const other = await submitted('all');
    expect((await review({ decision: 'reject', id: String(other.id), reason: '' })).code).toBe(ErrorCode.INVALID_INPUT);
    expect((await review({ decision: 'reject', id: String(other.id), reason: 'Sound is too quiet.' })).status).toBe(
      'Y',
    );
    const mine = (await t.call('apiCourse/microCourse', { action: 'detail', id: String(other.id) }, learner)).body
      .data as MicroCourse;
    expect(mine).toMatchObject({ state: 'rejected', rejectReason: 'Sound is too quiet.', courseId: null });
  });

  it('an administrator of another tenant cannot see or review the micro-course', async () => {
    const course = await submitted('all');
    await t.db.updateTable('users').set({ type: 2 }).where('eid', '=', 2).where('account', '=', 'learner').execute();
    const other = await t.login('learner', 2);
    const body = (
      await t.call(
        'apiCourse/microCourseReview',
        { decision: 'approve', id: String(course.id) },
        { method: 'POST', ...other, eid: 2 },
      )
    ).body;
    expect(body.code).toBe(ErrorCode.NOT_FOUND);
    const list = (await t.call('apiCourse/microCourseReviewList', {}, { ...other, eid: 2 })).body.data as {
      list: MicroCourse[];
    };
    expect(list.list).toHaveLength(0);
  });
});
