import { sql, type Transaction } from 'kysely';
import { COURSE_SOCIAL_LIMITS, ErrorCode, textLength } from '../../../protocol';
import { emitDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../pipeline/app-error';
import type { Database } from '../../db/schema';
import type { Course } from '../../db/schema-courses';
import type { CourseCommentRow } from '../../db/schema-course-social';
import { lockLearner } from '../points';
import { commentAudit } from './comment-review.service';
import { studyableCourse, type SocialScope } from './social-scope';

/** The enterprise's comment limit: its own setting, else 300 (spec 001 §5). */
export async function commentMaxLength(db: SocialScope['db']): Promise<number> {
  const row = await db.selectFrom('course_social_settings').select('comment_max_length').executeTakeFirst();
  return row?.comment_max_length ?? COURSE_SOCIAL_LIMITS.commentLengthDefault;
}

/**
 * addComment: a comment on a course, or a reply within a comment's thread. The course's
 * comment_count counts both. A request id sent again (retry, double click) is refused as a
 * duplicate; so is the same text by the same person on the same course within 3 s.
 */
export async function addComment(
  scope: SocialScope,
  input: { courseId: number; content: string; replyTo?: number; requestId?: string },
): Promise<{ id: number }> {
  const content = input.content.trim();
  if (!content) throw new AppError(ErrorCode.INVALID_INPUT, { data: { fields: ['content'] } });
  return scope.db.transaction().execute(async (trx) => {
    // One learner's comments are checked for repeats one at a time (PostgreSQL: a row lock).
    await lockLearner(trx, scope.user.id);
    // Writing follows the study gate (issue 18 item 7); reading the thread does not.
    const course = await studyableCourse(trx, scope, input.courseId);
    const max = await commentMaxLength(trx);
    if (textLength(content) > max) throw new AppError(ErrorCode.COMMENT_TOO_LONG, { data: { max } });
    if (input.requestId) {
      const seen = await trx
        .selectFrom('course_comments')
        .select('id')
        .where('user_id', '=', scope.user.id)
        .where('request_id', '=', input.requestId)
        .executeTakeFirst();
      if (seen) throw new AppError(ErrorCode.DUPLICATE_SUBMISSION);
    }
    const same = await trx
      .selectFrom('course_comments')
      .select('id')
      .where('user_id', '=', scope.user.id)
      .where('course_id', '=', course.id)
      .where('content', '=', content)
      .where('created_at', '>', scope.now - COURSE_SOCIAL_LIMITS.repeatWindowMs)
      .executeTakeFirst();
    if (same) throw new AppError(ErrorCode.DUPLICATE_SUBMISSION);

    let parent: CourseCommentRow | undefined;
    if (input.replyTo) {
      parent = await trx
        .selectFrom('course_comments')
        .selectAll()
        .where('id', '=', input.replyTo)
        .where('course_id', '=', course.id)
        // A comment still in review (or rejected) takes no replies (decision 0053).
        .where('state', '=', 'public')
        .executeTakeFirst();
      if (!parent) throw new AppError(ErrorCode.NOT_FOUND);
    }
    const threadId = parent ? (parent.thread_id ?? parent.id) : null;
    // When the enterprise audits comments (decision 0053) the comment waits, seen by its author
    // alone; counters and the owners' messages follow its approval (comment-review.service.ts).
    const state = (await commentAudit(trx)) ? 'in_review' : 'public';
    const inserted = await trx
      .insertInto('course_comments')
      .values({
        eid: scope.eid,
        course_id: course.id,
        user_id: scope.user.id,
        thread_id: threadId,
        reply_to_user_id: parent?.user_id ?? null,
        content,
        request_id: input.requestId ?? null,
        state,
        created_at: scope.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (state === 'in_review') return { id: inserted.id };
    await commentPublished(trx, {
      eid: scope.eid,
      now: scope.now,
      course,
      commentId: inserted.id,
      authorUserId: scope.user.id,
      threadId,
      parentUserId: parent?.user_id ?? null,
      content,
    });
    return { id: inserted.id };
  });
}

/** A comment becomes public (at once, or on approval): the thread's and the course's counters, the owners' messages. */
export async function commentPublished(
  trx: Transaction<Database>,
  c: {
    eid: number;
    now: number;
    course: Pick<Course, 'id' | 'source' | 'owner_user_id'>;
    commentId: number;
    authorUserId: number;
    threadId: number | null;
    parentUserId: number | null;
    content: string;
  },
): Promise<void> {
  const { course, threadId } = c;
  if (threadId)
    await trx
      .updateTable('course_comments')
      .set({ reply_count: sql<number>`reply_count + 1` })
      .where('id', '=', threadId)
      .execute();
  await trx
    .updateTable('courses')
    .set({ comment_count: sql<number>`comment_count + 1` })
    .where('id', '=', course.id)
    .execute();
  await emitDomainEvent(trx, {
    type: 'course.comment.added',
    eid: c.eid,
    at: c.now,
    courseId: course.id,
    commentId: c.commentId,
    authorUserId: c.authorUserId,
    // Micro-courses belong to a learner, who hears about comments on them.
    courseOwnerUserId: course.source === 'micro' ? course.owner_user_id : null,
    replyToUserId: c.parentUserId !== null && c.parentUserId !== c.authorUserId ? c.parentUserId : null,
    excerpt: [...c.content].slice(0, 60).join(''),
  });
}
