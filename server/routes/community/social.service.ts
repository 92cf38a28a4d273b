import { COMMUNITY_LIMITS, ErrorCode, textLength, type CommunityPerson } from '../../../protocol';
import { containsPattern, likeInsensitive } from '../../db/engine';
import { sql } from 'kysely';
import { emitDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from '../points';
import { refundBounty } from './bounty.service';
import { bumpReplies, HOT } from './comments.service';
import { isAdmin, maySee, postRow, type CommunityScope } from './community-scope';
import { isLocked } from './posts.service';
import { excerptOf } from './sanitise';

/**
 * Praise a post or a comment (spec 001 §5: repeated or continuous clicks are rejected). The
 * request names the state the person wants: the same wish again (already praised) is refused,
 * and so is any change within the 3 s debounce window after the last one, changing nothing.
 */
export async function praise(
  scope: CommunityScope,
  input: { target: 'post' | 'comment'; id: number; praise: boolean },
): Promise<{ praised: boolean; praiseCount: number }> {
  return scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, scope.user.id);
    let postId = input.id;
    let toUserId: number;
    let commentId: number | null = null;
    if (input.target === 'comment') {
      const comment = await trx
        .selectFrom('community_comments')
        .selectAll()
        .where('id', '=', input.id)
        .executeTakeFirst();
      if (!comment || comment.deleted_at !== null || comment.state !== 'visible')
        throw new AppError(ErrorCode.NOT_FOUND);
      postId = comment.post_id;
      toUserId = comment.author_user_id;
      commentId = comment.id;
    }
    const post = await postRow(trx, postId);
    if (!maySee(post, scope.user) || post.state === 'review' || post.state === 'rejected')
      throw new AppError(ErrorCode.NOT_FOUND);
    if (post.deleted_at !== null) throw new AppError(ErrorCode.COMMUNITY_POST_DELETED);
    if (input.target === 'post') toUserId = post.author_user_id;
    const target = `${input.target}:${input.id}`;
    const last = await trx
      .selectFrom('community_praises')
      .select(['state', 'at'])
      .where('user_id', '=', scope.user.id)
      .where('target', '=', target)
      .executeTakeFirst();
    const now = last?.state === 1;
    if (now === input.praise || (last && scope.now - last.at < COMMUNITY_LIMITS.repeatWindowMs))
      throw new AppError(ErrorCode.DUPLICATE_SUBMISSION);
    await trx
      .insertInto('community_praises')
      .values({ eid: scope.eid, user_id: scope.user.id, target, state: input.praise ? 1 : 0, at: scope.now })
      .onConflict((oc) => oc.columns(['user_id', 'target']).doUpdateSet({ state: input.praise ? 1 : 0, at: scope.now }))
      .execute();
    const delta = input.praise ? 1 : -1;
    if (input.target === 'post')
      await trx
        .updateTable('community_posts')
        .set((eb) => ({ praise_count: eb('praise_count', '+', delta), hot: eb('hot', '+', delta * HOT.praise) }))
        .where('id', '=', post.id)
        .execute();
    else
      await trx
        .updateTable('community_comments')
        .set((eb) => ({ praise_count: eb('praise_count', '+', delta) }))
        .where('id', '=', input.id)
        .execute();
    if (input.praise)
      await emitDomainEvent(trx, {
        type: 'community.praised',
        eid: scope.eid,
        at: scope.now,
        postId: post.id,
        kind: post.kind,
        title: post.title || excerptOf(post.plain, 40),
        commentId,
        byUserId: scope.user.id,
        toUserId: toUserId!,
      });
    const count =
      input.target === 'post'
        ? (
            await trx
              .selectFrom('community_posts')
              .select('praise_count')
              .where('id', '=', post.id)
              .executeTakeFirstOrThrow()
          ).praise_count
        : (
            await trx
              .selectFrom('community_comments')
              .select('praise_count')
              .where('id', '=', input.id)
              .executeTakeFirstOrThrow()
          ).praise_count;
    return { praised: input.praise, praiseCount: count };
  });
}

export async function reportPost(scope: CommunityScope, postId: number, reason: string): Promise<void> {
  const text = reason.trim();
  if (textLength(text) > COMMUNITY_LIMITS.reportReasonMax)
    throw new AppError(ErrorCode.COMMUNITY_COMMENT_TOO_LONG, { data: { max: COMMUNITY_LIMITS.reportReasonMax } });
  await scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, scope.user.id);
    const post = await postRow(trx, postId);
    if (!maySee(post, scope.user)) throw new AppError(ErrorCode.NOT_FOUND);
    if (post.deleted_at !== null) throw new AppError(ErrorCode.COMMUNITY_POST_DELETED);
    const inserted = await trx
      .insertInto('community_reports')
      .values({ eid: scope.eid, post_id: post.id, user_id: scope.user.id, reason: text, created_at: scope.now })
      .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new AppError(ErrorCode.COMMUNITY_ALREADY_REPORTED);
    await trx
      .updateTable('community_posts')
      .set((eb) => ({ report_count: eb('report_count', '+', 1) }))
      .where('id', '=', post.id)
      .execute();
  });
}

/**
 * Delete a post or a comment: its author (not once the question is resolved or closed) or an
 * administrator. The row stays with `deleted_at`, so links to it say "deleted"; an open
 * question's bounty goes back to the asker.
 */
export async function deleteTarget(scope: CommunityScope, target: 'post' | 'comment', id: number): Promise<void> {
  const admin = isAdmin(scope.user);
  await scope.db.transaction().execute(async (trx) => {
    if (target === 'post') {
      const before = await postRow(trx, id);
      await lockLearner(trx, before.author_user_id);
      const post = await postRow(trx, id);
      if (post.deleted_at !== null) throw new AppError(ErrorCode.COMMUNITY_POST_DELETED);
      if (!admin && post.author_user_id !== scope.user.id) throw new AppError(ErrorCode.COMMUNITY_NOT_YOUR_POST);
      if (!admin && isLocked(post)) throw new AppError(ErrorCode.COMMUNITY_QUESTION_LOCKED);
      const moved = await trx
        .updateTable('community_posts')
        .set({ deleted_at: scope.now, updated_at: scope.now })
        .where('id', '=', post.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new AppError(ErrorCode.COMMUNITY_POST_DELETED);
      if (post.state === 'open' || post.state === 'review') await refundBounty(trx, post, scope.now);
      return;
    }
    const comment = await trx.selectFrom('community_comments').selectAll().where('id', '=', id).executeTakeFirst();
    if (!comment) throw new AppError(ErrorCode.NOT_FOUND);
    if (!admin && comment.author_user_id !== scope.user.id) throw new AppError(ErrorCode.COMMUNITY_NOT_YOUR_POST);
    const post = await postRow(trx, comment.post_id);
    // The adopted answer is part of a resolved question: it stays.
    if (post.best_comment_id === comment.id) throw new AppError(ErrorCode.COMMUNITY_QUESTION_LOCKED);
    const moved = await trx
      .updateTable('community_comments')
      .set({ deleted_at: scope.now })
      .where('id', '=', comment.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new AppError(ErrorCode.COMMUNITY_POST_DELETED);
    if (comment.state === 'visible' && comment.parent_id === null) await bumpReplies(trx, post.id, -1);
  });
}

/** Members for the invite / mention picker: the caller's enterprise, by name or account. */
export async function listMembers(scope: CommunityScope, keyword: string | undefined): Promise<CommunityPerson[]> {
  let query = scope.db
    .selectFrom('users')
    .select(['id', 'username', 'image', 'weixin_user_id'])
    .where('locked', '=', 0)
    .where('id', '!=', scope.user.id);
  if (keyword)
    query = query.where((eb) =>
      eb.or([
        likeInsensitive(sql.ref('username'), containsPattern(keyword)),
        likeInsensitive(sql.ref('account'), containsPattern(keyword)),
      ]),
    );
  const rows = await query.orderBy('username').orderBy('id').limit(30).execute();
  return rows.map((r) => ({ id: r.id, name: r.username, image: r.image, wecomUserId: r.weixin_user_id }));
}
