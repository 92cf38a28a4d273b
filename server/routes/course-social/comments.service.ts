import { sql, type Transaction } from 'kysely';
import {
  COURSE_SOCIAL_LIMITS,
  ErrorCode,
  textLength,
  type CommentPage,
  type CourseComment,
  type CourseCommentReply,
} from '../../../protocol';
import { emitDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../pipeline/app-error';
import type { Database } from '../../db/schema';
import type { Course } from '../../db/schema-courses';
import type { CourseCommentRow } from '../../db/schema-course-social';
import { lockLearner } from '../points';
import { commentAudit } from './comment-review.service';
import { assertNotRepeated, recordAction } from './repeat-guard';
import { studyableCourse, visibleCourse, type SocialScope } from './social-scope';

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

/** apiCourse/PcComment: top-level comments, newest or hottest first, each with its replies. */
export async function listComments(
  scope: SocialScope,
  input: { courseId: number; sort: 'newest' | 'hottest'; page: number },
): Promise<CommentPage> {
  const course = await visibleCourse(scope.db, scope, input.courseId);
  const pageSize = COURSE_SOCIAL_LIMITS.pageSize;
  // Public comments, and the caller's own still waiting for review (decision 0053).
  const base = scope.db
    .selectFrom('course_comments')
    .where('course_id', '=', course.id)
    .where('thread_id', 'is', null)
    .where((eb) =>
      eb.or([eb('state', '=', 'public'), eb.and([eb('state', '=', 'in_review'), eb('user_id', '=', scope.user.id)])]),
    );
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  let query = base.selectAll();
  query =
    input.sort === 'hottest'
      ? query.orderBy('praise_count', 'desc').orderBy('created_at', 'desc')
      : query.orderBy('created_at', 'desc');
  const tops = await query
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((input.page - 1) * pageSize)
    .execute();
  const replies = tops.length
    ? await scope.db
        .selectFrom('course_comments')
        .selectAll()
        .where(
          'thread_id',
          'in',
          tops.map((c) => c.id),
        )
        .where((eb) =>
          eb.or([
            eb('state', '=', 'public'),
            eb.and([eb('state', '=', 'in_review'), eb('user_id', '=', scope.user.id)]),
          ]),
        )
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute()
    : [];
  const all = [...tops, ...replies];
  const userIds = [...new Set(all.flatMap((c) => [c.user_id, c.reply_to_user_id ?? c.user_id]))];
  const users = userIds.length
    ? await scope.db
        .selectFrom('users')
        .select(['id', 'username', 'nickname', 'image'])
        .where('id', 'in', userIds)
        .execute()
    : [];
  const byId = new Map(users.map((u) => [u.id, u]));
  const praised = all.length
    ? new Set(
        (
          await scope.db
            .selectFrom('course_comment_praises')
            .select('comment_id')
            .where('user_id', '=', scope.user.id)
            .where(
              'comment_id',
              'in',
              all.map((c) => c.id),
            )
            .execute()
        ).map((r) => r.comment_id),
      )
    : new Set<number>();
  const present = (c: CourseCommentRow): CourseCommentReply => {
    const author = byId.get(c.user_id);
    const replyTo = c.reply_to_user_id ? byId.get(c.reply_to_user_id) : undefined;
    return {
      id: c.id,
      content: c.content,
      authorName: author ? author.nickname || author.username : '',
      authorAvatar: author?.image ?? '',
      replyToName: replyTo ? replyTo.nickname || replyTo.username : '',
      praiseCount: c.praise_count,
      praised: praised.has(c.id),
      mine: c.user_id === scope.user.id,
      createdAt: c.created_at,
    };
  };
  const list: CourseComment[] = tops.map((top) => ({
    ...present(top),
    replyCount: top.reply_count,
    replies: replies.filter((r) => r.thread_id === top.id).map(present),
  }));
  return { list, total, page: input.page, pageSize, maxLength: await commentMaxLength(scope.db) };
}
