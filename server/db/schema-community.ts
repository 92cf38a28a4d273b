import type { Generated, Selectable } from 'kysely';
import type { CommentState, PostKind, PostState } from '../../protocol';

/** Tables of community topics and Q&A (migration 0034-community, decision 0049). */
export interface CommunityPostsTable {
  id: Generated<number>;
  eid: number;
  kind: PostKind;
  author_user_id: number;
  title: Generated<string>;
  /** Sanitised HTML. */
  content: Generated<string>;
  plain: Generated<string>;
  bounty: Generated<number>;
  state: PostState;
  best_comment_id: number | null;
  remind_all: Generated<number>;
  reply_count: Generated<number>;
  praise_count: Generated<number>;
  hot: Generated<number>;
  report_count: Generated<number>;
  request_id: string | null;
  deleted_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface CommunityPostMediaTable {
  id: Generated<number>;
  eid: number;
  post_id: number;
  kind: 'image' | 'video' | 'audio';
  upload_id: number;
  url: string;
  file_name: string;
  sort: number;
}

export interface CommunityPostPeopleTable {
  id: Generated<number>;
  eid: number;
  post_id: number;
  user_id: number;
  role: 'invite' | 'mention';
}

export interface CommunityCommentsTable {
  id: Generated<number>;
  eid: number;
  post_id: number;
  parent_id: number | null;
  author_user_id: number;
  reply_to_user_id: number | null;
  is_answer: Generated<number>;
  /** Plain text (rendered as text, never as HTML). */
  content: string;
  state: CommentState;
  praise_count: Generated<number>;
  request_id: string | null;
  deleted_at: number | null;
  created_at: number;
}

export interface CommunityPraisesTable {
  id: Generated<number>;
  eid: number;
  user_id: number;
  target: string;
  state: number;
  at: number;
}

export interface CommunityReportsTable {
  id: Generated<number>;
  eid: number;
  post_id: number;
  user_id: number;
  reason: Generated<string>;
  created_at: number;
}

export interface CommunitySettingsTable {
  eid: number;
  review_posts: Generated<number>;
  review_answers: Generated<number>;
}

export interface CommunityTables {
  community_posts: CommunityPostsTable;
  community_post_media: CommunityPostMediaTable;
  community_post_people: CommunityPostPeopleTable;
  community_comments: CommunityCommentsTable;
  community_praises: CommunityPraisesTable;
  community_reports: CommunityReportsTable;
  community_settings: CommunitySettingsTable;
}

export type CommunityPost = Selectable<CommunityPostsTable>;
export type CommunityCommentRow = Selectable<CommunityCommentsTable>;
