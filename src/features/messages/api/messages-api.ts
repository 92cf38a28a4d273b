import type { ZodType } from 'zod';
import {
  broadcastItemSchema,
  broadcastPageSchema,
  messageItemSchema,
  messagePageSchema,
  messageStateSchema,
  type BroadcastItem,
  type BroadcastKind,
  type BroadcastPage,
  type MessageCategory,
  type MessageItem,
  type MessagePage,
  type MessageState,
  type PersonalCategory,
} from '../../../../protocol';
import { ApiError, CLIENT_ERROR_CODE, api } from '../../../lib/api-client';

function parse<T>(schema: ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data });
  return parsed.data;
}

const post = { method: 'POST' as const, quiet: true };
/** Lists and details show their own error states; the header's poll stays silent. */
const quiet = { quiet: true };

/** GET /v1/message/state — messageUnread, adminMessageUnread, adminMessageShow, per-category counts, red points. */
export async function getMessageState(): Promise<MessageState> {
  return parse(messageStateSchema, await api.call<unknown>('/v1/message/state', {}, quiet));
}

export async function getLatestMessages(): Promise<MessageItem[]> {
  const data = await api.call<{ list: unknown[] }>('/v1/message/latest', {}, quiet);
  return (data.list ?? []).map((item) => parse(messageItemSchema, item));
}

export async function listMessages(category: PersonalCategory, page: number, pageSize: number): Promise<MessagePage> {
  return parse(messagePageSchema, await api.call<unknown>('/v1/message/list', { category, page: String(page), pageSize: String(pageSize) }, quiet));
}

export async function getMessage(id: number): Promise<MessageItem> {
  return parse(messageItemSchema, await api.call<unknown>('/v1/message/detail', { id: String(id) }, quiet));
}

export async function getTaskScoreMessage(taskId: string, uid: string, trainId: string): Promise<MessageItem> {
  return parse(messageItemSchema, await api.call<unknown>('/v1/message/task-score', { taskId, uid, trainId }, quiet));
}

export async function readMessage(id: number): Promise<void> {
  await api.call('/v1/message/read', { id: String(id) }, post);
}

export async function readAll(category: MessageCategory): Promise<number> {
  return (await api.call<{ changed: number }>('/v1/message/read-all', { category }, post)).changed;
}

export async function deleteMessage(id: number): Promise<void> {
  await api.call('/v1/message/delete', { id: String(id) }, post);
}

export async function listNotices(kind: BroadcastKind, page: number, pageSize: number): Promise<BroadcastPage> {
  return parse(broadcastPageSchema, await api.call<unknown>('/v1/message/notice/list', { kind, page: String(page), pageSize: String(pageSize) }, quiet));
}

export async function getNotice(id: number): Promise<BroadcastItem> {
  return parse(broadcastItemSchema, await api.call<unknown>('/v1/message/notice/detail', { id: String(id) }, quiet));
}

export async function readNotice(id: number): Promise<void> {
  await api.call('/v1/message/notice/read', { id: String(id) }, post);
}

export async function deleteNotice(id: number): Promise<void> {
  await api.call('/v1/message/notice/delete', { id: String(id) }, post);
}
