import { COURSE_SOCIAL_LIMITS, type CommentPage, type CourseComment, type CourseCommentReply } from '../../../protocol';
import type { CourseCommentRow } from '../../db/schema-course-social';
import { commentMaxLength } from './comments.service';
import { visibleCourse, type SocialScope } from './social-scope';

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
