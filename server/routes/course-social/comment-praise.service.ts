import { sql } from 'kysely';
import { ErrorCode } from '../../../protocol';
import { emitDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../pipeline/app-error';
import { assertNotRepeated, recordAction } from './repeat-guard';
import { visibleCourse, type SocialScope } from './social-scope';

/** commentPraise: praise or un-praise a comment; a double click changes nothing twice. */
export async function praiseComment(
  scope: SocialScope,
  commentId: number,
  wanted: boolean,
): Promise<{ praised: boolean; praiseCount: number }> {
  return scope.db.transaction().execute(async (trx) => {
    const comment = await trx
      .selectFrom('course_comments')
      .selectAll()
      .where('id', '=', commentId)
      .where('state', '=', 'public')
      .executeTakeFirst();
    if (!comment) throw new AppError(ErrorCode.NOT_FOUND);
    await visibleCourse(trx, scope, comment.course_id);
    const target = `comment-praise:${comment.id}`;
    await assertNotRepeated(trx, { userId: scope.user.id, target, wanted, explicit: true, now: scope.now });
    const existing = await trx
      .selectFrom('course_comment_praises')
      .select('user_id')
      .where('comment_id', '=', comment.id)
      .where('user_id', '=', scope.user.id)
      .executeTakeFirst();
    if (wanted !== Boolean(existing)) {
      // The counter moves only when this call really added or removed the praise (a parallel double
      // click on another connection finds it already there, or gone), in one statement, never below 0.
      const changed = wanted
        ? (
            await trx
              .insertInto('course_comment_praises')
              .values({ eid: scope.eid, comment_id: comment.id, user_id: scope.user.id, created_at: scope.now })
              .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
              .executeTakeFirst()
          ).numInsertedOrUpdatedRows
        : (
            await trx
              .deleteFrom('course_comment_praises')
              .where('comment_id', '=', comment.id)
              .where('user_id', '=', scope.user.id)
              .executeTakeFirst()
          ).numDeletedRows;
      if (Number(changed ?? 0) > 0)
        await trx
          .updateTable('course_comments')
          .set({ praise_count: sql<number>`praise_count + ${wanted ? 1 : -1}` })
          .where('id', '=', comment.id)
          .$if(!wanted, (q) => q.where('praise_count', '>', 0))
          .execute();
      await recordAction(trx, { eid: scope.eid, userId: scope.user.id, target, state: wanted, now: scope.now });
      if (wanted && comment.user_id !== scope.user.id) {
        await emitDomainEvent(trx, {
          type: 'course.comment.praised',
          eid: scope.eid,
          at: scope.now,
          courseId: comment.course_id,
          commentId: comment.id,
          byUserId: scope.user.id,
          commentAuthorUserId: comment.user_id,
        });
      }
    }
    const row = await trx
      .selectFrom('course_comments')
      .select('praise_count')
      .where('id', '=', comment.id)
      .executeTakeFirstOrThrow();
    return { praised: wanted, praiseCount: row.praise_count };
  });
}
