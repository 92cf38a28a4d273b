import type { BroadcastItem, MessageItem, MessageKind, PersonalCategory } from '../../../protocol';
import type { BroadcastRow, MessageRow } from '../../db/schema-messages';
import { paramsForReader, safeParams } from './message-params';

export type MessageRowWithActor = MessageRow & { actor_name: string | null; actor_image: string | null };

/** `language`: the reader's, which localized params (a medal's name) are given in. */
export function presentMessage(row: MessageRowWithActor, language?: string): MessageItem {
  return {
    id: row.id,
    category: row.category as PersonalCategory,
    kind: row.kind as MessageKind,
    params: paramsForReader(safeParams(row.params), language),
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
    bodyHtml: withBody ? row.body_html : '',
    read: row.read_at !== null,
    createdAt: row.created_at,
  };
}
