import { z } from 'zod';

/** Meetings (spec 001 §3 Meeting, §5 Meetings and lives, §9; issue 26 item 5; decision 0052). */
export const MEETING_LIMITS = {
  /** Spec 001 §9: members and hosts of one meeting (the initiator and the hosts count as members). */
  membersMax: 300,
  hostsMax: 10,
  topicMax: 100,
  /** Spec 001 §5: a meeting password is 4-6 digits. */
  passwordPattern: /^\d{4,6}$/,
} as const;

export const MEETING_REPEATS = ['none', 'daily', 'weekly', 'monthly'] as const;
export type MeetingRepeat = (typeof MEETING_REPEATS)[number];
export const MEETING_PLATFORMS = ['dingtalk', 'wecom'] as const;
export type MeetingPlatform = (typeof MEETING_PLATFORMS)[number];

const id = z.coerce.number().int().positive().max(2_147_483_647);
const time = z.coerce.number().int().min(0).max(8_640_000_000_000);
/** A list of user ids: an array, or comma-separated text (form posts). */
const idList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(id).max(400),
);

export const meetingSchema = z.object({
  id: z.number(),
  meetingId: z.string(),
  topic: z.string(),
  platform: z.enum(MEETING_PLATFORMS),
  repeat: z.enum(MEETING_REPEATS),
  hasPassword: z.boolean(),
  startsAt: z.number(),
  endsAt: z.number(),
  initiator: z.string(),
  hosts: z.array(z.object({ id: z.number(), name: z.string() })),
  memberCount: z.number(),
  mine: z.boolean(),
});
export type Meeting = z.infer<typeof meetingSchema>;
export const meetingListSchema = z.object({ items: z.array(meetingSchema) });

export const meetingCreateParamsSchema = z.object({
  topic: z.string().trim().min(1).max(MEETING_LIMITS.topicMax),
  /** The workplace app the meeting runs in (`platform` is an envelope key). */
  app: z.enum(MEETING_PLATFORMS),
  repeat: z.enum(MEETING_REPEATS).default('none'),
  startsAt: time,
  endsAt: time,
  /** '' = no password; else 4-6 digits (checked by the server with the spec's message). */
  password: z.string().trim().max(32).default(''),
  hostIds: idList.default([]),
  memberIds: idList.default([]),
});
export type MeetingCreateInput = z.input<typeof meetingCreateParamsSchema>;

export const meetingPeopleParamsSchema = z.object({ keyword: z.string().trim().max(50).default('') });
export const meetingPeopleSchema = z.object({
  items: z.array(z.object({ id: z.number(), name: z.string(), department: z.string() })),
});

export const meetingJoinParamsSchema = z.object({ id });
export const meetingJoinSchema = z.object({
  platform: z.enum(MEETING_PLATFORMS),
  meetingId: z.string(),
  /** The meeting's address for a browser (a link outside DingTalk and WeCom). */
  joinUrl: z.string(),
  password: z.string(),
});
export type MeetingJoin = z.infer<typeof meetingJoinSchema>;
