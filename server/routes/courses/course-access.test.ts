import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { courseDetailSchema, ErrorCode } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { courseId, setEnrolment, userId } from './course-test-helpers';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let learner: { token: string; userid: string };
beforeEach(async () => {
  t = await createTestApp();
  learner = await t.login('learner');
});
afterEach(async () => {
  await t.close();
});

async function detail(
  title: string,
  session: { token: string; userid: string } | null = learner,
  extra: Record<string, string> = {},
) {
  const { body } = await t.call('apiCourse/detail', { id: String(await courseId(t, title)), ...extra }, session ?? {});
  expect(body.status, body.msg).toBe('Y');
  return courseDetailSchema.parse(body.data);
}

async function verify(title: string, session = learner) {
  const { body } = await t.call('apiCourse/courseVerify', { id: String(await courseId(t, title)) }, session);
  return (body.data as { access: string }).access;
}

describe('apiCourse/detail access states', () => {
  it('a free course on the shelf is available, with chapters, category and progress fields', async () => {
    const course = await detail('Leading your first team');
    expect(course.access).toBe('available');
    expect(course.preview).toBe(false);
    expect(course.categoryName).toBe('First-time managers');
    expect(course.categoryCode).toBe('lead01');
    expect(course.chapters.map((c) => c.kind)).toEqual(['video', 'audio', 'document', 'imagetext']);
    expect(await verify('Leading your first team')).toBe('available');
  });

  it('locks later chapters of a sequential course until the earlier ones are done', async () => {
    const me = await userId(t, 'learner');
    const id = await courseId(t, 'Warehouse safety basics');
    await t.db.deleteFrom('chapter_progress').where('user_id', '=', me).where('course_id', '=', id).execute();
    expect((await detail('Warehouse safety basics')).chapters.map((c) => c.locked)).toEqual([false, true, true]);
    const first = (await detail('Warehouse safety basics')).chapters[0]!.id;
    await t.db
      .insertInto('chapter_progress')
      .values({
        eid: 1,
        user_id: me,
        course_id: id,
        chapter_id: first,
        completed_at: t.clock.now(),
        updated_at: t.clock.now(),
      })
      .execute();
    const after = await detail('Warehouse safety basics');
    expect(after.chapters.map((c) => [c.completed, c.locked])).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
  });

  it('paid course: not_purchased, then available after a purchase, expired when the year ends', async () => {
    const me = await userId(t, 'learner');
    const id = await courseId(t, 'Coaching conversations (points)');
    await setEnrolment(t, me, id, null);
    expect((await detail('Coaching conversations (points)')).access).toBe('not_purchased');
    await setEnrolment(t, me, id, { source: 'purchased', access_expires_at: t.clock.now() + 300 * DAY });
    const bought = await detail('Coaching conversations (points)');
    expect(bought.access).toBe('available');
    expect(bought.accessExpiresAt).toBe(t.clock.now() + 300 * DAY);
    await setEnrolment(t, me, id, { source: 'purchased', access_expires_at: t.clock.now() - DAY });
    expect((await detail('Coaching conversations (points)')).access).toBe('expired');
    // A self-started enrolment is no purchase.
    await setEnrolment(t, me, id, { source: 'self', access_expires_at: null });
    expect(await verify('Coaching conversations (points)')).toBe('not_purchased');
  });

  it('admin_purchase_only until an administrator buys it for the learner', async () => {
    const me = await userId(t, 'learner');
    const id = await courseId(t, 'Strategy for directors');
    await setEnrolment(t, me, id, null);
    expect((await detail('Strategy for directors')).access).toBe('admin_purchase_only');
    await setEnrolment(t, me, id, { source: 'assigned', access_expires_at: null });
    expect((await detail('Strategy for directors')).access).toBe('available');
  });

  it('a course past its expiry is expired', async () => {
    expect((await detail('Data protection 2025')).access).toBe('expired');
    expect((await detail('Data protection 2025')).expiresAt).toBeLessThan(t.clock.now());
  });

  it('a listed course is not_visible to others, without its content, and visible to its audience', async () => {
    const hidden = await detail('Key accounts (sales team only)');
    expect(hidden.access).toBe('not_visible');
    expect(hidden.chapters).toEqual([]);
    expect(hidden.summary).toBe('');
    expect((await detail('Key accounts (sales team only)', await t.login('sales'))).access).toBe('available');
  });

  it('off_shelf, transcode_failed and deleted', async () => {
    expect((await detail('Retired pricing course')).access).toBe('off_shelf');
    expect((await detail('Broken upload')).access).toBe('transcode_failed');
    await t.db.updateTable('courses').set({ status: 'deleted' }).where('title', '=', 'Consultative selling').execute();
    const gone = await detail('Consultative selling');
    expect(gone.access).toBe('deleted');
    expect(gone.chapters).toEqual([]);
  });

  it('preview is for administrators only and ignores visibility', async () => {
    await t.db
      .deleteFrom('course_audience')
      .where('user_id', '=', await userId(t, 'admin'))
      .execute();
    const admin = await t.login('admin');
    expect((await detail('Key accounts (sales team only)', admin)).access).toBe('not_visible');
    const preview = await detail('Key accounts (sales team only)', admin, { preview: '1' });
    expect(preview).toMatchObject({ access: 'preview', preview: true });
    expect(preview.chapters.length).toBe(1);
    const learnerTry = await detail('Key accounts (sales team only)', learner, { preview: '1' });
    expect(learnerTry).toMatchObject({ access: 'not_visible', preview: false });
  });

  it("another tenant's course and a draft are NOT_FOUND", async () => {
    const foreign = await courseId(t, 'Public speaking for everyone', 2);
    for (const call of ['apiCourse/detail', 'apiCourse/courseVerify', '/v1/playbill/course']) {
      const { body } = await t.call(call, { id: String(foreign) }, learner);
      expect(body.code, call).toBe(ErrorCode.NOT_FOUND);
    }
    await t.db.updateTable('courses').set({ status: 'draft' }).where('title', '=', 'Consultative selling').execute();
    const { body } = await t.call(
      'apiCourse/detail',
      { id: String(await courseId(t, 'Consultative selling')) },
      learner,
    );
    expect(body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('a visitor of a public organisation sees its course; a visitor of a private one is refused', async () => {
    const open = await courseId(t, 'Public speaking for everyone', 2);
    const { body } = await t.call('apiCourse/detail', { id: String(open) }, { eid: 2 });
    expect(courseDetailSchema.parse(body.data)).toMatchObject({
      access: 'available',
      enrolled: false,
      progressPercent: null,
    });
    const { body: closed } = await t.call('apiCourse/detail', {
      id: String(await courseId(t, 'Consultative selling')),
    });
    expect(closed.code).toBe(ErrorCode.UNAUTHORIZED);
  });
});

describe('apiCourse/recommendCourse and /v1/playbill/course', () => {
  it('recommends visible courses, same category first, never the course itself', async () => {
    const id = await courseId(t, 'Consultative selling');
    const { body } = await t.call('apiCourse/recommendCourse', { id: String(id), limit: '12' }, learner);
    const titles = (body.data as { list: { title: string }[] }).list.map((c) => c.title);
    expect(titles).not.toContain('Consultative selling');
    expect(titles).not.toContain('Key accounts (sales team only)');
    expect(titles).not.toContain('Data protection 2025');
    expect(titles.slice(0, 3).sort()).toEqual([
      'Customer success basics',
      'Negotiation essentials',
      'Writing proposals that win',
    ]);
  });

  it('gives a poster for a visible course and NOT_FOUND for a hidden one', async () => {
    const { body } = await t.call(
      '/v1/playbill/course',
      { id: String(await courseId(t, 'Consultative selling')) },
      learner,
    );
    expect(body.data).toMatchObject({
      title: 'Consultative selling',
      lecturerName: 'Zhou Min',
      path: expect.stringMatching(/^\/course\/\d+$/),
    });
    const { body: hidden } = await t.call(
      '/v1/playbill/course',
      { id: String(await courseId(t, 'Key accounts (sales team only)')) },
      learner,
    );
    expect(hidden.code).toBe(ErrorCode.NOT_FOUND);
  });
});
