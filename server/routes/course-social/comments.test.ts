import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type CommentPage } from '../../../protocol';
import { onDomainEvent, type DomainEvent } from '../../lib/domain-events';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { callerOf, courseIdOf, courseRow, userIdOf, type Caller } from './social-test-helpers';

let t: TestApp;
let learner: Caller;
let engineer: Caller;
let courseId: number;
beforeEach(async () => {
  t = await createTestApp();
  learner = callerOf(t, await t.login('learner'));
  engineer = callerOf(t, await t.login('engineer'));
  courseId = await courseIdOf(t, 'Warehouse safety basics');
});
afterEach(async () => t.close());

describe('comments', () => {
  it('accepts 300 characters by default and refuses 301', async () => {
    expect(await learner('apiCourse/addComment', { courseId, content: 'x'.repeat(300) })).toMatchObject({
      status: 'Y',
    });
    expect(await learner('apiCourse/addComment', { courseId, content: 'y'.repeat(301) })).toMatchObject({
      status: 'N',
      code: ErrorCode.COMMENT_TOO_LONG,
      data: { max: 300 },
    });
    expect((await courseRow(t, courseId)).comment_count).toBe(1);
  });

  it("follows the enterprise's own limit", async () => {
    await t.db.insertInto('course_social_settings').values({ eid: 1, comment_max_length: 20 }).execute();
    expect(await learner('apiCourse/addComment', { courseId, content: 'z'.repeat(21) })).toMatchObject({
      status: 'N',
      code: ErrorCode.COMMENT_TOO_LONG,
      data: { max: 20 },
    });
    expect(await learner('apiCourse/addComment', { courseId, content: 'z'.repeat(20) })).toMatchObject({ status: 'Y' });
    expect(((await learner('apiCourse/PcComment', { courseId })).data as CommentPage).maxLength).toBe(20);
  });

  it('threads replies, counts them and tells the replied-to person', async () => {
    const events: DomainEvent[] = [];
    onDomainEvent('course.comment.added', 'comments-test', async (_trx, event) => void events.push(event));
    const top = (await learner('apiCourse/addComment', { courseId, content: 'Where are the exits?' })).data as {
      id: number;
    };
    const reply = await engineer('apiCourse/addComment', {
      courseId,
      content: 'Follow the green signs.',
      replyTo: top.id,
    });
    expect(reply.status).toBe('Y');
    const page = (await learner('apiCourse/PcComment', { courseId })).data as CommentPage;
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ content: 'Where are the exits?', replyCount: 1, mine: true });
    expect(page.list[0]!.replies[0]).toMatchObject({
      content: 'Follow the green signs.',
      replyToName: 'Lin Xiao',
      mine: false,
    });
    expect((await courseRow(t, courseId)).comment_count).toBe(2);
    expect(events.at(-1)).toMatchObject({
      type: 'course.comment.added',
      replyToUserId: await userIdOf(t, 'learner'),
      courseOwnerUserId: null,
    });
  });

  it('refuses the same request id or the same text again as a duplicate', async () => {
    const first = await learner('apiCourse/addComment', { courseId, content: 'Once', requestId: 'req-00000001' });
    expect(first.status).toBe('Y');
    expect(
      await learner('apiCourse/addComment', { courseId, content: 'Once', requestId: 'req-00000001' }),
    ).toMatchObject({ status: 'N', code: ErrorCode.DUPLICATE_SUBMISSION });
    expect(await learner('apiCourse/addComment', { courseId, content: 'Once' })).toMatchObject({
      status: 'N',
      code: ErrorCode.DUPLICATE_SUBMISSION,
    });
    expect((await courseRow(t, courseId)).comment_count).toBe(1);
  });

  it('praises a comment once under a double click, and un-praises later', async () => {
    const top = (await engineer('apiCourse/addComment', { courseId, content: 'Helmets on!' })).data as { id: number };
    const results = await Promise.all([
      learner('apiCourse/commentPraise', { commentId: top.id, praise: '1' }),
      learner('apiCourse/commentPraise', { commentId: top.id, praise: '1' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['N', 'Y']);
    expect(results.find((r) => r.status === 'N')).toMatchObject({ code: ErrorCode.DUPLICATE_SUBMISSION });
    const count = async () =>
      (
        await t.db
          .selectFrom('course_comments')
          .select('praise_count')
          .where('id', '=', top.id)
          .executeTakeFirstOrThrow()
      ).praise_count;
    expect(await count()).toBe(1);
    t.clock.set(t.clock.now() + 5000);
    expect(await learner('apiCourse/commentPraise', { commentId: top.id, praise: '1' })).toMatchObject({
      status: 'Y',
      data: { praiseCount: 1 },
    });
    expect(await learner('apiCourse/commentPraise', { commentId: top.id, praise: '0' })).toMatchObject({
      status: 'Y',
      data: { praised: false, praiseCount: 0 },
    });
    expect(await count()).toBe(0);
  });

  it('sorts by hottest', async () => {
    const leading = await courseIdOf(t, 'Leading your first team');
    const page = (await learner('apiCourse/PcComment', { courseId: leading, sort: 'hottest' })).data as CommentPage;
    const counts = page.list.map((c) => c.praiseCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(page.total).toBe(3);
  });

  it("answers NOT_FOUND for another tenant's course and a hidden course, changing nothing", async () => {
    const other = await courseIdOf(t, 'Time management', 2);
    const hidden = await courseIdOf(t, 'Key accounts (sales team only)');
    for (const id of [other, hidden]) {
      expect(await learner('apiCourse/addComment', { courseId: id, content: 'hello' })).toMatchObject({
        status: 'N',
        code: ErrorCode.NOT_FOUND,
      });
      expect(await learner('apiCourse/PcComment', { courseId: id })).toMatchObject({
        status: 'N',
        code: ErrorCode.NOT_FOUND,
      });
      expect((await courseRow(t, id)).comment_count).toBe(0);
    }
  });
});
