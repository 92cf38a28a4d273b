import type { BroadcastItem, MessageItem, MessageKind, PersonalCategory } from '../../../protocol';
import type { BroadcastRow, MessageRow } from '../../db/schema-messages';
import { safeParams } from './message-params';

export type MessageRowWithActor = MessageRow & { actor_name: string | null; actor_image: string | null };

export function presentMessage(row: MessageRowWithActor): MessageItem {
  return {
    id: row.id,
    category: row.category as PersonalCategory,
    kind: row.kind as MessageKind,
    params: safeParams(row.params),
    link: row.link,
    actorName: row.actor_name ?? '',
    actorImage: row.actor_image ?? '',
    read: row.read_at !== null,
    createdAt: row.created_at,
  };
}

export function presentBroadcast(row: BroadcastRow & { read_at: number | null }, withBody: boolean): BroadcastItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    body: withBody ? row.body : '',
    read: row.read_at !== null,
    createdAt: row.created_at,
  };
}
