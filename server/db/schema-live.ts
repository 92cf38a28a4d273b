import type { Generated } from 'kysely';

/** 0037 (decision 0052): live rooms, their bookings, viewers and chat; meetings and their members. */
export type LiveState = 'not_started' | 'live' | 'away' | 'ended';
export type LiveProviderKind = 'polyv' | 'dingtalk';

export interface LivesTable {
  id: Generated<number>;
  eid: number;
  title: string;
  intro: Generated<string>;
  lecturer: Generated<string>;
  provider: LiveProviderKind;
  channel_id: string;
  password: Generated<string>;
  state: Generated<LiveState>;
  playback: Generated<number>;
  booking_limit: Generated<number>;
  starts_at: number;
  ends_at: number;
  created_at: number;
  updated_at: number;
}

export interface LiveBookingsTable {
  id: Generated<number>;
  eid: number;
  live_id: number;
  user_id: number;
  created_at: number;
}

export interface LiveViewersTable {
  id: Generated<number>;
  eid: number;
  live_id: number;
  user_id: number;
  unlocked: Generated<number>;
  watched_seconds: Generated<number>;
  joined_at: number;
  last_seen_at: number;
  last_credited_at: number;
}

export interface LiveChatTable {
  id: Generated<number>;
  eid: number;
  live_id: number;
  user_id: number;
  author: string;
  body: string;
  created_at: number;
}

export interface MeetingsTable {
  id: Generated<number>;
  eid: number;
  meeting_no: string;
  topic: string;
  platform: 'dingtalk' | 'wecom' | 'link';
  repeat: Generated<string>;
  password: Generated<string>;
  initiator_id: number;
  starts_at: number;
  ends_at: number;
  created_at: number;
}

export interface MeetingMembersTable {
  id: Generated<number>;
  eid: number;
  meeting_id: number;
  user_id: number;
  role: 'host' | 'member';
}

export interface LiveTables {
  lives: LivesTable;
  live_bookings: LiveBookingsTable;
  live_viewers: LiveViewersTable;
  live_chat: LiveChatTable;
  meetings: MeetingsTable;
  meeting_members: MeetingMembersTable;
}
