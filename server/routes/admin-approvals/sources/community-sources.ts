import { reviewCommunityItem } from '../../community';
import { excerptText, pendingSource, type AnyQuery } from '../source-kit';

interface CommunityRow {
  id: number;
  title: string;
  text: string;
  author_user_id: number;
  created_at: number;
  username: string;
  nickname: string;
}

/**
 * Community posts and answers waiting for review (when the enterprise reviews them, decision 0049):
 * one definition, two tables. `text` is the item's own text (a post's plain text, an answer's
 * content); an answer's title is its post's.
 */
function communitySource(kind: 'communityPost' | 'communityAnswer') {
  const post = kind === 'communityPost';
  const table = post ? 'community_posts' : 'community_comments';
  const text = post ? 'community_posts.plain' : 'community_comments.content';
  return pendingSource<CommunityRow>({
    kind,
    from: (db) => {
      // The two tables are named by a variable: the query is typed by `columns`, not by Kysely.
      const base: AnyQuery = post
        ? db.selectFrom('community_posts')
        : db
            .selectFrom('community_comments')
            .innerJoin('community_posts', 'community_posts.id', 'community_comments.post_id');
      return base.innerJoin('users', 'users.id', `${table}.author_user_id`).where(`${table}.deleted_at`, 'is', null);
    },
    waiting: [`${table}.state`, 'review'],
    columns: [
      `${table}.id`,
      'community_posts.title',
      `${text} as text`,
      `${table}.author_user_id`,
      `${table}.created_at`,
      'users.username',
      'users.nickname',
    ],
    idColumn: `${table}.id`,
    dateColumn: `${table}.created_at`,
    keywordColumns: post ? ['community_posts.title', text] : [text, 'community_posts.title'],
    toItem: (r) => ({
      itemId: r.id,
      title: r.title,
      excerpt: excerptText(r.text),
      authorId: r.author_user_id,
      authorName: r.nickname || r.username,
      createdAt: r.created_at,
    }),
    transaction: false,
    decideOne: (db, id, d, env) =>
      reviewCommunityItem(
        { db, eid: env.eid, user: env.admin, now: env.now },
        { target: post ? 'post' : 'comment', id, decision: d.decision, reason: d.reason },
      ).then(() => true),
  });
}

export const communityPostReviewSource = communitySource('communityPost');
export const communityAnswerReviewSource = communitySource('communityAnswer');
