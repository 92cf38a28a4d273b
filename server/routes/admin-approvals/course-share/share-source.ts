import { excerptText, pendingSource } from '../source-kit';
import { decideCourseShare } from './share.service';

interface ShareRow {
  id: number;
  note: string;
  user_id: number;
  created_at: number;
  title: string;
  summary: string;
  username: string;
  nickname: string;
}

/** Learners' requests to share an "only me" course with everyone (decision 0064). */
export const courseShareReviewSource = pendingSource<ShareRow>({
  kind: 'sharedCourse',
  from: (db) =>
    db
      .selectFrom('course_share_requests')
      .innerJoin('courses', 'courses.id', 'course_share_requests.course_id')
      .innerJoin('users', 'users.id', 'course_share_requests.user_id'),
  waiting: ['course_share_requests.status', 'pending'],
  columns: [
    'course_share_requests.id',
    'course_share_requests.note',
    'course_share_requests.user_id',
    'course_share_requests.created_at',
    'courses.title',
    'courses.summary',
    'users.username',
    'users.nickname',
  ],
  idColumn: 'course_share_requests.id',
  dateColumn: 'course_share_requests.created_at',
  keywordColumns: ['courses.title', 'course_share_requests.note'],
  // The learner's note is what the administrator reads first; without one, the course's summary.
  toItem: (r) => ({
    itemId: r.id,
    title: r.title,
    excerpt: excerptText(r.note || r.summary),
    authorId: r.user_id,
    authorName: r.nickname || r.username,
    createdAt: r.created_at,
  }),
  transaction: true,
  decideOne: (trx, requestId, d, env) =>
    decideCourseShare(
      trx,
      { eid: env.eid, now: env.now, adminId: env.admin.id },
      { requestId, approved: d.decision === 'approve', reason: d.reason },
    ),
});
