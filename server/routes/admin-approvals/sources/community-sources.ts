import { sql } from 'kysely';
import { likeInsensitive } from '../../../db/engine';
import { reviewCommunityItem } from '../../community';
import type { ReviewEnv, ReviewSource } from '../review-source';
import { decidedList, excerptText, keywordPattern, recordDecision } from '../source-kit';
import { decideEach } from './decide-each';

type Db = Parameters<ReviewSource['pendingCount']>[0];

const scopeOf = (db: Db, env: ReviewEnv) => ({ db, eid: env.eid, user: env.admin, now: env.now });

function posts(db: Db) {
  return db
    .selectFrom('community_posts')
    .innerJoin('users', 'users.id', 'community_posts.author_user_id')
    .where('community_posts.state', '=', 'review')
    .where('community_posts.deleted_at', 'is', null);
}
const POST_COLUMNS = [
  'community_posts.id',
  'community_posts.title',
  'community_posts.plain',
  'community_posts.author_user_id',
  'community_posts.created_at',
  'users.username',
  'users.nickname',
] as const;

/** Community topics and questions waiting for review (when the enterprise reviews posts, decision 0049). */
export const communityPostReviewSource: ReviewSource = {
  kind: 'communityPost',
  async list(db, q) {
    if (q.status !== 'pending') return decidedList(db, 'communityPost', q);
    let query = posts(db);
    const pattern = keywordPattern(q);
    if (pattern)
      query = query.where((eb) =>
        eb.or([
          likeInsensitive(sql.ref('community_posts.title'), pattern),
          likeInsensitive(sql.ref('community_posts.plain'), pattern),
        ]),
      );
    const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await query
      .select([...POST_COLUMNS])
      .orderBy('community_posts.created_at', 'asc')
      .orderBy('community_posts.id', 'asc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute();
    return {
      total,
      items: rows.map((r) => ({
        kind: 'communityPost',
        id: r.id,
        title: r.title,
        excerpt: excerptText(r.plain),
        authorId: r.author_user_id,
        authorName: r.nickname || r.username,
        createdAt: r.created_at,
        status: 'pending' as const,
      })),
    };
  },
  async decide(db, ids, decision, reason, adminId, env) {
    return decideEach(ids, async (id) => {
      const before = await posts(db)
        .select([...POST_COLUMNS])
        .where('community_posts.id', '=', id)
        .executeTakeFirst();
      if (!before) return false;
      await reviewCommunityItem(scopeOf(db, env), { target: 'post', id, decision, reason: reason ?? '' });
      await recordDecision(
        db,
        {
          kind: 'communityPost',
          itemId: id,
          title: before.title,
          excerpt: excerptText(before.plain),
          authorId: before.author_user_id,
          authorName: before.nickname || before.username,
          createdAt: before.created_at,
        },
        { decision, reason: reason ?? '', adminId, at: env.now },
      );
      return true;
    });
  },
  async pendingCount(db) {
    return Number(
      (
        await posts(db)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  },
};

function answers(db: Db) {
  return db
    .selectFrom('community_comments')
    .innerJoin('community_posts', 'community_posts.id', 'community_comments.post_id')
    .innerJoin('users', 'users.id', 'community_comments.author_user_id')
    .where('community_comments.state', '=', 'review')
    .where('community_comments.deleted_at', 'is', null);
}
const ANSWER_COLUMNS = [
  'community_comments.id',
  'community_comments.content',
  'community_comments.author_user_id',
  'community_comments.created_at',
  'community_posts.title',
  'users.username',
  'users.nickname',
] as const;

/** Answers and comments waiting for review (when the enterprise reviews answers, decision 0049). */
export const communityAnswerReviewSource: ReviewSource = {
  kind: 'communityAnswer',
  async list(db, q) {
    if (q.status !== 'pending') return decidedList(db, 'communityAnswer', q);
    let query = answers(db);
    const pattern = keywordPattern(q);
    if (pattern)
      query = query.where((eb) =>
        eb.or([
          likeInsensitive(sql.ref('community_comments.content'), pattern),
          likeInsensitive(sql.ref('community_posts.title'), pattern),
        ]),
      );
    const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await query
      .select([...ANSWER_COLUMNS])
      .orderBy('community_comments.created_at', 'asc')
      .orderBy('community_comments.id', 'asc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute();
    return {
      total,
      items: rows.map((r) => ({
        kind: 'communityAnswer',
        id: r.id,
        title: r.title,
        excerpt: excerptText(r.content),
        authorId: r.author_user_id,
        authorName: r.nickname || r.username,
        createdAt: r.created_at,
        status: 'pending' as const,
      })),
    };
  },
  async decide(db, ids, decision, reason, adminId, env) {
    return decideEach(ids, async (id) => {
      const before = await answers(db)
        .select([...ANSWER_COLUMNS])
        .where('community_comments.id', '=', id)
        .executeTakeFirst();
      if (!before) return false;
      await reviewCommunityItem(scopeOf(db, env), { target: 'comment', id, decision, reason: reason ?? '' });
      await recordDecision(
        db,
        {
          kind: 'communityAnswer',
          itemId: id,
          title: before.title,
          excerpt: excerptText(before.content),
          authorId: before.author_user_id,
          authorName: before.nickname || before.username,
          createdAt: before.created_at,
        },
        { decision, reason: reason ?? '', adminId, at: env.now },
      );
      return true;
    });
  },
  async pendingCount(db) {
    return Number(
      (
        await answers(db)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  },
};
