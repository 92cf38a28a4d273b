import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { onDomainEvent } from '../../lib/domain-events';
import { deliverMessage } from './deliver-message';

const NAME = 'messages-community';

const linkOf = (kind: 'topic' | 'question', postId: number) =>
  kind === 'question' ? `/news/comminication/${postId}` : `/news/community/${postId}`;

/**
 * Community events become messages in the at, comment and praise categories (spec 000 §2/§3,
 * decision 0049); their unread counts are those categories' red points. Each names a dedupe key,
 * so a replayed event (an approval retried) writes nothing new, and nobody is told about their own act.
 */
export function subscribeCommunityMessageEvents(): void {
  onDomainEvent('community.post.published', NAME, async (trx, e) => {
    const base = {
      eid: e.eid,
      category: 'at' as const,
      kind: 'mention' as const,
      link: linkOf(e.kind, e.postId),
      sourceType: 'community_post',
      sourceId: String(e.postId),
      actorUserId: e.authorUserId,
      at: e.at,
    };
    const told = new Set<number>([e.authorUserId]);
    const tell = async (userId: number, where: 'community' | 'invite' | 'remind') => {
      if (told.has(userId)) return;
      told.add(userId);
      await deliverMessage(trx, {
        ...base,
        userId,
        params: { where, postId: e.postId, title: e.title, excerpt: e.excerpt },
        dedupeKey: `community:at:${e.postId}`,
      });
    };
    for (const id of e.mentionUserIds) await tell(id, 'community');
    for (const id of e.invitedUserIds) await tell(id, 'invite');
    if (e.remindAll) for (const id of await everyone(trx)) await tell(id, 'remind');
  });

  onDomainEvent('community.comment.added', NAME, async (trx, e) => {
    const base = {
      eid: e.eid,
      link: linkOf(e.kind, e.postId),
      sourceType: 'community_comment',
      sourceId: String(e.commentId),
      actorUserId: e.authorUserId,
      at: e.at,
    };
    const params = {
      postId: e.postId,
      questionId: e.postId,
      title: e.title,
      excerpt: e.excerpt,
      commentId: e.commentId,
    };
    const told = new Set<number>([e.authorUserId]);
    // The replied-to person first: theirs is the more specific news.
    const commentKind = e.kind === 'question' ? ('qa_answer' as const) : ('community_reply' as const);
    for (const userId of [e.replyToUserId, e.postAuthorUserId]) {
      if (userId === null || told.has(userId)) continue;
      told.add(userId);
      await deliverMessage(trx, {
        ...base,
        userId,
        category: 'comment',
        kind: e.isAnswer || e.kind === 'topic' ? commentKind : 'community_reply',
        params,
        dedupeKey: `community:comment:${e.commentId}`,
      });
    }
    for (const userId of e.mentionUserIds) {
      if (userId === e.authorUserId) continue;
      await deliverMessage(trx, {
        ...base,
        userId,
        category: 'at',
        kind: 'mention',
        params: { where: 'community', postId: e.postId, title: e.title, excerpt: e.excerpt },
        dedupeKey: `community:at-comment:${e.commentId}`,
      });
    }
  });

  onDomainEvent('community.praised', NAME, async (trx, e) => {
    if (e.byUserId === e.toUserId) return;
    await deliverMessage(trx, {
      eid: e.eid,
      userId: e.toUserId,
      category: 'praise',
      kind: e.commentId === null ? 'post_praised' : 'comment_praised',
      params: { postId: e.postId, title: e.title, courseTitle: e.title, courseId: 0, commentId: e.commentId ?? 0 },
      link: linkOf(e.kind, e.postId),
      sourceType: e.commentId === null ? 'community_post' : 'community_comment',
      sourceId: String(e.commentId ?? e.postId),
      actorUserId: e.byUserId,
      // One message per person and target: praise, unpraise and praise again tells once.
      dedupeKey: `community:praise:${e.commentId === null ? `post:${e.postId}` : `comment:${e.commentId}`}:${e.byUserId}`,
      at: e.at,
    });
  });
}

/** Every unlocked member of the enterprise (the scoped transaction sees only them). */
async function everyone(trx: Transaction<Database>): Promise<number[]> {
  return (await trx.selectFrom('users').select('id').where('locked', '=', 0).orderBy('id').execute()).map((r) => r.id);
}
