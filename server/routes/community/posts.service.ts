import { COMMUNITY_LIMITS, ErrorCode, textLength, type PostDetail } from '../../../protocol';
import type { z } from 'zod';
import type { savePostSchema } from '../../../protocol';
import type { CommunityPost } from '../../db/schema-community';
import { emitDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../pipeline/app-error';
import { finishedUploadsOf } from '../micro-courses';
import { changePoints, lockLearner } from '../points';
import {
  assertMembers,
  isAdmin,
  maySee,
  mayRemindAll,
  peopleByIds,
  personOf,
  postRow,
  reviewSettings,
  type CommunityScope,
} from './community-scope';
import { excerptOf, plainText, sanitiseRichText } from './sanitise';
import { summaryOf } from './post-list.service';

type SaveInput = z.output<typeof savePostSchema>;

/** A question is locked once resolved or closed (spec 001 §4: nothing changes afterwards). */
export const isLocked = (post: CommunityPost): boolean => post.state === 'resolved' || post.state === 'closed';

function checkTexts(input: SaveInput): { title: string; content: string; plain: string } {
  const title = input.title.trim();
  const titleMax = input.kind === 'topic' ? COMMUNITY_LIMITS.topicTitleMax : COMMUNITY_LIMITS.questionTitleMax;
  if (textLength(title) > titleMax)
    throw new AppError(ErrorCode.COMMUNITY_POST_TITLE_TOO_LONG, { data: { max: titleMax } });
  const content = sanitiseRichText(input.content);
  const plain = plainText(content);
  if (textLength(plain) > COMMUNITY_LIMITS.contentMax || content.length > COMMUNITY_LIMITS.contentHtmlMax)
    throw new AppError(ErrorCode.COMMUNITY_POST_CONTENT_TOO_LONG, { data: { max: COMMUNITY_LIMITS.contentMax } });
  return { title, content, plain };
}

/** Spec 001 §5/§9: up to 9 images and one video or audio, each a finished upload of the author. */
async function checkFiles(scope: CommunityScope, uploadIds: readonly number[]) {
  const ids = [...new Set(uploadIds)];
  const uploads = await finishedUploadsOf(scope.db, scope.user.id, ids);
  if (uploads.length !== ids.length || uploads.some((u) => u.kind === 'document'))
    throw new AppError(ErrorCode.COMMUNITY_POST_FILE_INVALID);
  const images = uploads.filter((u) => u.kind === 'image');
  if (images.length > COMMUNITY_LIMITS.images)
    throw new AppError(ErrorCode.COMMUNITY_POST_TOO_MANY_FILES, {
      data: { kind: 'image', max: COMMUNITY_LIMITS.images },
    });
  if (uploads.length - images.length > COMMUNITY_LIMITS.media)
    throw new AppError(ErrorCode.COMMUNITY_POST_TOO_MANY_FILES, {
      data: { kind: 'media', max: COMMUNITY_LIMITS.media },
    });
  // In the order the author chose.
  return ids.map((id) => uploads.find((u) => u.id === id)!);
}

/** Create or edit a post. A question's bounty is held from the asker's points in the same transaction. */
export async function savePost(scope: CommunityScope, input: SaveInput): Promise<number> {
  const texts = checkTexts(input);
  const files = await checkFiles(scope, input.uploadIds);
  if (input.kind === 'question' ? texts.title === '' : texts.title === '' && texts.plain === '' && files.length === 0)
    throw new AppError(ErrorCode.COMMUNITY_POST_EMPTY);
  if (new Set(input.invite).size > COMMUNITY_LIMITS.invites)
    throw new AppError(ErrorCode.COMMUNITY_POST_TOO_MANY_INVITES, { data: { max: COMMUNITY_LIMITS.invites } });
  if (input.remindAll && !mayRemindAll(scope.user)) throw new AppError(ErrorCode.COMMUNITY_REMIND_ALL_NOT_ALLOWED);
  const invited = await assertMembers(scope.db, input.invite);
  const mentioned = await assertMembers(scope.db, input.mentions.slice(0, COMMUNITY_LIMITS.mentions));
  const { reviewPosts } = await reviewSettings(scope.db);
  const bounty = input.kind === 'question' ? input.bounty : 0;

  return scope.db.transaction().execute(async (trx) => {
    await lockLearner(trx, scope.user.id);
    let postId: number;
    let publishNow: boolean;
    if (input.postId !== undefined) {
      const post = await postRow(trx, input.postId);
      if (post.deleted_at !== null) throw new AppError(ErrorCode.COMMUNITY_POST_DELETED);
      if (post.author_user_id !== scope.user.id) throw new AppError(ErrorCode.COMMUNITY_NOT_YOUR_POST);
      if (isLocked(post)) throw new AppError(ErrorCode.COMMUNITY_QUESTION_LOCKED);
      const updated = await trx
        .updateTable('community_posts')
        .set({
          title: texts.title,
          content: texts.content,
          plain: texts.plain,
          remind_all: input.remindAll ? 1 : 0,
          updated_at: scope.now,
        })
        .where('id', '=', post.id)
        .where('state', 'not in', ['resolved', 'closed'])
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new AppError(ErrorCode.COMMUNITY_QUESTION_LOCKED);
      await trx.deleteFrom('community_post_media').where('post_id', '=', post.id).execute();
      await trx.deleteFrom('community_post_people').where('post_id', '=', post.id).execute();
      postId = post.id;
      publishNow = false;
    } else {
      if (input.requestId) {
        const seen = await trx
          .selectFrom('community_posts')
          .select('id')
          .where('author_user_id', '=', scope.user.id)
          .where('request_id', '=', input.requestId)
          .executeTakeFirst();
        if (seen) throw new AppError(ErrorCode.DUPLICATE_SUBMISSION);
      }
      const row = await trx
        .insertInto('community_posts')
        .values({
          eid: scope.eid,
          kind: input.kind,
          author_user_id: scope.user.id,
          title: texts.title,
          content: texts.content,
          plain: texts.plain,
          bounty,
          state: reviewPosts && !isAdmin(scope.user) ? 'review' : 'open',
          best_comment_id: null,
          remind_all: input.remindAll ? 1 : 0,
          request_id: input.requestId ?? null,
          deleted_at: null,
          created_at: scope.now,
          updated_at: scope.now,
        })
        .returning(['id', 'state'])
        .executeTakeFirstOrThrow();
      postId = row.id;
      publishNow = row.state === 'open';
      // Held through the ledger: refused with POINTS_INSUFFICIENT (and nothing written) when the balance is short.
      if (bounty > 0)
        await changePoints(trx, {
          eid: scope.eid,
          userId: scope.user.id,
          delta: -bounty,
          reason: 'community_bounty_held',
          refKey: `community:bounty-hold:${postId}`,
          now: scope.now,
        });
    }
    if (files.length)
      await trx
        .insertInto('community_post_media')
        .values(
          files.map((f, sort) => ({
            eid: scope.eid,
            post_id: postId,
            kind: f.kind as 'image' | 'video' | 'audio',
            upload_id: f.id,
            url: f.url,
            file_name: f.fileName,
            sort,
          })),
        )
        .execute();
    const people = [
      ...invited.map((user_id) => ({ eid: scope.eid, post_id: postId, user_id, role: 'invite' as const })),
      ...mentioned.map((user_id) => ({ eid: scope.eid, post_id: postId, user_id, role: 'mention' as const })),
    ];
    if (people.length) await trx.insertInto('community_post_people').values(people).execute();
    if (publishNow) await publishEvent(trx, await postRow(trx, postId));
    return postId;
  });
}

/** Tell the mentioned, invited (and, when asked, everyone) that the post is out. */
export async function publishEvent(trx: Parameters<typeof emitDomainEvent>[0], post: CommunityPost): Promise<void> {
  const people = await trx
    .selectFrom('community_post_people')
    .select(['user_id', 'role'])
    .where('post_id', '=', post.id)
    .execute();
  await emitDomainEvent(trx, {
    type: 'community.post.published',
    eid: post.eid,
    at: post.updated_at,
    postId: post.id,
    kind: post.kind,
    title: post.title || excerptOf(post.plain, 40),
    excerpt: excerptOf(post.plain),
    authorUserId: post.author_user_id,
    mentionUserIds: people.filter((p) => p.role === 'mention').map((p) => p.user_id),
    invitedUserIds: people.filter((p) => p.role === 'invite').map((p) => p.user_id),
    remindAll: post.remind_all === 1,
  });
}

export async function postDetail(scope: CommunityScope, postId: number): Promise<PostDetail> {
  const post = await postRow(scope.db, postId);
  if (!maySee(post, scope.user)) throw new AppError(ErrorCode.NOT_FOUND);
  const deleted = post.deleted_at !== null;
  const people = await scope.db
    .selectFrom('community_post_people')
    .select(['user_id', 'role'])
    .where('post_id', '=', post.id)
    .orderBy('id')
    .execute();
  const media = deleted
    ? []
    : await scope.db
        .selectFrom('community_post_media')
        .select(['post_id', 'kind', 'url', 'file_name', 'upload_id'])
        .where('post_id', '=', post.id)
        .orderBy('sort')
        .execute();
  const persons = await peopleByIds(scope.db, [post.author_user_id, ...people.map((p) => p.user_id)]);
  const praise = await scope.db
    .selectFrom('community_praises')
    .select('state')
    .where('user_id', '=', scope.user.id)
    .where('target', '=', `post:${post.id}`)
    .executeTakeFirst();
  const reported = await scope.db
    .selectFrom('community_reports')
    .select('id')
    .where('post_id', '=', post.id)
    .where('user_id', '=', scope.user.id)
    .executeTakeFirst();
  const mine = post.author_user_id === scope.user.id;
  const admin = isAdmin(scope.user);
  const open = post.state === 'open' && !deleted;
  const summary = summaryOf(post, persons, media, scope.user.id);
  return {
    ...summary,
    title: deleted ? '' : summary.title,
    excerpt: deleted ? '' : summary.excerpt,
    content: deleted ? '' : post.content,
    media: media.map((m) => ({ kind: m.kind, url: m.url, fileName: m.file_name, uploadId: m.upload_id })),
    invited: deleted ? [] : people.filter((p) => p.role === 'invite').map((p) => personOf(persons, p.user_id)),
    mentioned: deleted ? [] : people.filter((p) => p.role === 'mention').map((p) => personOf(persons, p.user_id)),
    remindAll: post.remind_all === 1,
    praised: praise?.state === 1,
    reported: reported !== undefined,
    bestAnswerId: post.best_comment_id,
    deleted,
    canEdit: mine && !deleted && (post.state === 'open' || post.state === 'review'),
    canAnswer: post.kind === 'question' && open && !mine,
    canAdopt: post.kind === 'question' && open && mine,
    canClose: post.kind === 'question' && open && (mine || admin),
    canDelete: !deleted && (admin || (mine && !isLocked(post))),
    updatedAt: post.updated_at,
  };
}
