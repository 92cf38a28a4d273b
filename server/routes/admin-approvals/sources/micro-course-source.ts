import { reviewMicroCourse } from '../../micro-courses';
import { excerptText, pendingSource } from '../source-kit';

interface MicroRow {
  id: number;
  title: string;
  summary: string;
  owner_user_id: number;
  submitted_at: number | null;
  created_at: number;
  username: string;
  nickname: string;
}

/** Micro-courses submitted for review (state 'under_review'): approval publishes them (decision 0020). */
export const microCourseReviewSource = pendingSource<MicroRow>({
  kind: 'microCourse',
  from: (db) => db.selectFrom('micro_courses').innerJoin('users', 'users.id', 'micro_courses.owner_user_id'),
  waiting: ['micro_courses.state', 'under_review'],
  columns: [
    'micro_courses.id',
    'micro_courses.title',
    'micro_courses.summary',
    'micro_courses.owner_user_id',
    'micro_courses.submitted_at',
    'micro_courses.created_at',
    'users.username',
    'users.nickname',
  ],
  idColumn: 'micro_courses.id',
  dateColumn: 'micro_courses.submitted_at',
  keywordColumns: ['micro_courses.title', 'micro_courses.summary'],
  toItem: (r) => ({
    itemId: r.id,
    title: r.title,
    excerpt: excerptText(r.summary),
    authorId: r.owner_user_id,
    authorName: r.nickname || r.username,
    createdAt: r.submitted_at ?? r.created_at,
  }),
  transaction: false,
  decideOne: (db, id, d, env) =>
    reviewMicroCourse(
      {
        db,
        config: env.config,
        clock: env.clock,
        eid: env.eid,
        user: env.admin,
        enterprise: env.enterprise,
        log: env.log,
      },
      { id, decision: d.decision, reason: d.reason },
    ).then(() => true),
});
