import type { Transaction } from 'kysely';
import { ErrorCode } from '../../../protocol';
import type { Database } from '../../db/schema';
import type { CommunityPost } from '../../db/schema-community';
import { forUpdate } from '../../db/engine';
import { AppError } from '../../pipeline/app-error';
import { changePoints, lockLearner } from '../points';
import { isAdmin, postRow, type CommunityScope } from './community-scope';

/**
 * The bounty's life (spec 001 §4, decision 0049): held from the asker when asking; paid to the
 * adopted answer's author, or given back when the question is closed, rejected or deleted
 * without an adoption. Exactly once: the state moves from `open` by a conditional update, so of
 * two racing requests only one moves it, and the ledger's idempotency key makes even a replay a no-op.
 */
async function lockedPost(trx: Transaction<Database>, postId: number): Promise<CommunityPost> {
  const row = await trx
    .selectFrom('community_posts')
    .selectAll()
    .where('id', '=', postId)
    .$call((q) => forUpdate(trx, q))
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return row;
}

/** Give the held bounty back to the asker (inside the transaction that ends the question). */
export async function refundBounty(trx: Transaction<Database>, post: CommunityPost, now: number): Promise<void> {
  if (post.kind !== 'question' || post.bounty <= 0) return;
  await changePoints(trx, {
    eid: post.eid,
    userId: post.author_user_id,
    delta: post.bounty,
    reason: 'community_bounty_returned',
    refKey: `community:bounty-end:${post.id}`,
    now,
  });
}

export async function adoptAnswer(scope: CommunityScope, postId: number, commentId: number): Promise<void> {
  const before = await postRow(scope.db, postId);
  const answer = await scope.db
    .selectFrom('community_comments')
    .selectAll()
    .where('id', '=', commentId)
    .where('post_id', '=', postId)
    .executeTakeFirst();
  if (before.kind !== 'question' || before.author_user_id !== scope.user.id || before.deleted_at !== null)
    throw new AppError(ErrorCode.COMMUNITY_ADOPT_NOT_ALLOWED);
  if (before.state === 'resolved' || before.state === 'closed') throw new AppError(ErrorCode.COMMUNITY_QUESTION_LOCKED);
  if (
    !answer ||
    answer.is_answer !== 1 ||
    answer.state !== 'visible' ||
    answer.deleted_at !== null ||
    answer.author_user_id === scope.user.id
  )
    throw new AppError(ErrorCode.COMMUNITY_ADOPT_NOT_ALLOWED);

  await scope.db.transaction().execute(async (trx) => {
    // Both learners' rows in id order (one lock order for every per-learner transaction).
    for (const id of [scope.user.id, answer.author_user_id].sort((a, b) => a - b)) await lockLearner(trx, id);
    const post = await lockedPost(trx, postId);
    if (post.state !== 'open') throw new AppError(ErrorCode.COMMUNITY_QUESTION_LOCKED);
    const moved = await trx
      .updateTable('community_posts')
      .set({ state: 'resolved', best_comment_id: answer.id, updated_at: scope.now })
      .where('id', '=', post.id)
      .where('state', '=', 'open')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new AppError(ErrorCode.COMMUNITY_QUESTION_LOCKED);
    if (post.bounty > 0)
      await changePoints(trx, {
        eid: post.eid,
        userId: answer.author_user_id,
        delta: post.bounty,
        reason: 'community_bounty_paid',
        refKey: `community:bounty-end:${post.id}`,
        now: scope.now,
      });
  });
}

/** The asker (or an administrator) closes an open question without adopting: the bounty goes back. */
export async function closeQuestion(scope: CommunityScope, postId: number): Promise<void> {
  const before = await postRow(scope.db, postId);
  if (before.kind !== 'question' || before.deleted_at !== null) throw new AppError(ErrorCode.NOT_FOUND);
  if (before.author_user_id !== scope.user.id && !isAdmin(scope.user))
    throw new AppError(ErrorCode.COMMUNITY_NOT_YOUR_POST);
  await scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, before.author_user_id);
    const post = await lockedPost(trx, postId);
    const moved = await trx
      .updateTable('community_posts')
      .set({ state: 'closed', updated_at: scope.now })
      .where('id', '=', post.id)
      .where('state', '=', 'open')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new AppError(ErrorCode.COMMUNITY_QUESTION_LOCKED);
    await refundBounty(trx, post, scope.now);
  });
}
