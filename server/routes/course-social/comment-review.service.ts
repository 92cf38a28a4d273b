import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { emitDomainEvent } from '../../lib/domain-events';
import { commentPublished } from './comments.service';
import type { SocialScope } from './social-scope';

type Db = Kysely<Database> | Transaction<Database>;

/*
 * Audited course comments (spec 001 §2/§6 "audit of comments", decision 0053). When the enterprise
 * audits comments a new one waits 'in_review' (comments.service.ts); an administrator approves it
 * (it becomes public: counters and the owners' messages as if just posted) or rejects it with a
 * reason. Either way its author is told. Callers are administrators (the approvals queue checks).
 */

/** Does the enterprise audit comments? (no settings row = no) */
export async function commentAudit(db: Db): Promise<boolean> {
  const row = await db.selectFrom('course_social_settings').select('audit_comments').executeTakeFirst();
  return row?.audit_comments === 1;
}

export async function setCommentAudit(scope: Pick<SocialScope, 'db' | 'eid'>, on: boolean): Promise<boolean> {
  await scope.db
    .insertInto('course_social_settings')
    .values({ eid: scope.eid, audit_comments: on ? 1 : 0 })
    .onConflict((oc) => oc.column('eid').doUpdateSet({ audit_comments: on ? 1 : 0 }))
    .execute();
  return commentAudit(scope.db);
}

/**
 * Approve or reject one comment in review, in the caller's transaction. The change is conditional on
 * 'in_review', so a second decision (double click, another administrator) changes nothing: false.
 */
export async function reviewComment(
  trx: Transaction<Database>,
  scope: Pick<SocialScope, 'eid' | 'now'>,
  input: { commentId: number; approved: boolean; reason: string },
): Promise<boolean> {
  const comment = await trx
    .selectFrom('course_comments')
    .innerJoin('courses', 'courses.id', 'course_comments.course_id')
    .selectAll('course_comments')
    .select(['courses.title as course_title', 'courses.source', 'courses.owner_user_id'])
    .where('course_comments.id', '=', input.commentId)
    .executeTakeFirst();
  if (!comment) return false;
  const moved = await trx
    .updateTable('course_comments')
    .set({ state: input.approved ? 'public' : 'rejected' })
    .where('id', '=', comment.id)
    .where('state', '=', 'in_review')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  if (input.approved) {
    const parent = comment.thread_id
      ? await trx.selectFrom('course_comments').select('user_id').where('id', '=', comment.thread_id).executeTakeFirst()
      : undefined;
    await commentPublished(trx, {
      eid: scope.eid,
      now: scope.now,
      course: { id: comment.course_id, source: comment.source, owner_user_id: comment.owner_user_id },
      commentId: comment.id,
      authorUserId: comment.user_id,
      threadId: comment.thread_id,
      parentUserId: comment.reply_to_user_id ?? parent?.user_id ?? null,
      content: comment.content,
    });
  }
  await emitDomainEvent(trx, {
    type: 'review.decided',
    eid: scope.eid,
    at: scope.now,
    kind: 'courseComment',
    itemId: comment.id,
    authorUserId: comment.user_id,
    title: comment.course_title,
    approved: input.approved,
    reason: input.approved ? '' : input.reason,
    link: `/course/${comment.course_id}`,
  });
  return true;
}
