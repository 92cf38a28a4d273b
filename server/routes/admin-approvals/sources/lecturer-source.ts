import { sql } from 'kysely';
import { likeInsensitive } from '../../../db/engine';
import { reviewApplication } from '../../lecturers';
import type { ReviewSource } from '../review-source';
import { decidedList, excerptText, keywordPattern, recordDecision } from '../source-kit';

const KIND = 'lecturerApplication';
type Db = Parameters<ReviewSource['pendingCount']>[0];

function pending(db: Db) {
  return db
    .selectFrom('lecturer_applications')
    .innerJoin('users', 'users.id', 'lecturer_applications.user_id')
    .where('lecturer_applications.status', '=', 'pending');
}
const COLUMNS = [
  'lecturer_applications.id',
  'lecturer_applications.name',
  'lecturer_applications.introduction',
  'lecturer_applications.region',
  'lecturer_applications.user_id',
  'lecturer_applications.created_at',
  'users.username',
  'users.nickname',
] as const;

/** Lecturer applications (spec 001 §5): approval makes the applicant an internal lecturer. */
export const lecturerApplicationReviewSource: ReviewSource = {
  kind: KIND,
  async list(db, q) {
    if (q.status !== 'pending') return decidedList(db, KIND, q);
    let query = pending(db);
    const pattern = keywordPattern(q);
    if (pattern)
      query = query.where((eb) =>
        eb.or([
          likeInsensitive(sql.ref('lecturer_applications.name'), pattern),
          likeInsensitive(sql.ref('lecturer_applications.introduction'), pattern),
        ]),
      );
    const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await query
      .select([...COLUMNS])
      .orderBy('lecturer_applications.created_at', 'asc')
      .orderBy('lecturer_applications.id', 'asc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute();
    return {
      total,
      items: rows.map((r) => ({
        kind: KIND,
        id: r.id,
        title: r.name,
        excerpt: excerptText([r.region, r.introduction].filter(Boolean).join(' · ')),
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
      // One transaction per application: the decision, the lecturer row, the message and the record together.
      const done = await db.transaction().execute(async (trx) => {
        const before = await pending(trx)
          .select([...COLUMNS])
          .where('lecturer_applications.id', '=', id)
          .executeTakeFirst();
        if (!before) return false;
        const moved = await reviewApplication(
          trx,
          { eid: env.eid, now: env.now },
          { applicationId: id, approved: decision === 'approve', reason: reason ?? '' },
        );
        if (!moved) return false;
        await recordDecision(
          trx,
          {
            kind: KIND,
            itemId: id,
            title: before.name,
            excerpt: excerptText(before.introduction),
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
