import { sql } from 'kysely';
import { likeInsensitive } from '../../../db/engine';
import { reviewComment } from '../../course-social';
import type { ReviewSource } from '../review-source';
import { decidedList, excerptText, keywordPattern, recordDecision } from '../source-kit';

const KIND = 'courseComment';
type Db = Parameters<ReviewSource['pendingCount']>[0];

function pending(db: Db) {
  return db
    .selectFrom('course_comments')
    .innerJoin('courses', 'courses.id', 'course_comments.course_id')
    .innerJoin('users', 'users.id', 'course_comments.user_id')
    .where('course_comments.state', '=', 'in_review');
}
const COLUMNS = [
  'course_comments.id',
  'course_comments.content',
  'course_comments.user_id',
  'course_comments.created_at',
  'courses.title',
  'users.username',
  'users.nickname',
] as const;

/** Course comments waiting for review when the enterprise audits comments (migration 0038). */
export const courseCommentReviewSource: ReviewSource = {
  kind: KIND,
  async list(db, q) {
    if (q.status !== 'pending') return decidedList(db, KIND, q);
    let query = pending(db);
    const pattern = keywordPattern(q);
    if (pattern)
      query = query.where((eb) =>
        eb.or([
          likeInsensitive(sql.ref('course_comments.content'), pattern),
          likeInsensitive(sql.ref('courses.title'), pattern),
        ]),
      );
    const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await query
      .select([...COLUMNS])
      .orderBy('course_comments.created_at', 'asc')
      .orderBy('course_comments.id', 'asc')
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
        createdAt: r.created_at,
        status: 'pending' as const,
      })),
    };
  },
  async decide(db, ids, decision, reason, adminId, env) {
    let changed = 0;
    for (const id of new Set(ids)) {
      const done = await db.transaction().execute(async (trx) => {
        const before = await pending(trx)
          .select([...COLUMNS])
          .where('course_comments.id', '=', id)
          .executeTakeFirst();
        if (!before) return false;
        const moved = await reviewComment(
          trx,
          { eid: env.eid, now: env.now },
          { commentId: id, approved: decision === 'approve', reason: reason ?? '' },
        );
        if (!moved) return false;
        await recordDecision(
          trx,
          {
            kind: KIND,
            itemId: id,
            title: before.title,
            excerpt: excerptText(before.content),
            authorId: before.user_id,
            authorName: before.nickname || before.username,
            createdAt: before.created_at,
          },
          { decision, reason: reason ?? '', adminId, at: env.now },
        );
        return true;
      });
      if (done) changed += 1;
    }
    return changed;
  },
  async pendingCount(db) {
    return Number(
      (
        await pending(db)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  },
};
