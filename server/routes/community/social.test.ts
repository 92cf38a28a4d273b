import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  type CommentPageOfPost,
  type MessageState,
  type PostDetail,
  type PostPage,
} from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { finishedUploads, messagesOf, signIn, userIdOf, type Caller } from './community-test-helpers';

let t: TestApp;
let learner: Caller;
let engineer: Caller;
let sales: Caller;
beforeEach(async () => {
  t = await createTestApp();
  learner = await signIn(t, 'learner');
  engineer = await signIn(t, 'engineer');
  sales = await signIn(t, 'sales');
});
afterEach(async () => t.close());

async function topic(caller: Caller, params: Record<string, string | number> = {}): Promise<PostDetail> {
  const answer = await caller('apiCommunity/save', {
    kind: 'topic',
    title: 'Stand-up tips',
    content: '<p>Keep it short</p>',
    ...params,
  });
  expect(answer).toMatchObject({ status: 'Y' });
  return answer.data as PostDetail;
}

describe('posting', () => {
  it('sanitises rich content on the server and keeps mentions as chips', async () => {
    const engineerId = await userIdOf(t, 'engineer');
    const post = await topic(learner, {
      content: `<p onclick="x()">Hi <span data-mention-id="${engineerId}">@Wang</span><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">link</a><a href="https://example.com">ok</a></p>`,
    });
    expect(post.content).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(post.content).toContain(`<span data-mention-id="${engineerId}" class="lp-mention">@Wang</span>`);
    expect(post.content).toContain('href="https://example.com"');
  });

  it('takes up to 9 images and one video; a 10th image, a second video or someone else’s upload are refused', async () => {
    const nine = await finishedUploads(t, 'learner', [...Array(9).fill('image'), 'video']);
    const post = await topic(learner, { uploadIds: JSON.stringify(nine) });
    expect(post.media.map((m) => m.kind)).toEqual([...Array(9).fill('image'), 'video']);
    expect(post).toMatchObject({ imageCount: 9, hasVideo: true });
    const [tenth, audio, doc] = await finishedUploads(t, 'learner', ['image', 'audio', 'document']);
    expect(
      await learner('apiCommunity/save', {
        kind: 'topic',
        title: 'x',
        uploadIds: JSON.stringify([...nine.slice(0, 9), tenth]),
      }),
    ).toMatchObject({
      code: ErrorCode.COMMUNITY_POST_TOO_MANY_FILES,
      data: { kind: 'image', max: 9 },
    });
    expect(
      await learner('apiCommunity/save', { kind: 'topic', title: 'x', uploadIds: JSON.stringify([nine[9], audio]) }),
    ).toMatchObject({
      code: ErrorCode.COMMUNITY_POST_TOO_MANY_FILES,
      data: { kind: 'media', max: 1 },
    });
    expect(
      await learner('apiCommunity/save', { kind: 'topic', title: 'x', uploadIds: JSON.stringify([doc]) }),
    ).toMatchObject({
      code: ErrorCode.COMMUNITY_POST_FILE_INVALID,
    });
    const [others] = await finishedUploads(t, 'sales', ['image']);
    expect(
      await learner('apiCommunity/save', { kind: 'topic', title: 'x', uploadIds: JSON.stringify([others]) }),
    ).toMatchObject({
      code: ErrorCode.COMMUNITY_POST_FILE_INVALID,
    });
  });

  it('invites at most 10 people, and only the super administrator may remind all staff', async () => {
    const ids = (
      await t.db.selectFrom('users').select('id').where('eid', '=', 1).orderBy('id').limit(11).execute()
    ).map((r) => r.id);
    expect(
      await learner('apiCommunity/save', { kind: 'topic', title: 'x', invite: JSON.stringify(ids) }),
    ).toMatchObject({
      code: ErrorCode.COMMUNITY_POST_TOO_MANY_INVITES,
    });
    const foreign = (await t.db.selectFrom('users').select('id').where('eid', '=', 2).executeTakeFirstOrThrow()).id;
    expect(
      await learner('apiCommunity/save', { kind: 'topic', title: 'x', invite: JSON.stringify([foreign]) }),
    ).toMatchObject({
      code: ErrorCode.COMMUNITY_MEMBER_UNKNOWN,
    });
    expect(await learner('apiCommunity/save', { kind: 'topic', title: 'x', remindAll: '1' })).toMatchObject({
      code: ErrorCode.COMMUNITY_REMIND_ALL_NOT_ALLOWED,
    });
    const manager = await signIn(t, 'manager');
    expect(await manager('apiCommunity/save', { kind: 'topic', title: 'x', remindAll: '1' })).toMatchObject({
      code: ErrorCode.COMMUNITY_REMIND_ALL_NOT_ALLOWED,
    });
    const admin = await signIn(t, 'admin');
    const post = await topic(admin, { remindAll: '1', title: 'All hands on Friday' });
    expect(post.remindAll).toBe(true);
    expect((await messagesOf(t, 'sales', 'at')).map((m) => m.link)).toContain(`/news/community/${post.id}`);
  });
});

describe('mentions, comments and praise become messages', () => {
  it('a mention reaches the mentioned learner’s at messages and lights its red point', async () => {
    const unread = async () => ((await engineer('/v1/message/state')).data as MessageState | undefined)?.unread.at;
    const before = await unread();
    const post = await topic(learner, { mentions: JSON.stringify([await userIdOf(t, 'engineer')]) });
    const at = await messagesOf(t, 'engineer', 'at');
    expect(at).toHaveLength(1);
    expect(at[0]).toMatchObject({ kind: 'mention', link: `/news/community/${post.id}`, read_at: null });
    expect(await unread()).toBe(before! + 1);
  });

  it('comments and replies tell the post’s author and the replied-to person; praise tells once and double clicks are refused', async () => {
    const post = await topic(learner);
    const comment = (await engineer('apiCommunity/comment', { postId: post.id, content: 'Agreed!' })).data as {
      id: number;
    };
    const reply = await sales('apiCommunity/comment', { postId: post.id, parentId: comment.id, content: 'Same here' });
    expect(reply.status).toBe('Y');
    expect((await messagesOf(t, 'learner', 'comment')).map((m) => m.kind)).toEqual([
      'community_reply',
      'community_reply',
    ]);
    expect((await messagesOf(t, 'engineer', 'comment')).map((m) => m.kind)).toEqual(['community_reply']);

    const page = (await learner('apiCommunity/comments', { postId: post.id })).data as CommentPageOfPost;
    expect(page.list[0]).toMatchObject({
      content: 'Agreed!',
      replies: [{ content: 'Same here', replyTo: { name: 'Ma Rui' } }],
    });

    const clicks = await Promise.all(
      [1, 2].map(() => engineer('apiCommunity/praise', { target: 'post', id: post.id, praise: '1' })),
    );
    expect(clicks.map((c) => c.status).sort()).toEqual(['N', 'Y']);
    expect(clicks.find((c) => c.status === 'N')).toMatchObject({ code: ErrorCode.DUPLICATE_SUBMISSION });
    expect(((await learner('apiCommunity/detail', { postId: post.id })).data as PostDetail).praiseCount).toBe(1);
    // Taking it back at once is a continuous click too.
    expect(await engineer('apiCommunity/praise', { target: 'post', id: post.id, praise: '0' })).toMatchObject({
      code: ErrorCode.DUPLICATE_SUBMISSION,
    });
    expect((await messagesOf(t, 'learner', 'praise')).map((m) => m.kind)).toEqual(['post_praised']);
    expect(await learner('apiCommunity/praise', { target: 'comment', id: comment.id, praise: '1' })).toMatchObject({
      status: 'Y',
      data: { praised: true, praiseCount: 1 },
    });
    expect((await messagesOf(t, 'engineer', 'praise')).map((m) => m.kind)).toEqual(['comment_praised']);
  });
});

describe('lists, moderation, reports and deletion', () => {
  it('searches, sorts and pages; mine shows one’s own posts in review', async () => {
    const a = await topic(learner, { title: 'Alpha zeta stand-up' });
    const b = await topic(engineer, { title: 'Beta zeta retro' });
    await engineer('apiCommunity/comment', { postId: a.id, content: 'nice' });
    const list = async (params: Record<string, string>) =>
      ((await learner('apiCommunity/list', { kind: 'topic', ...params })).data as PostPage).list.map((p) => p.id);
    expect(await list({ keyword: 'alpha' })).toEqual([a.id]);
    expect(await list({ sort: 'latest', keyword: 'zeta' })).toEqual([b.id, a.id]);
    expect(await list({ sort: 'unanswered' })).toContain(b.id);
    expect(await list({ sort: 'unanswered' })).not.toContain(a.id);
    expect(await list({ sort: 'hottest', keyword: 'zeta' })).toEqual([a.id, b.id]);
    const page = (await learner('apiCommunity/list', { kind: 'topic', pageSize: '1', page: '2' })).data as PostPage;
    expect(page.list).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);

    const admin = await signIn(t, 'admin');
    await admin('apiCommunity/saveSetting', { reviewPosts: '1', reviewAnswers: '1' });
    const waiting = await topic(learner, { title: 'Gamma waiting' });
    expect(waiting.state).toBe('review');
    expect(await list({ keyword: 'gamma' })).toEqual([]);
    expect(await list({ keyword: 'gamma', mine: '1' })).toEqual([waiting.id]);
    expect(await engineer('apiCommunity/detail', { postId: waiting.id })).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(await learner('apiCommunity/reviewList', {})).toMatchObject({ code: ErrorCode.FORBIDDEN });
    expect(await admin('apiCommunity/review', { target: 'post', id: waiting.id, decision: 'approve' })).toMatchObject({
      status: 'Y',
    });
    expect(await admin('apiCommunity/review', { target: 'post', id: waiting.id, decision: 'reject' })).toMatchObject({
      code: ErrorCode.COMMUNITY_REVIEW_NOT_PENDING,
    });
    expect(await list({ keyword: 'gamma' })).toEqual([waiting.id]);
  });

  it('answers wait for review when configured; a rejected question returns its bounty', async () => {
    const admin = await signIn(t, 'admin');
    await admin('apiCommunity/saveSetting', { reviewPosts: '1', reviewAnswers: '1' });
    const q = (await learner('apiCommunity/save', { kind: 'question', title: 'Waiting question', bounty: 10 }))
      .data as PostDetail;
    expect(q.state).toBe('review');
    expect(await engineer('apiCommunity/comment', { postId: q.id, answer: '1', content: 'x' })).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    await admin('apiCommunity/review', { target: 'post', id: q.id, decision: 'approve' });
    const answer = (await engineer('apiCommunity/comment', { postId: q.id, answer: '1', content: 'Pending answer' }))
      .data as { id: number };
    const seen = async (caller: Caller) =>
      ((await caller('apiCommunity/comments', { postId: q.id })).data as CommentPageOfPost).list.length;
    expect(await seen(sales)).toBe(0);
    expect(await seen(engineer)).toBe(1);
    expect(await learner('apiCommunity/adopt', { postId: q.id, commentId: answer.id })).toMatchObject({
      code: ErrorCode.COMMUNITY_ADOPT_NOT_ALLOWED,
    });
    expect(
      ((await admin('apiCommunity/reviewList', {})).data as { list: Array<{ id: number }> }).list.map((i) => i.id),
    ).toContain(answer.id);
    await admin('apiCommunity/review', { target: 'comment', id: answer.id, decision: 'approve' });
    expect(await seen(sales)).toBe(1);

    const before = (
      await t.db
        .selectFrom('users')
        .select('score')
        .where('account', '=', 'learner')
        .where('eid', '=', 1)
        .executeTakeFirstOrThrow()
    ).score;
    const second = (await learner('apiCommunity/save', { kind: 'question', title: 'Rejected one', bounty: 15 }))
      .data as PostDetail;
    await admin('apiCommunity/review', { target: 'post', id: second.id, decision: 'reject' });
    const after = (
      await t.db
        .selectFrom('users')
        .select('score')
        .where('account', '=', 'learner')
        .where('eid', '=', 1)
        .executeTakeFirstOrThrow()
    ).score;
    expect(after).toBe(before);
  });

  it('reports a post once; an administrator deletes it and its page says so', async () => {
    const post = await topic(learner);
    expect(await engineer('apiCommunity/report', { postId: post.id, reason: 'Spam' })).toMatchObject({ status: 'Y' });
    expect(await engineer('apiCommunity/report', { postId: post.id })).toMatchObject({
      code: ErrorCode.COMMUNITY_ALREADY_REPORTED,
    });
    const admin = await signIn(t, 'admin');
    const reported = (await admin('apiCommunity/reviewList', { queue: 'reported' })).data as {
      list: Array<{ id: number; reasons: string[] }>;
    };
    expect(reported.list.find((i) => i.id === post.id)).toMatchObject({ reasons: ['Spam'] });
    expect(await admin('apiCommunity/review', { target: 'post', id: post.id, decision: 'delete' })).toMatchObject({
      status: 'Y',
    });
    const detail = (await engineer('apiCommunity/detail', { postId: post.id })).data as PostDetail;
    expect(detail).toMatchObject({ deleted: true, title: '', content: '' });
    expect(await engineer('apiCommunity/comment', { postId: post.id, content: 'x' })).toMatchObject({
      code: ErrorCode.COMMUNITY_POST_DELETED,
    });
    expect(await sales('apiCommunity/delete', { target: 'post', id: (await topic(learner)).id })).toMatchObject({
      code: ErrorCode.COMMUNITY_NOT_YOUR_POST,
    });
  });
});
