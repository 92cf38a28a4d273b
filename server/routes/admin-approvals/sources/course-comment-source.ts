import { reviewComment } from '../../course-social';
import { excerptText, pendingSource } from '../source-kit';

interface CommentRow {
  id: number;
  content: string;
  user_id: number;
  created_at: number;
  title: string;
  username: string;
  nickname: string;
}

/** Course comments waiting for review when the enterprise audits comments (migration 0038). */
export const courseCommentReviewSource = pendingSource<CommentRow>({
  kind: 'courseComment',
  from: (db) =>
    db
      .selectFrom('course_comments')
      .innerJoin('courses', 'courses.id', 'course_comments.course_id')
      .innerJoin('users', 'users.id', 'course_comments.user_id'),
  waiting: ['course_comments.state', 'in_review'],
  columns: [
    'course_comments.id',
    'course_comments.content',
    'course_comments.user_id',
    'course_comments.created_at',
    'courses.title',
    'users.username',
    'users.nickname',
  ],
  idColumn: 'course_comments.id',
  dateColumn: 'course_comments.created_at',
  keywordColumns: ['course_comments.content', 'courses.title'],
  toItem: (r) => ({
    itemId: r.id,
    title: r.title,
    excerpt: excerptText(r.content),
    authorId: r.user_id,
    authorName: r.nickname || r.username,
    createdAt: r.created_at,
  }),
  transaction: true,
  decideOne: (trx, commentId, d, env) =>
    reviewComment(
      trx,
      { eid: env.eid, now: env.now },
      { commentId, approved: d.decision === 'approve', reason: d.reason },
    ),
});
