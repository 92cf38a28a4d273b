import type { Kysely, Transaction } from 'kysely';
import { ErrorCode, type BroadcastKind } from '../../../protocol';
import type { Database } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';
import { readCount } from '../../db/list-counts';

/**
 * Broadcasts an administrator sends from /admin/messaging (decision 0057): to everyone, or to
 * listed members, who get their state row (unread) in the same transaction as the broadcast.
 * The send key is unique per enterprise, so a double click or a retried request sends once.
 */
export interface AudienceBroadcast {
  eid: number;
  kind: BroadcastKind;
  title: string;
  summary: string;
  /** Plain text of the message (search, older clients). */
  body: string;
  /** Already sanitised. */
  bodyHtml: string;
  authorUserId: number;
  sendKey: string;
  /** null = every member; otherwise the recipients' ids (deduplicated, of this enterprise). */
  recipients: number[] | null;
  recipientCount: number;
  audienceLabel: string;
  now: number;
}

const CHUNK = 200;

export async function sendAudienceBroadcast(
  db: Kysely<Database>,
  input: AudienceBroadcast,
): Promise<{ id: number; recipients: number; repeated: boolean }> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('message_broadcasts')
      .values({
        eid: input.eid,
        kind: input.kind,
        title: input.title,
        summary: input.summary,
        body: input.body,
        body_html: input.bodyHtml,
        author_user_id: input.authorUserId,
        created_at: input.now,
        audience: input.recipients === null ? 'all' : 'listed',
        recipient_count: input.recipientCount,
        audience_label: input.audienceLabel,
        send_key: input.sendKey,
      })
      .onConflict((oc) => oc.columns(['eid', 'send_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return repeatOf(trx, input);
    if (input.recipients) {
      for (let at = 0; at < input.recipients.length; at += CHUNK) {
        await trx
          .insertInto('message_broadcast_states')
          .values(
            input.recipients.slice(at, at + CHUNK).map((userId) => ({
              eid: input.eid,
              user_id: userId,
              broadcast_id: inserted.id,
              read_at: null,
              deleted_at: null,
            })),
          )
          .onConflict((oc) => oc.columns(['eid', 'user_id', 'broadcast_id']).doNothing())
          .execute();
      }
    }
    return { id: inserted.id, recipients: input.recipientCount, repeated: false };
  });
}

/** The key already sent: the same message answers as sent; a different one is refused. */
async function repeatOf(trx: Transaction<Database>, input: AudienceBroadcast) {
  const sent = await trx
    .selectFrom('message_broadcasts')
    .select(['id', 'title', 'kind', 'recipient_count'])
    .where('send_key', '=', input.sendKey)
    .executeTakeFirstOrThrow();
  if (sent.title !== input.title || sent.kind !== input.kind) throw new AppError(ErrorCode.MESSAGING_SEND_KEY_REUSED);
  return { id: sent.id, recipients: sent.recipient_count, repeated: true };
}

/**
 * What administrators sent, newest first, with how many recipients have read each. The total and
 * the read figures are counters kept on write (migration 0045, decision 0061): a read of one key per
 * kind and one per row of the page, not a count of every broadcast or of every recipient's state.
 */
export async function listSentBroadcasts(
  db: Kysely<Database>,
  input: { kind?: BroadcastKind; page: number; pageSize: number },
) {
  let base = db.selectFrom('message_broadcasts as b');
  if (input.kind) base = base.where('b.kind', '=', input.kind);
  const page = await base
    .leftJoin('users as u', 'u.id', 'b.author_user_id')
    .select([
      'b.id',
      'b.kind',
      'b.title',
      'b.audience',
      'b.audience_label',
      'b.recipient_count',
      'b.created_at',
      'u.username as author_name',
    ])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  const reads = page.length
    ? await db
        .selectFrom('list_counts')
        .select(['grp', 'n'])
        .where('list', '=', 'broadcast_reads')
        .where(
          'grp',
          'in',
          page.map((row) => `b${row.id}`),
        )
        .where('key', '=', '')
        .execute()
    : [];
  const readOf = new Map(reads.map((r) => [r.grp, Number(r.n)]));
  const rows = page.map((row) => ({ ...row, read_count: readOf.get(`b${row.id}`) ?? 0 }));
  const total = await readCount(db, 'broadcasts_sent', 'sent', (key) => !input.kind || key === input.kind);
  return { rows, total };
}
