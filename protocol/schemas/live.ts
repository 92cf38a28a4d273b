import { z } from 'zod';

/** Live rooms (spec 001 §3 Live, §4 Live, §5, §9; issue 26 item 4; decision 0052). */
export const LIVE_LIMITS = {
  /** Spec 001 §9: live booking attendees. */
  bookingMax: 299,
  /** Spec 001 §5: a message is at most 300 characters. */
  chatMax: 300,
  /** Chat lines a history page returns. */
  historyPage: 50,
  /** Seconds between two watch heartbeats of the room; the server credits at most this plus slack per beat. */
  heartbeatSeconds: 15,
  /** A viewer counts as watching this long after their last heartbeat or stream poll. */
  viewerWindowSeconds: 45,
  /** Spec 001 §9: watch data is synced within one hour after exit. */
  syncWithinSeconds: 3600,
  /** Wrong passwords one learner may try on one live within 10 minutes. */
  passwordAttempts: 10,
} as const;

export const LIVE_STATES = ['not_started', 'live', 'away', 'ended'] as const;
export type LiveState = (typeof LIVE_STATES)[number];
/** What the room shows: the stored state, with `playback` for an ended live whose recording is open. */
export const LIVE_PHASES = ['not_started', 'live', 'away', 'ended', 'playback'] as const;
export type LivePhase = (typeof LIVE_PHASES)[number];
export const LIVE_PROVIDERS = ['polyv', 'dingtalk'] as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const bool01 = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false']), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export const liveIdParamsSchema = z.object({ id });

export const liveSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  lecturer: z.string(),
  provider: z.enum(LIVE_PROVIDERS),
  phase: z.enum(LIVE_PHASES),
  startsAt: z.number(),
  endsAt: z.number(),
  hasPassword: z.boolean(),
  booked: z.boolean(),
  bookedCount: z.number(),
  bookingLimit: z.number(),
});
export type LiveSummary = z.infer<typeof liveSummarySchema>;

export const liveListParamsSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const liveListSchema = z.object({ items: z.array(liveSummarySchema), total: z.number() });

export const liveRoomSchema = liveSummarySchema.extend({
  intro: z.string(),
  /** True while a password protects the room and this learner has not given it. */
  locked: z.boolean(),
  viewerCount: z.number(),
  watchedSeconds: z.number(),
  /** The real-time stream (server-sent events) of chat and viewer count; null while locked. */
  streamUrl: z.string().nullable(),
  heartbeatSeconds: z.number(),
  canManage: z.boolean(),
});
export type LiveRoom = z.infer<typeof liveRoomSchema>;

export const liveUnlockParamsSchema = z.object({ id, password: z.string().trim().min(1).max(32) });
export const liveOkSchema = z.object({ ok: z.literal(true) });

export const liveBookingSchema = z.object({ booked: z.boolean(), bookedCount: z.number(), bookingLimit: z.number() });

/** What the player needs from the provider: the stream now, or the recording, or nothing yet. */
export const livePlaySchema = z.object({
  kind: z.enum(['live', 'playback', 'none']),
  channelId: z.string(),
  viewerId: z.string(),
  /** HLS playlist to play in the page; null when there is nothing to play. */
  url: z.string().nullable(),
});
export type LivePlay = z.infer<typeof livePlaySchema>;
/** GET /v1/live/ding-talk/come-in: the same, plus the address DingTalk opens its own live view with. */
export const liveComeInSchema = livePlaySchema.extend({ openUrl: z.string() });
export type LiveComeIn = z.infer<typeof liveComeInSchema>;

export const liveHeartbeatParamsSchema = z.object({ id, active: bool01 });
export const liveHeartbeatSchema = z.object({
  creditedNow: z.number(),
  watchedSeconds: z.number(),
  viewerCount: z.number(),
});

export const liveChatLineSchema = z.object({
  id: z.number(),
  author: z.string(),
  text: z.string(),
  mine: z.boolean(),
  at: z.number(),
});
export type LiveChatLine = z.infer<typeof liveChatLineSchema>;
export const liveChatHistoryParamsSchema = z.object({ id, before: id.optional() });
export const liveChatHistorySchema = z.object({ items: z.array(liveChatLineSchema) });
export const liveChatSendParamsSchema = z.object({ id, text: z.string().trim().min(1).max(LIVE_LIMITS.chatMax) });

/** POST /v1/live/admin/state: the lecturer's console (an administrator) moves the live. */
export const liveStateParamsSchema = z.object({
  id,
  state: z.enum(LIVE_STATES),
  playback: bool01.optional(),
});

/** One event of the room's stream (server-sent events, JSON in `data`). */
export type LiveStreamEvent =
  { type: 'chat'; line: LiveChatLine } | { type: 'viewers'; count: number } | { type: 'phase'; phase: LivePhase };
