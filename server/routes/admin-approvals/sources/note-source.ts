import { sql } from 'kysely';
import { likeInsensitive } from '../../../db/engine';
import { reviewNote } from '../../course-social';
import type { ReviewSource } from '../review-source';
import { decidedList, excerptText, keywordPattern, recordDecision } from '../source-kit';
import { decideEach } from './decide-each';

const KIND = 'note';

/** Public notes waiting for review (course_notes.state 'in_review'), decided by the notes' own review. */
export const noteReviewSource: ReviewSource = {
  kind: KIND,
  async list(db, q) {
    if (q.status !== 'pending') return decidedList(db, KIND, q);
    let base = db
      .selectFrom('course_notes')
      .innerJoin('courses', 'courses.id', 'course_notes.course_id')
      .innerJoin('users', 'users.id', 'course_notes.user_id')
      .where('course_notes.state', '=', 'in_review');
    const pattern = keywordPattern(q);
    if (pattern)
      base = base.where((eb) =>
        eb.or([
          likeInsensitive(sql.ref('course_notes.content'), pattern),
          likeInsensitive(sql.ref('courses.title'), pattern),
        ]),
      );
    const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await base
      .select([
        'course_notes.id',
        'course_notes.content',
        'course_notes.user_id',
        'course_notes.updated_at',
        'courses.title',
        'users.username',
        'users.nickname',
      ])
      .orderBy('course_notes.updated_at', 'asc')
      .orderBy('course_notes.id', 'asc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute();
    return {
      total,
      items: rows.map((r) => ({
        kind: KIND,
        id: r.id,
        title: r.title,
        excerpt: excerptText(r.content),
        authorId: r.user_id,
        authorName: r.nickname || r.username,
        createdAt: r.updated_at,
        status: 'pending' as const,
      })),
    };
  },
  async decide(db, ids, decision, reason, adminId, env) {
    return decideEach(ids, async (id) => {
      const before = await db
        .selectFrom('course_notes')
        .innerJoin('courses', 'courses.id', 'course_notes.course_id')
        .innerJoin('users', 'users.id', 'course_notes.user_id')
        .select([
          'course_notes.id',
          'course_notes.content',
          'course_notes.user_id',
          'course_notes.updated_at',
          'courses.title',
          'users.username',
          'users.nickname',
        ])
        .where('course_notes.id', '=', id)
        .executeTakeFirst();
      if (!before) return false;
      await reviewNote(
        { db, eid: env.eid, user: env.admin, now: env.now },
        { noteId: id, approved: decision === 'approve', reason: reason ?? '' },
      );
      await recordDecision(
        db,
        {
          kind: KIND,
          itemId: id,
          title: before.title,
          excerpt: excerptText(before.content),
          authorId: before.user_id,
          authorName: before.nickname || before.username,
          createdAt: before.updated_at,
        },
        { decision, reason: reason ?? '', adminId, at: env.now },
      );
      return true;
    });
  },
  async pendingCount(db) {
    const row = await db
      .selectFrom('course_notes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', '=', 'in_review')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
