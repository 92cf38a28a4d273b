import { reviewNote } from '../../course-social';
import { excerptText, pendingSource } from '../source-kit';

interface NoteRow {
  id: number;
  content: string;
  user_id: number;
  updated_at: number;
  title: string;
  username: string;
  nickname: string;
}

/** Public notes waiting for review (course_notes.state 'in_review'), decided by the notes' own review. */
export const noteReviewSource = pendingSource<NoteRow>({
  kind: 'note',
  from: (db) =>
    db
      .selectFrom('course_notes')
      .innerJoin('courses', 'courses.id', 'course_notes.course_id')
      .innerJoin('users', 'users.id', 'course_notes.user_id'),
  waiting: ['course_notes.state', 'in_review'],
  columns: [
    'course_notes.id',
    'course_notes.content',
    'course_notes.user_id',
    'course_notes.updated_at',
    'courses.title',
    'users.username',
    'users.nickname',
  ],
  idColumn: 'course_notes.id',
  dateColumn: 'course_notes.updated_at',
  keywordColumns: ['course_notes.content', 'courses.title'],
  toItem: (r) => ({
    itemId: r.id,
    title: r.title,
    excerpt: excerptText(r.content),
    authorId: r.user_id,
    authorName: r.nickname || r.username,
    createdAt: r.updated_at,
  }),
  transaction: false,
  decideOne: (db, noteId, d, env) =>
    reviewNote(
      { db, eid: env.eid, user: env.admin, now: env.now },
      { noteId, approved: d.decision === 'approve', reason: d.reason },
    ).then(() => true),
});
