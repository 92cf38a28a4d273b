import { sql } from 'kysely';
import type { z } from 'zod';
import type { listPostsSchema, PostPage, PostSummary } from '../../../protocol';
import { containsPattern, likeInsensitive } from '../../db/engine';
import { readCount } from '../../db/list-counts';
import type { CommunityPost } from '../../db/schema-community';
import { peopleByIds, personOf, type CommunityScope } from './community-scope';
import { excerptOf } from './sanitise';

/*
 * The community lists (decision 0049): topics and Q&A by latest, hottest, unanswered and resolved,
 * everyone's or the caller's own. Each sort walks an index in its order (community_posts_recent,
 * _hot, _list, and _unanswered of migration 0045) and the total is a counter kept on write
 * (decisions 0059, 0061), so a page costs the same among 1,000 or 100,000 posts.
 */

type ListInput = z.output<typeof listPostsSchema>;

export function summaryOf(
  post: CommunityPost,
  people: Awaited<ReturnType<typeof peopleByIds>>,
  media: Array<{ post_id: number; kind: string; url: string }>,
  userId: number,
): PostSummary {
  const own = media.filter((m) => m.post_id === post.id);
  const images = own.filter((m) => m.kind === 'image');
  return {
    id: post.id,
    kind: post.kind,
    title: post.title,
    excerpt: excerptOf(post.plain),
    author: personOf(people, post.author_user_id),
    bounty: post.bounty,
    state: post.state,
    images: images.slice(0, 3).map((m) => m.url),
    imageCount: images.length,
    hasVideo: own.some((m) => m.kind === 'video'),
    hasAudio: own.some((m) => m.kind === 'audio'),
    replyCount: post.reply_count,
    praiseCount: post.praise_count,
    createdAt: post.created_at,
    mine: post.author_user_id === userId,
  };
}

/** The counter group of a list: everyone's visible posts of a kind, or the caller's own. */
function postCountGroup(scope: CommunityScope, input: ListInput): string {
  return input.mine ? `${input.kind}|u${scope.user.id}` : `${input.kind}|all`;
}

function postCountKey(input: ListInput): 'all' | 'resolved' | 'unanswered' {
  return input.sort === 'unanswered' || input.sort === 'resolved' ? input.sort : 'all';
}

/** The list's total counted from the rows (what the counter must equal; the counter test compares). */
export async function countPostsExact(scope: CommunityScope, input: ListInput): Promise<number> {
  let query = scope.db.selectFrom('community_posts').where('kind', '=', input.kind).where('deleted_at', 'is', null);
  query = input.mine
    ? query.where('author_user_id', '=', scope.user.id)
    : query.where('state', 'in', ['open', 'resolved', 'closed']);
  if (input.sort === 'unanswered') query = query.where('reply_count', '=', 0).where('state', '!=', 'closed');
  if (input.sort === 'resolved') query = query.where('state', '=', 'resolved');
  return Number((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
}

/** Lists with search, sort and paging; `mine` shows the caller's own posts in every state. */
export async function listPosts(scope: CommunityScope, input: ListInput): Promise<PostPage> {
  let query = scope.db.selectFrom('community_posts').where('kind', '=', input.kind).where('deleted_at', 'is', null);
  query = input.mine
    ? query.where('author_user_id', '=', scope.user.id)
    : query.where('state', 'in', ['open', 'resolved', 'closed']);
  if (input.keyword)
    query = query.where((eb) =>
      eb.or([
        likeInsensitive(sql.ref('title'), containsPattern(input.keyword!)),
        likeInsensitive(sql.ref('plain'), containsPattern(input.keyword!)),
      ]),
    );
  if (input.sort === 'unanswered') query = query.where('reply_count', '=', 0).where('state', '!=', 'closed');
  if (input.sort === 'resolved') query = query.where('state', '=', 'resolved');
  // Without a keyword the total is a counter kept on write (migration 0044, decision 0059): one read,
  // not a count of every visible post. A keyword search counts the rows it matches.
  const total = input.keyword
    ? Number((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    : await readCount(scope.db, 'community_posts', postCountGroup(scope, input), (key) => key === postCountKey(input));
  const ordered =
    input.sort === 'hottest'
      ? query.orderBy('hot', 'desc').orderBy('id', 'desc')
      : query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  const rows = await ordered
    .selectAll()
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  const people = await peopleByIds(
    scope.db,
    rows.map((r) => r.author_user_id),
  );
  const media = rows.length
    ? await scope.db
        .selectFrom('community_post_media')
        .select(['post_id', 'kind', 'url'])
        .where(
          'post_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('post_id')
        .orderBy('sort')
        .execute()
    : [];
  return {
    list: rows.map((r) => summaryOf(r, people, media, scope.user.id)),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}
