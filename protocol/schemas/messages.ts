import { z } from 'zod';

/**
 * The message centre (/main/message, spec 000 §2 and §3 "Message state", "Red points";
 * decision 0022). Personal messages carry a kind and the values their text needs; the portal
 * writes the sentence in the reader's language. Admin messages and information items are
 * written by people and travel as written.
 */

/** Personal categories (one list each) plus the two broadcast kinds. */
export const PERSONAL_CATEGORIES = ['own', 'at', 'praise', 'comment'] as const;
export type PersonalCategory = (typeof PERSONAL_CATEGORIES)[number];
export const BROADCAST_KINDS = ['admin', 'information'] as const;
export type BroadcastKind = (typeof BROADCAST_KINDS)[number];
export const MESSAGE_CATEGORIES = [...PERSONAL_CATEGORIES, ...BROADCAST_KINDS] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

export const MESSAGE_KINDS = [
  // own
  'course_assigned',
  'exam_assigned',
  'note_reviewed',
  'reward_received',
  'micro_course_reviewed',
  'order_paid',
  'medal_awarded',
  'training_planning',
  'certificate_expiration',
  'task_score',
  'marking_notice',
  'weekly_summary',
  'activity_assigned',
  'course_bought_for_member',
  'outsider_approved',
  'review_decided',
  // at
  'mention',
  // praise
  'comment_praised',
  'post_praised',
  // comment
  'course_comment',
  'comment_reply',
  'community_reply',
  'qa_answer',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The red points of spec 000 §3: unseen assigned tasks of each kind. */
export const RED_POINT_KINDS = ['traintask', 'coursetask', 'examtask', 'trainingtask'] as const;
export type RedPointKind = (typeof RED_POINT_KINDS)[number];

export const MESSAGE_LIMITS = { pageSize: 10, maxPageSize: 50, title: 60, summary: 200, body: 5000 } as const;

const id = z.coerce.number().int().positive();
const paging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MESSAGE_LIMITS.maxPageSize).default(MESSAGE_LIMITS.pageSize),
};

export const listMessagesSchema = z.object({ category: z.enum(PERSONAL_CATEGORIES), ...paging });
export const messageIdSchema = z.object({ id });
/** The task score details route names the task, the learner and the training, not the message. */
export const taskScoreMessageSchema = z.object({ taskId: id, uid: id, trainId: id });
export const readAllMessagesSchema = z.object({ category: z.enum(MESSAGE_CATEGORIES) });
export const listBroadcastsSchema = z.object({ kind: z.enum(BROADCAST_KINDS), ...paging });
export const redPointSeenSchema = z.object({ kind: z.enum(RED_POINT_KINDS) });
export const sendBroadcastSchema = z.object({
  kind: z.enum(BROADCAST_KINDS).default('admin'),
  title: z.string().trim().min(1).max(MESSAGE_LIMITS.title),
  summary: z.string().trim().max(MESSAGE_LIMITS.summary).default(''),
  body: z.string().trim().min(1).max(MESSAGE_LIMITS.body),
});
export const assignCourseSchema = z.object({
  userId: id,
  courseId: id,
  dueAt: z.coerce.number().int().positive().optional(),
});
export const messageSettingsSchema = z.object({ adminMessageShow: z.enum(['Y', 'N']) });

export type ListMessagesParams = z.infer<typeof listMessagesSchema>;
export type SendBroadcastParams = z.infer<typeof sendBroadcastSchema>;

const yn = z.enum(['Y', 'N']);
export const messageStateSchema = z.object({
  messageUnread: z.number(),
  adminMessageUnread: z.number(),
  adminMessageShow: yn,
  /** Unread per category (admin is 0 while adminMessageShow is N). */
  unread: z.object(
    Object.fromEntries(MESSAGE_CATEGORIES.map((c) => [c, z.number()])) as Record<MessageCategory, z.ZodNumber>,
  ),
  /** 1 = the learner has unseen assigned tasks of this kind (spec: all 0 by default). */
  redPoints: z.object(
    Object.fromEntries(RED_POINT_KINDS.map((k) => [k, z.number()])) as Record<RedPointKind, z.ZodNumber>,
  ),
});
export type MessageState = z.infer<typeof messageStateSchema>;

export const messageItemSchema = z.object({
  id: z.number(),
  category: z.enum(PERSONAL_CATEGORIES),
  kind: z.enum(MESSAGE_KINDS),
  /** Values for the text (strings and numbers only). */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  link: z.string(),
  actorName: z.string(),
  actorImage: z.string(),
  read: z.boolean(),
  createdAt: z.number(),
});
export type MessageItem = z.infer<typeof messageItemSchema>;

export const broadcastItemSchema = z.object({
  id: z.number(),
  kind: z.enum(BROADCAST_KINDS),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  /** '' in lists; the whole text in detail. */
  body: z.string(),
  /** Sanitised HTML from the administrators' editor ('' = show `body`); rendered through SafeHtml. */
  bodyHtml: z.string().default(''),
  read: z.boolean(),
  createdAt: z.number(),
});
export type BroadcastItem = z.infer<typeof broadcastItemSchema>;

export const messagePageSchema = z.object({
  list: z.array(messageItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;
export const broadcastPageSchema = z.object({
  list: z.array(broadcastItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type BroadcastPage = z.infer<typeof broadcastPageSchema>;
