import type { Kysely } from 'kysely';
import {
  ErrorCode,
  type AdminSendParamsOut,
  type AdminSendResult,
  type SentList,
  type SentListParamsOut,
} from './types';
import type { Database } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';
import { readCount } from '../../db/list-counts';
import { listSentBroadcasts, sendAudienceBroadcast } from '../messages';
import { excerptOf, plainText, sanitiseRichText } from '../community';
import { resolveAudience } from './audience';

/**
 * Sending an admin message or information item (decision 0057): the audience is resolved in the
 * administrator's enterprise, the text is sanitised here (the learner's page renders it through
 * SafeHtml as well), sending to everyone needs confirmAll, and one send key sends once.
 */
export async function sendAdminMessage(
  db: Kysely<Database>,
  input: AdminSendParamsOut & { eid: number; authorUserId: number; now: number },
): Promise<AdminSendResult> {
  if (input.scope === 'all' && input.confirmAll !== 'Y') throw new AppError(ErrorCode.MESSAGING_SEND_ALL_NOT_CONFIRMED);
  const bodyHtml = sanitiseRichText(input.bodyHtml);
  const body = plainText(bodyHtml);
  if (!body) throw new AppError(ErrorCode.MESSAGING_MESSAGE_BODY_EMPTY);
  const audience = await resolveAudience(db, input);
  return sendAudienceBroadcast(db, {
    eid: input.eid,
    kind: input.kind,
    // Titles are shown as text everywhere; markup in one is kept as the characters typed.
    title: input.title,
    summary: input.summary || excerptOf(body, 120),
    body,
    bodyHtml,
    authorUserId: input.authorUserId,
    sendKey: input.sendKey,
    recipients: audience.recipients,
    recipientCount: audience.count,
    audienceLabel: audience.label,
    now: input.now,
  });
}

export async function sentList(db: Kysely<Database>, input: SentListParamsOut): Promise<SentList> {
  const { rows, total } = await listSentBroadcasts(db, input);
  // Broadcasts to everyone made before recipients were counted (migration 0042) show today's members.
  const members = rows.some((row) => row.audience === 'all' && row.recipient_count === 0)
    ? await readCount(db, 'members', 'all') // every member, a counter (migration 0045)
    : 0;
  return {
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      scope: row.audience,
      audienceLabel: row.audience_label,
      recipients: row.audience === 'all' && row.recipient_count === 0 ? members : row.recipient_count,
      read: Number(row.read_count ?? 0),
      authorName: row.author_name ?? '',
      createdAt: row.created_at,
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}
