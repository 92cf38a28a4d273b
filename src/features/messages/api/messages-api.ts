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
import { api } from '../../../lib/api-client';

/** The declarations (and zod) load with the first call: the header's bell is in the start-up chunk. */
const calls = () => import('../../../../protocol/calls/messages');

/** Lists and details show their own error states; the header's poll stays silent. */
const quiet = { quiet: true };

/** GET /v1/message/state — messageUnread, adminMessageUnread, adminMessageShow, per-category counts, red points. */
export async function getMessageState(): Promise<MessageState> {
  return api.request((await calls()).messageStateCall, {}, quiet);
}

export async function getLatestMessages(): Promise<MessageItem[]> {
  return (await api.request((await calls()).latestMessagesCall, {}, quiet)).list;
}

export async function listMessages(category: PersonalCategory, page: number, pageSize: number): Promise<MessagePage> {
  return api.request((await calls()).listMessagesCall, { category, page, pageSize }, quiet);
}

export async function getMessage(id: number): Promise<MessageItem> {
  return api.request((await calls()).messageDetailCall, { id }, quiet);
}

export async function getTaskScoreMessage(taskId: string, uid: string, trainId: string): Promise<MessageItem> {
  return api.request((await calls()).taskScoreMessageCall, { taskId, uid, trainId }, quiet);
}

export async function readMessage(id: number): Promise<void> {
  await api.request((await calls()).readMessageCall, { id }, quiet);
}

export async function readAll(category: MessageCategory): Promise<number> {
  return (await api.request((await calls()).readAllMessagesCall, { category }, quiet)).changed;
}

export async function deleteMessage(id: number): Promise<void> {
  await api.request((await calls()).deleteMessageCall, { id }, quiet);
}

export async function listNotices(kind: BroadcastKind, page: number, pageSize: number): Promise<BroadcastPage> {
  return api.request((await calls()).listNoticesCall, { kind, page, pageSize }, quiet);
}

export async function getNotice(id: number): Promise<BroadcastItem> {
  return api.request((await calls()).noticeDetailCall, { id }, quiet);
}

export async function readNotice(id: number): Promise<void> {
  await api.request((await calls()).readNoticeCall, { id }, quiet);
}

export async function deleteNotice(id: number): Promise<void> {
  await api.request((await calls()).deleteNoticeCall, { id }, quiet);
}
