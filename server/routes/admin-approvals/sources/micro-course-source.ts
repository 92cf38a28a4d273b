import { sql } from 'kysely';
import { likeInsensitive } from '../../../db/engine';
import { reviewMicroCourse } from '../../micro-courses';
import type { ReviewSource } from '../review-source';
import { decidedList, excerptText, keywordPattern, recordDecision } from '../source-kit';
import { decideEach } from './decide-each';

const KIND = 'microCourse';

function base(db: Parameters<ReviewSource['pendingCount']>[0]) {
  return db
    .selectFrom('micro_courses')
    .innerJoin('users', 'users.id', 'micro_courses.owner_user_id')
    .where('micro_courses.state', '=', 'under_review');
}

const COLUMNS = [
  'micro_courses.id',
  'micro_courses.title',
  'micro_courses.summary',
  'micro_courses.owner_user_id',
  'micro_courses.submitted_at',
  'micro_courses.created_at',
  'users.username',
  'users.nickname',
] as const;

/** Micro-courses submitted for review (state 'under_review'): approval publishes them (decision 0020). */
export const microCourseReviewSource: ReviewSource = {
  kind: KIND,
  async list(db, q) {
    if (q.status !== 'pending') return decidedList(db, KIND, q);
    let query = base(db);
    const pattern = keywordPattern(q);
    if (pattern)
      query = query.where((eb) =>
        eb.or([
          likeInsensitive(sql.ref('micro_courses.title'), pattern),
          likeInsensitive(sql.ref('micro_courses.summary'), pattern),
        ]),
      );
    const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await query
      .select([...COLUMNS])
      .orderBy('micro_courses.submitted_at', 'asc')
      .orderBy('micro_courses.id', 'asc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute();
    return {
      total,
      items: rows.map((r) => ({
        kind: KIND,
        id: r.id,
        title: r.title,
        excerpt: excerptText(r.summary),
        authorId: r.owner_user_id,
        authorName: r.nickname || r.username,
        createdAt: r.submitted_at ?? r.created_at,
        status: 'pending' as const,
      })),
    };
  },
  async decide(db, ids, decision, reason, adminId, env) {
    return decideEach(ids, async (id) => {
      const before = await base(db)
        .select([...COLUMNS])
        .where('micro_courses.id', '=', id)
        .executeTakeFirst();
      if (!before) return false;
      await reviewMicroCourse(
        {
          db,
          config: env.config,
          clock: env.clock,
          eid: env.eid,
          user: env.admin,
          enterprise: env.enterprise,
          log: env.log,
        },
        { id, decision, reason: reason ?? '' },
      );
      await recordDecision(
        db,
        {
          kind: KIND,
          itemId: id,
          title: before.title,
          excerpt: excerptText(before.summary),
          authorId: before.owner_user_id,
          authorName: before.nickname || before.username,
          createdAt: before.submitted_at ?? before.created_at,
        },
        { decision, reason: reason ?? '', adminId, at: env.now },
      );
      return true;
    });
  },
  async pendingCount(db) {
    const row = await base(db)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
