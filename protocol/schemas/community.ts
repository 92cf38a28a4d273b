import { z } from 'zod';

/**
 * Community topics and Q&A (spec 001 §1, §3, §4, §5, §6, §9; decision 0049). Wire values are
 * strings (docs/protocol.md); lists travel as JSON text. Files go up through the micro-course
 * chunked upload (apiCourse/upload) and a post names the finished uploads by id.
 */
export const COMMUNITY_LIMITS = {
  /** Spec 001 §5: topic title up to 100 (optional for a topic). */
  topicTitleMax: 100,
  /** Spec 001 §5: "Community Q&A title 3000 and required". */
  questionTitleMax: 3000,
  /** Plain-text length of a post's rich content. */
  contentMax: 5000,
  /** The stored HTML of a post (tags and attributes included). */
  contentHtmlMax: 20000,
  answerMax: 3000,
  /** Spec 001 §9: comments 300 by default. */
  commentMax: 300,
  /** Spec 001 §9: up to 9 images, each under 5M; one video or audio up to 1.5G. */
  images: 9,
  media: 1,
  /** Spec 001 §5: at most 10 people invited. */
  invites: 10,
  mentions: 20,
  /** Spec 001 §5: reward amount a positive integer; a ceiling keeps a typo from emptying a balance. */
  bountyMax: 100000,
  reportReasonMax: 200,
  /** Spec 001 §9 debounce default: a repeat of the same praise wish within it is a double click. */
  repeatWindowMs: 3000,
  pageSize: 10,
  maxPageSize: 50,
  keywordMax: 50,
} as const;

export const POST_KINDS = ['topic', 'question'] as const;
export type PostKind = (typeof POST_KINDS)[number];
/**
 * review: waiting for an administrator (an enterprise may require it); open: visible (a question
 * takes answers); resolved: a best answer was adopted — nothing changes afterwards (spec 001 §4);
 * closed: the asker closed the question without adopting (the bounty went back); rejected: the review refused it.
 */
export const POST_STATES = ['review', 'open', 'resolved', 'closed', 'rejected'] as const;
export type PostState = (typeof POST_STATES)[number];
export const POST_SORTS = ['latest', 'hottest', 'unanswered', 'resolved'] as const;
export type PostSort = (typeof POST_SORTS)[number];
export const COMMENT_STATES = ['review', 'visible', 'rejected'] as const;
export type CommentState = (typeof COMMENT_STATES)[number];

const id = z.coerce.number().int().positive();
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const flag = z
  .union([
    z.literal('1'),
    z.literal('0'),
    z.literal('true'),
    z.literal('false'),
    z.boolean(),
    z.literal(1),
    z.literal(0),
  ])
  .transform((v) => v === '1' || v === 'true' || v === true || v === 1);
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A JSON list of positive ids on the wire ('[1,2]'); an array is accepted too. */
const idList = (max: number) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === '') return [];
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    },
    z.array(z.coerce.number().int().positive()).max(max * 4),
  );
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export const listPostsSchema = z.object({
  kind: z.enum(POST_KINDS),
  sort: z.preprocess(emptyToUndefined, z.enum(POST_SORTS).default('latest')),
  keyword: z.preprocess(emptyToUndefined, z.string().trim().max(COMMUNITY_LIMITS.keywordMax).optional()),
  /** 1 = only the caller's own posts (every state, in review too). */
  mine: z.preprocess(emptyToUndefined, flag.optional()),
  page,
  pageSize: z.coerce.number().int().min(1).max(COMMUNITY_LIMITS.maxPageSize).default(COMMUNITY_LIMITS.pageSize),
});
export type ListPostsParams = z.input<typeof listPostsSchema>;

export const postIdSchema = z.object({ postId: id });

/** Create or edit (`postId`); lengths are checked by the service so the errors name the limit. */
export const savePostSchema = z.object({
  postId: z.preprocess(emptyToUndefined, id.optional()),
  kind: z.enum(POST_KINDS),
  title: z
    .string()
    .max(COMMUNITY_LIMITS.questionTitleMax * 2)
    .default(''),
  content: z
    .string()
    .max(COMMUNITY_LIMITS.contentHtmlMax * 2)
    .default(''),
  /** Points offered for the best answer (questions; 0 = none). Fixed once asked. */
  bounty: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(COMMUNITY_LIMITS.bountyMax).default(0)),
  /** Finished uploads of apiCourse/upload: images, and one video or audio. */
  uploadIds: idList(COMMUNITY_LIMITS.images + COMMUNITY_LIMITS.media),
  invite: idList(COMMUNITY_LIMITS.invites),
  mentions: idList(COMMUNITY_LIMITS.mentions),
  remindAll: z.preprocess(emptyToUndefined, flag.default(false)),
  requestId: z.preprocess(emptyToUndefined, requestId.optional()),
});
export type SavePostParams = z.input<typeof savePostSchema>;

export const communityAddCommentSchema = z.object({
  postId: id,
  /** 1 = an answer to a question (top level); otherwise a comment, or a reply when `parentId` is set. */
  answer: z.preprocess(emptyToUndefined, flag.default(false)),
  parentId: z.preprocess(emptyToUndefined, id.optional()),
  replyToUserId: z.preprocess(emptyToUndefined, id.optional()),
  content: z.string().max(COMMUNITY_LIMITS.answerMax * 2),
  mentions: idList(COMMUNITY_LIMITS.mentions),
  requestId: z.preprocess(emptyToUndefined, requestId.optional()),
});
export const communityListCommentsSchema = z.object({ postId: id, page });
export const communityPraiseSchema = z.object({
  target: z.enum(['post', 'comment']),
  id,
  /** The state the person wants: a double click cannot flip it back. */
  praise: flag,
});
export const communityAdoptSchema = z.object({ postId: id, commentId: id });
export const communityReportSchema = z.object({
  postId: id,
  reason: z
    .string()
    .max(COMMUNITY_LIMITS.reportReasonMax * 2)
    .default(''),
});
export const communityDeleteSchema = z.object({ target: z.enum(['post', 'comment']), id });
export const communityMembersSchema = z.object({
  keyword: z.preprocess(emptyToUndefined, z.string().trim().max(COMMUNITY_LIMITS.keywordMax).optional()),
});
export const communityReviewListSchema = z.object({
  queue: z.preprocess(emptyToUndefined, z.enum(['review', 'reported']).default('review')),
});
export const communityReviewSchema = z.object({
  target: z.enum(['post', 'comment']),
  id,
  /** approve / reject a waiting item; dismiss the reports of a post; delete a reported post. */
  decision: z.enum(['approve', 'reject', 'dismiss', 'delete']),
});
export const communitySettingSchema = z.object({
  reviewPosts: z.preprocess(emptyToUndefined, flag.optional()),
  reviewAnswers: z.preprocess(emptyToUndefined, flag.optional()),
});

// ---- Answers
export const communityPersonSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  wecomUserId: z.string(),
});
export type CommunityPerson = z.infer<typeof communityPersonSchema>;

export const postMediaSchema = z.object({
  kind: z.enum(['image', 'video', 'audio']),
  url: z.string(),
  fileName: z.string(),
  uploadId: z.number(),
});
export type PostMedia = z.infer<typeof postMediaSchema>;

export const postSummarySchema = z.object({
  id: z.number(),
  kind: z.enum(POST_KINDS),
  title: z.string(),
  excerpt: z.string(),
  author: communityPersonSchema,
  bounty: z.number(),
  state: z.enum(POST_STATES),
  /** The first images (up to 3) for the card; imageCount says how many there are. */
  images: z.array(z.string()),
  imageCount: z.number(),
  hasVideo: z.boolean(),
  hasAudio: z.boolean(),
  /** Answers of a question, comments of a topic. */
  replyCount: z.number(),
  praiseCount: z.number(),
  createdAt: z.number(),
  mine: z.boolean(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const postPageSchema = z.object({
  list: z.array(postSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PostPage = z.infer<typeof postPageSchema>;

export const postDetailSchema = postSummarySchema.extend({
  /** Sanitised HTML (the portal renders it through SafeHtml). */
  content: z.string(),
  media: z.array(postMediaSchema),
  invited: z.array(communityPersonSchema),
  mentioned: z.array(communityPersonSchema),
  remindAll: z.boolean(),
  praised: z.boolean(),
  reported: z.boolean(),
  bestAnswerId: z.number().nullable(),
  /** The post was deleted: its text and files are gone, the page says so. */
  deleted: z.boolean(),
  canEdit: z.boolean(),
  canAnswer: z.boolean(),
  canAdopt: z.boolean(),
  canClose: z.boolean(),
  canDelete: z.boolean(),
  updatedAt: z.number(),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

export const communityReplySchema = z.object({
  id: z.number(),
  author: communityPersonSchema,
  replyTo: communityPersonSchema.nullable(),
  content: z.string(),
  state: z.enum(COMMENT_STATES),
  deleted: z.boolean(),
  praiseCount: z.number(),
  praised: z.boolean(),
  mine: z.boolean(),
  createdAt: z.number(),
});
export const communityCommentSchema = communityReplySchema.extend({
  isAnswer: z.boolean(),
  best: z.boolean(),
  replies: z.array(communityReplySchema),
});
export type CommunityComment = z.infer<typeof communityCommentSchema>;
export type CommunityReply = z.infer<typeof communityReplySchema>;
export const communityCommentPageSchema = z.object({
  list: z.array(communityCommentSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type CommentPageOfPost = z.infer<typeof communityCommentPageSchema>;

export const communityPraiseResultSchema = z.object({ praised: z.boolean(), praiseCount: z.number() });
export const communityMemberListSchema = z.object({ list: z.array(communityPersonSchema) });

export const communityReviewItemSchema = z.object({
  target: z.enum(['post', 'comment']),
  id: z.number(),
  postId: z.number(),
  postKind: z.enum(POST_KINDS),
  title: z.string(),
  content: z.string(),
  author: communityPersonSchema,
  reportCount: z.number(),
  reasons: z.array(z.string()),
  createdAt: z.number(),
});
export type CommunityReviewItem = z.infer<typeof communityReviewItemSchema>;
export const communityReviewListAnswerSchema = z.object({ list: z.array(communityReviewItemSchema) });
export const communitySettingAnswerSchema = z.object({
  reviewPosts: z.boolean(),
  reviewAnswers: z.boolean(),
  canRemindAll: z.boolean(),
});
export type CommunitySetting = z.infer<typeof communitySettingAnswerSchema>;
