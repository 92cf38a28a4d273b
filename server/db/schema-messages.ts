import type { Generated, Selectable } from 'kysely';

/** Tables of the message centre (migration 0013-messages, decision 0022). */

/** One personal message of one recipient. Text is composed by the portal from `kind` + `params`. */
export interface MessagesTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  /** MessageCategory: own | at | praise | comment. */
  category: string;
  /** MessageKind (protocol/schemas/messages.ts). */
  kind: string;
  /** JSON object of the values the text needs (course title, who, points…). */
  params: Generated<string>;
  /** Where "view" goes in the portal ('' = nowhere beyond the detail). */
  link: Generated<string>;
  source_type: Generated<string>;
  source_id: Generated<string>;
  actor_user_id: number | null;
  /** Unique per recipient: the event that made it (so it is made once). */
  dedupe_key: string;
  read_at: number | null;
  deleted_at: number | null;
  created_at: number;
}

/** An administrator's announcement ('admin') or an information item ('information') to every member. */
export interface MessageBroadcastsTable {
  id: Generated<number>;
  eid: number;
  kind: 'admin' | 'information';
  title: string;
  summary: Generated<string>;
  /** Plain text; paragraphs split by blank lines. */
  body: string;
  cover: Generated<string>;
  author_user_id: number | null;
  created_at: number;
  /** 'all' = every member; 'listed' = only the members given a state row when it was sent (migration 0042). */
  audience: Generated<'all' | 'listed'>;
  /** Sanitised HTML written in the administrators' editor ('' = the plain `body` is shown). */
  body_html: Generated<string>;
  /** Members it went to when sent, and how the administrator described them, for the sent list. */
  recipient_count: Generated<number>;
  audience_label: Generated<string>;
  /** The administrator's page's key for one send: a double click sends once. */
  send_key: string | null;
}

/** A member's read / hidden state of a broadcast (no row = unread). */
export interface MessageBroadcastStatesTable {
  eid: number;
  user_id: number;
  broadcast_id: number;
  read_at: number | null;
  deleted_at: number | null;
}

/** An assigned task the learner has not seen yet; any unseen row of a kind lights its red point. */
export interface TaskRedPointsTable {
  eid: number;
  user_id: number;
  /** RedPointKind: coursetask | examtask | traintask | trainingtask. */
  kind: string;
  ref_id: number;
  created_at: number;
  seen_at: number | null;
}

/** Per-enterprise settings of the message centre (no row = defaults). */
export interface MessageSettingsTable {
  eid: number;
  /** adminMessageShow of spec 000 §3. */
  admin_message_show: Generated<'Y' | 'N'>;
}

export interface MessageTables {
  messages: MessagesTable;
  message_broadcasts: MessageBroadcastsTable;
  message_broadcast_states: MessageBroadcastStatesTable;
  task_red_points: TaskRedPointsTable;
  message_settings: MessageSettingsTable;
}

export type MessageRow = Selectable<MessagesTable>;
export type BroadcastRow = Selectable<MessageBroadcastsTable>;
