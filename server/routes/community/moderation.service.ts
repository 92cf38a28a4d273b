import { ErrorCode, type CommunitySetting, type CommunityReviewItem } from '../../../protocol';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { emitDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from '../points';
import { refundBounty } from './bounty.service';
import { bumpReplies, commentEvent } from './comments.service';
import {
  isAdmin,
  mayRemindAll,
  peopleByIds,
  personOf,
  postRow,
  reviewSettings,
  type CommunityScope,
} from './community-scope';
import { publishEvent } from './posts.service';
import { excerptOf } from './sanitise';

function assertAdmin(scope: CommunityScope): void {
  // A learner hears "no administrator rights" (spec 001 §6).
  if (!isAdmin(scope.user)) throw new AppError(ErrorCode.FORBIDDEN);
}

export async function communitySetting(scope: CommunityScope): Promise<CommunitySetting> {
  return { ...(await reviewSettings(scope.db)), canRemindAll: mayRemindAll(scope.user) };
}

export async function saveCommunitySetting(
  scope: CommunityScope,
  input: { reviewPosts?: boolean | undefined; reviewAnswers?: boolean | undefined },
): Promise<CommunitySetting> {
  assertAdmin(scope);
  const current = await reviewSettings(scope.db);
  const next = {
    review_posts: (input.reviewPosts ?? current.reviewPosts) ? 1 : 0,
    review_answers: (input.reviewAnswers ?? current.reviewAnswers) ? 1 : 0,
  };
  await scope.db
    .insertInto('community_settings')
    .values({ eid: scope.eid, ...next })
    .onConflict((oc) => oc.column('eid').doUpdateSet(next))
    .execute();
  return communitySetting(scope);
}

/** Posts and answers waiting for review, oldest first; or posts with open reports, most reported first. */
export async function reviewList(scope: CommunityScope, queue: 'review' | 'reported'): Promise<CommunityReviewItem[]> {
  assertAdmin(scope);
  if (queue === 'reported') {
    const posts = await scope.db
      .selectFrom('community_posts')
      .selectAll()
      .where('report_count', '>', 0)
      .where('deleted_at', 'is', null)
      .orderBy('report_count', 'desc')
      .orderBy('id')
      .limit(100)
      .execute();
    const reports = posts.length
      ? await scope.db
          .selectFrom('community_reports')
          .select(['post_id', 'reason'])
          .where(
            'post_id',
            'in',
            posts.map((p) => p.id),
          )
          .orderBy('id')
          .execute()
      : [];
    const people = await peopleByIds(
      scope.db,
      posts.map((p) => p.author_user_id),
    );
    return posts.map((p) => ({
      target: 'post',
      id: p.id,
      postId: p.id,
      postKind: p.kind,
      title: p.title,
      content: excerptOf(p.plain, 300),
      author: personOf(people, p.author_user_id),
      reportCount: p.report_count,
      reasons: reports.filter((r) => r.post_id === p.id && r.reason !== '').map((r) => r.reason),
      createdAt: p.created_at,
    }));
  }
  const posts = await scope.db
    .selectFrom('community_posts')
    .selectAll()
    .where('state', '=', 'review')
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .limit(100)
    .execute();
  const answers = await scope.db
    .selectFrom('community_comments')
    .innerJoin('community_posts', 'community_posts.id', 'community_comments.post_id')
    .select([
      'community_comments.id',
      'community_comments.post_id',
      'community_comments.content',
      'community_comments.author_user_id',
      'community_comments.created_at',
      'community_posts.title',
      'community_posts.kind',
    ])
    .where('community_comments.state', '=', 'review')
    .where('community_comments.deleted_at', 'is', null)
    .orderBy('community_comments.created_at')
    .orderBy('community_comments.id')
    .limit(100)
    .execute();
  const people = await peopleByIds(
    scope.db,
    [...posts, ...answers].map((p) => p.author_user_id),
  );
  return [
    ...posts.map((p) => ({
      target: 'post' as const,
      id: p.id,
      postId: p.id,
      postKind: p.kind,
      title: p.title,
      content: excerptOf(p.plain, 300),
      author: personOf(people, p.author_user_id),
      reportCount: p.report_count,
      reasons: [],
      createdAt: p.created_at,
    })),
    ...answers.map((a) => ({
      target: 'comment' as const,
      id: a.id,
      postId: a.post_id,
      postKind: a.kind,
      title: a.title,
      content: excerptOf(a.content, 300),
      author: personOf(people, a.author_user_id),
      reportCount: 0,
      reasons: [],
      createdAt: a.created_at,
    })),
  ];
}

/** Approve or reject what waits; dismiss a post's reports or delete the reported post. Decided once. */
export async function review(
  scope: CommunityScope,
  input: {
    target: 'post' | 'comment';
    id: number;
    decision: 'approve' | 'reject' | 'dismiss' | 'delete';
    /** The rejection's reason the author reads (the approvals queue requires one, decision 0053). */
    reason?: string | undefined;
  },
): Promise<void> {
  assertAdmin(scope);
  await scope.db.transaction().execute(async (trx) => {
    if (input.target === 'comment') {
      const comment = await trx
        .selectFrom('community_comments')
        .selectAll()
        .where('id', '=', input.id)
        .executeTakeFirst();
      if (!comment) throw new AppError(ErrorCode.NOT_FOUND);
      if (input.decision !== 'approve' && input.decision !== 'reject') throw new AppError(ErrorCode.INVALID_INPUT);
      const state = input.decision === 'approve' ? 'visible' : 'rejected';
      const moved = await trx
        .updateTable('community_comments')
        .set({ state })
        .where('id', '=', comment.id)
        .where('state', '=', 'review')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new AppError(ErrorCode.COMMUNITY_REVIEW_NOT_PENDING);
      const post = await postRow(trx, comment.post_id);
      if (state === 'visible') {
        if (comment.parent_id === null) await bumpReplies(trx, post.id, 1);
        await commentEvent(trx, post, { ...comment, state }, []);
      }
      await decidedEvent(trx, scope, {
        kind: 'communityAnswer',
        itemId: comment.id,
        authorUserId: comment.author_user_id,
        title: post.title,
        approved: state === 'visible',
        reason: input.reason,
        link: `/news/${post.kind === 'question' ? 'comminication' : 'community'}/${post.id}`,
      });
      return;
    }
    const before = await postRow(trx, input.id);
    await lockLearner(trx, before.author_user_id);
    const post = await postRow(trx, input.id);
    if (input.decision === 'dismiss' || input.decision === 'delete') {
      if (post.report_count === 0 || post.deleted_at !== null)
        throw new AppError(ErrorCode.COMMUNITY_REVIEW_NOT_PENDING);
      await trx.deleteFrom('community_reports').where('post_id', '=', post.id).execute();
      await trx
        .updateTable('community_posts')
        .set(
          input.decision === 'delete'
            ? { report_count: 0, deleted_at: scope.now, updated_at: scope.now }
            : { report_count: 0 },
        )
        .where('id', '=', post.id)
        .execute();
      if (input.decision === 'delete' && (post.state === 'open' || post.state === 'review'))
        await refundBounty(trx, post, scope.now);
      return;
    }
    const state = input.decision === 'approve' ? 'open' : 'rejected';
    const moved = await trx
      .updateTable('community_posts')
      .set({ state, updated_at: scope.now })
      .where('id', '=', post.id)
      .where('state', '=', 'review')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new AppError(ErrorCode.COMMUNITY_REVIEW_NOT_PENDING);
    if (state === 'open') await publishEvent(trx, { ...post, state, updated_at: scope.now });
    else await refundBounty(trx, post, scope.now);
    await decidedEvent(trx, scope, {
      kind: 'communityPost',
      itemId: post.id,
      authorUserId: post.author_user_id,
      title: post.title,
      approved: state === 'open',
      reason: input.reason,
      link: state === 'open' ? `/news/${post.kind === 'question' ? 'comminication' : 'community'}/${post.id}` : '',
    });
  });
}

/** The author hears of the decision in their language (decision 0053). */
async function decidedEvent(
  trx: Transaction<Database>,
  scope: CommunityScope,
  d: {
    kind: string;
    itemId: number;
    authorUserId: number;
    title: string;
    approved: boolean;
    reason?: string | undefined;
    link: string;
  },
): Promise<void> {
  await emitDomainEvent(trx, {
    type: 'review.decided',
    eid: scope.eid,
    at: scope.now,
    kind: d.kind,
    itemId: d.itemId,
    authorUserId: d.authorUserId,
    title: d.title,
    approved: d.approved,
    reason: d.approved ? '' : (d.reason ?? '').trim(),
    link: d.link,
    adminId: scope.user.id,
  });
}
