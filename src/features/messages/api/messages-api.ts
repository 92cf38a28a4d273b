import type {
  BroadcastItem,
  BroadcastKind,
  BroadcastPage,
  MessageCategory,
  MessageItem,
  MessagePage,
  MessageState,
  PersonalCategory,
} from '../../../../protocol';
import type { ZodType } from 'zod';
import { api } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

type Schemas = typeof import('../../../../protocol/schemas/messages');
/** The response schemas (and zod) load with the first answer: the header's bell is in the start-up chunk. */
const schemas = () => import('../../../../protocol/schemas/messages');

function parse<T>(pick: (m: Schemas) => ZodType<T>, data: unknown): Promise<T> {
  return parseResponse(async () => pick(await schemas()), data);
}

const post = { method: 'POST' as const, quiet: true };
/** Lists and details show their own error states; the header's poll stays silent. */
const quiet = { quiet: true };

/** GET /v1/message/state — messageUnread, adminMessageUnread, adminMessageShow, per-category counts, red points. */
export async function getMessageState(): Promise<MessageState> {
  return parse((m) => m.messageStateSchema, await api.call<unknown>('/v1/message/state', {}, quiet));
}

export async function getLatestMessages(): Promise<MessageItem[]> {
  const data = await api.call<{ list: unknown[] }>('/v1/message/latest', {}, quiet);
  return Promise.all((data.list ?? []).map((item) => parse((m) => m.messageItemSchema, item)));
}

export async function listMessages(category: PersonalCategory, page: number, pageSize: number): Promise<MessagePage> {
  return parse(
    (m) => m.messagePageSchema,
    await api.call<unknown>('/v1/message/list', { category, page: String(page), pageSize: String(pageSize) }, quiet),
  );
}

export async function getMessage(id: number): Promise<MessageItem> {
  return parse((m) => m.messageItemSchema, await api.call<unknown>('/v1/message/detail', { id: String(id) }, quiet));
}

export async function getTaskScoreMessage(taskId: string, uid: string, trainId: string): Promise<MessageItem> {
  return parse(
    (m) => m.messageItemSchema,
    await api.call<unknown>('/v1/message/task-score', { taskId, uid, trainId }, quiet),
  );
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
  return parse(
    (m) => m.broadcastPageSchema,
    await api.call<unknown>('/v1/message/notice/list', { kind, page: String(page), pageSize: String(pageSize) }, quiet),
  );
}

export async function getNotice(id: number): Promise<BroadcastItem> {
  return parse(
    (m) => m.broadcastItemSchema,
    await api.call<unknown>('/v1/message/notice/detail', { id: String(id) }, quiet),
  );
}

export async function readNotice(id: number): Promise<void> {
  await api.call('/v1/message/notice/read', { id: String(id) }, post);
}

export async function deleteNotice(id: number): Promise<void> {
  await api.call('/v1/message/notice/delete', { id: String(id) }, post);
}
