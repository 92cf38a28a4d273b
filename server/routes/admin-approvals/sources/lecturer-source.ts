import { reviewApplication } from '../../lecturers';
import { excerptText, pendingSource } from '../source-kit';

interface ApplicationRow {
  id: number;
  name: string;
  introduction: string;
  region: string;
  user_id: number;
  created_at: number;
  username: string;
  nickname: string;
}

/** Lecturer applications (spec 001 §5): approval makes the applicant an internal lecturer. */
export const lecturerApplicationReviewSource = pendingSource<ApplicationRow>({
  kind: 'lecturerApplication',
  from: (db) => db.selectFrom('lecturer_applications').innerJoin('users', 'users.id', 'lecturer_applications.user_id'),
  waiting: ['lecturer_applications.status', 'pending'],
  columns: [
    'lecturer_applications.id',
    'lecturer_applications.name',
    'lecturer_applications.introduction',
    'lecturer_applications.region',
    'lecturer_applications.user_id',
    'lecturer_applications.created_at',
    'users.username',
    'users.nickname',
  ],
  idColumn: 'lecturer_applications.id',
  dateColumn: 'lecturer_applications.created_at',
  keywordColumns: ['lecturer_applications.name', 'lecturer_applications.introduction'],
  // The list shows the region with the introduction; the history keeps the introduction.
  toItem: (r) => ({
    itemId: r.id,
    title: r.name,
    excerpt: excerptText([r.region, r.introduction].filter(Boolean).join(' · ')),
    authorId: r.user_id,
    authorName: r.nickname || r.username,
    createdAt: r.created_at,
  }),
  // One transaction per application: the decision, the lecturer row, the message and the record together.
  transaction: true,
  decideOne: (trx, applicationId, d, env) =>
    reviewApplication(
      trx,
      { eid: env.eid, now: env.now },
      { applicationId, approved: d.decision === 'approve', reason: d.reason },
    ),
});
