import {
  COMMUNITY_LIMITS,
  ErrorCode,
  textLength,
  type CommentPageOfPost,
  type CommunityComment,
  type CommunityReply,
} from '../../../protocol';
import type { z } from 'zod';
import type { communityAddCommentSchema } from '../../../protocol';
import type { CommunityCommentRow, CommunityPost } from '../../db/schema-community';
import { emitDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from '../points';
import {
  assertMembers,
  isAdmin,
  maySee,
  peopleByIds,
  personOf,
  postRow,
  reviewSettings,
  type CommunityScope,
} from './community-scope';
import { excerptOf } from './sanitise';

type AddInput = z.output<typeof communityAddCommentSchema>;

/** Counters that order "hottest": praise weighs twice a reply. */
export const HOT = { praise: 2, reply: 1 } as const;

export async function commentEvent(
  trx: Parameters<typeof emitDomainEvent>[0],
  post: CommunityPost,
  comment: CommunityCommentRow,
  mentionUserIds: number[],
): Promise<void> {
  await emitDomainEvent(trx, {
    type: 'community.comment.added',
    eid: post.eid,
    at: comment.created_at,
    postId: post.id,
    kind: post.kind,
    title: post.title || excerptOf(post.plain, 40),
    commentId: comment.id,
    authorUserId: comment.author_user_id,
    postAuthorUserId: post.author_user_id,
    replyToUserId: comment.reply_to_user_id,
    isAnswer: comment.is_answer === 1,
    excerpt: excerptOf(comment.content),
    mentionUserIds,
  });
}

/**
 * An answer (questions, top level), a comment (topics, top level) or a reply (under either).
 * Spec 001 §5: a user cannot answer their own question; a resolved or closed question takes no
 * answers. Answers wait for review when the enterprise asks for it.
 */
export async function addComment(scope: CommunityScope, input: AddInput): Promise<number> {
  const content = input.content.trim();
  const max = input.answer ? COMMUNITY_LIMITS.answerMax : COMMUNITY_LIMITS.commentMax;
  if (content === '') throw new AppError(ErrorCode.COMMUNITY_POST_EMPTY);
  if (textLength(content) > max) throw new AppError(ErrorCode.COMMUNITY_COMMENT_TOO_LONG, { data: { max } });
  const mentions = await assertMembers(scope.db, input.mentions.slice(0, COMMUNITY_LIMITS.mentions));
  const { reviewAnswers } = await reviewSettings(scope.db);

  return scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, scope.user.id);
    const post = await postRow(trx, input.postId);
    if (!maySee(post, scope.user)) throw new AppError(ErrorCode.NOT_FOUND);
    if (post.deleted_at !== null) throw new AppError(ErrorCode.COMMUNITY_POST_DELETED);
    if (post.state === 'review' || post.state === 'rejected') throw new AppError(ErrorCode.COMMUNITY_POST_IN_REVIEW);
    let parent: CommunityCommentRow | undefined;
    if (input.answer) {
      if (post.kind !== 'question') throw new AppError(ErrorCode.INVALID_INPUT);
      if (post.author_user_id === scope.user.id) throw new AppError(ErrorCode.COMMUNITY_CANNOT_ANSWER_OWN);
      if (post.state !== 'open') throw new AppError(ErrorCode.COMMUNITY_QUESTION_LOCKED);
    } else if (input.parentId !== undefined) {
      parent = await trx
        .selectFrom('community_comments')
        .selectAll()
        .where('id', '=', input.parentId)
        .where('post_id', '=', post.id)
        .where('parent_id', 'is', null)
        .executeTakeFirst();
      if (!parent || parent.deleted_at !== null || parent.state !== 'visible') throw new AppError(ErrorCode.NOT_FOUND);
    } else if (post.kind === 'question') {
      // A question's top level holds answers only; talk goes under an answer.
      throw new AppError(ErrorCode.INVALID_INPUT);
    }
    if (input.requestId) {
      const seen = await trx
        .selectFrom('community_comments')
        .select('id')
        .where('author_user_id', '=', scope.user.id)
        .where('request_id', '=', input.requestId)
        .executeTakeFirst();
      if (seen) throw new AppError(ErrorCode.DUPLICATE_SUBMISSION);
    }
    let replyTo: number | null = parent ? parent.author_user_id : null;
    if (parent && input.replyToUserId !== undefined) {
      // A reply within a thread names one of its people; anyone else falls back to the thread's author.
      const inThread = await trx
        .selectFrom('community_comments')
        .select('id')
        .where('parent_id', '=', parent.id)
        .where('author_user_id', '=', input.replyToUserId)
        .executeTakeFirst();
      if (inThread) replyTo = input.replyToUserId;
    }
    const waits = input.answer && reviewAnswers && !isAdmin(scope.user);
    const row = await trx
      .insertInto('community_comments')
      .values({
        eid: scope.eid,
        post_id: post.id,
        parent_id: parent?.id ?? null,
        author_user_id: scope.user.id,
        reply_to_user_id: replyTo,
        is_answer: input.answer ? 1 : 0,
        content,
        state: waits ? 'review' : 'visible',
        request_id: input.requestId ?? null,
        deleted_at: null,
        created_at: scope.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!waits) {
      await bumpReplies(trx, post.id, row.parent_id === null ? 1 : 0);
      await commentEvent(trx, post, row, mentions);
    }
    return row.id;
  });
}

/** A visible top-level answer or comment counts as a reply of the post (lists, "unanswered", hottest). */
export async function bumpReplies(
  trx: Parameters<typeof emitDomainEvent>[0],
  postId: number,
  delta: number,
): Promise<void> {
  if (delta === 0) return;
  await trx
    .updateTable('community_posts')
    .set((eb) => ({
      reply_count: eb('reply_count', '+', delta),
      hot: eb('hot', '+', delta * HOT.reply),
    }))
    .where('id', '=', postId)
    .execute();
}

function present(
  row: CommunityCommentRow,
  people: Awaited<ReturnType<typeof peopleByIds>>,
  praised: Set<number>,
  userId: number,
): CommunityReply {
  const deleted = row.deleted_at !== null;
  return {
    id: row.id,
    author: personOf(people, row.author_user_id),
    replyTo: row.reply_to_user_id !== null ? personOf(people, row.reply_to_user_id) : null,
    content: deleted ? '' : row.content,
    state: row.state,
    deleted,
    praiseCount: row.praise_count,
    praised: praised.has(row.id),
    mine: row.author_user_id === userId,
    createdAt: row.created_at,
  };
}

/** Answers (best first) or comments, newest first, each with its replies oldest first. */
export async function listComments(scope: CommunityScope, postId: number, page: number): Promise<CommentPageOfPost> {
  const post = await postRow(scope.db, postId);
  if (!maySee(post, scope.user)) throw new AppError(ErrorCode.NOT_FOUND);
  const admin = isAdmin(scope.user);
  // Waiting or rejected answers are seen by their author and administrators only.
  const visible = (q: ReturnType<typeof base>) =>
    admin ? q : q.where((eb) => eb.or([eb('state', '=', 'visible'), eb('author_user_id', '=', scope.user.id)]));
  const base = () => scope.db.selectFrom('community_comments').where('post_id', '=', post.id);
  const top = visible(base().where('parent_id', 'is', null));
  const total = Number((await top.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const pageSize = COMMUNITY_LIMITS.pageSize;
  const rows = await top
    .selectAll()
    .orderBy((eb) =>
      eb
        .case()
        .when('id', '=', post.best_comment_id ?? 0)
        .then(0)
        .else(1)
        .end(),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const replies = rows.length
    ? await visible(
        base().where(
          'parent_id',
          'in',
          rows.map((r) => r.id),
        ),
      )
        .selectAll()
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    : [];
  const all = [...rows, ...replies];
  const people = await peopleByIds(
    scope.db,
    all.flatMap((r) => [r.author_user_id, r.reply_to_user_id ?? r.author_user_id]),
  );
  const praisedRows = all.length
    ? await scope.db
        .selectFrom('community_praises')
        .select('target')
        .where('user_id', '=', scope.user.id)
        .where('state', '=', 1)
        .where(
          'target',
          'in',
          all.map((r) => `comment:${r.id}`),
        )
        .execute()
    : [];
  const praised = new Set(praisedRows.map((p) => Number(p.target.slice('comment:'.length))));
  const list: CommunityComment[] = rows.map((r) => ({
    ...present(r, people, praised, scope.user.id),
    isAnswer: r.is_answer === 1,
    best: post.best_comment_id === r.id,
    replies: replies.filter((x) => x.parent_id === r.id).map((x) => present(x, people, praised, scope.user.id)),
  }));
  return { list, total, page, pageSize };
}
