import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageItem, MessagePage, MessageState } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { SEED_TIME } from '../../db/seed/demo-data';
import { firstCourseId } from './message-test-helpers';

/*
 * The whole path through the real calls of the course-social area: another member replies to
 * or praises the learner's comment, the course.comment.* event writes the message in the same
 * transaction, the learner's counts rise, and reading the message lowers them again.
 */
let t: TestApp;
type Who = { token: string; userid: string };
let learner: Who;
let sales: Who;
let courseId: number;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(SEED_TIME + 86_400_000);
  learner = await t.login('learner');
  sales = await t.login('sales');
  courseId = await firstCourseId(t.db);
});
afterAll(async () => t.close());

const state = async (who: Who) => (await t.call('/v1/message/state', {}, { ...who })).body.data as MessageState;
const post = (who: Who, call: string, params: Record<string, string>) =>
  t.call(call, params, { ...who, method: 'POST' });

describe('messages made by the course-social calls', () => {
  it('a reply to the learner’s comment raises the comment count once; reading it lowers it', async () => {
    const mine = await post(learner, 'apiCourse/addComment', {
      courseId: String(courseId),
      content: 'The delegation chapter was the most useful.',
    });
    expect(mine.body.code).toBe(0);
    const commentId = String((mine.body.data as { id: number }).id);
    const before = await state(learner);

    const reply = await post(sales, 'apiCourse/addComment', {
      courseId: String(courseId),
      content: 'Agreed, same for me.',
      replyTo: commentId,
      requestId: 'reply-req-0001',
    });
    expect(reply.body.code).toBe(0);
    // The same request sent again (retry, double click) is refused and makes no second message.
    const again = await post(sales, 'apiCourse/addComment', {
      courseId: String(courseId),
      content: 'Agreed, same for me.',
      replyTo: commentId,
      requestId: 'reply-req-0001',
    });
    expect(again.body.code).not.toBe(0);

    const after = await state(learner);
    expect(after.unread.comment).toBe(before.unread.comment + 1);
    expect(after.messageUnread).toBe(before.messageUnread + 1);

    const list = (await t.call('/v1/message/list', { category: 'comment' }, { ...learner })).body.data as MessagePage;
    const made = list.list.filter((m) => m.params.excerpt === 'Agreed, same for me.');
    expect(made).toHaveLength(1);
    const message = made[0]!;
    expect(message).toMatchObject({ kind: 'comment_reply', read: false, link: `/course/${courseId}` });
    expect(message.actorName).not.toBe('');
    // The author of the reply hears nothing about their own act.
    expect((await state(sales)).unread.comment).toBe(0);

    const read = await post(learner, '/v1/message/read', { id: String(message.id) });
    expect((read.body.data as MessageItem).read).toBe(true);
    const cleared = await state(learner);
    expect(cleared.unread.comment).toBe(before.unread.comment);
    expect(cleared.messageUnread).toBe(before.messageUnread);
  });

  it('praise of the learner’s comment makes one praise message, even praised twice', async () => {
    const mine = await post(learner, 'apiCourse/addComment', {
      courseId: String(courseId),
      content: 'Chapter three needs a summary slide.',
    });
    const commentId = String((mine.body.data as { id: number }).id);
    const before = await state(learner);
    await post(sales, 'apiCourse/commentPraise', { commentId, praise: '1' });
    const after = await state(learner);
    expect(after.unread.praise).toBe(before.unread.praise + 1);
    // Take back and praise again later: the same praiser on the same comment is news only once.
    t.clock.set(SEED_TIME + 86_400_000 + 60_000);
    await post(sales, 'apiCourse/commentPraise', { commentId, praise: '0' });
    t.clock.set(SEED_TIME + 86_400_000 + 120_000);
    await post(sales, 'apiCourse/commentPraise', { commentId, praise: '1' });
    expect((await state(learner)).unread.praise).toBe(before.unread.praise + 1);
  });
});
