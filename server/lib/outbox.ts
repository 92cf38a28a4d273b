import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface OutboxEntry {
  eid: number;
  channel: string;
  recipient: string;
  body: string;
  createdAt: number;
}

/** The latest messages sent to a recipient (any spelling ending in the given digits), newest first. */
export async function latestOutboxMessages(db: Kysely<Database>, phone: string, limit = 10): Promise<OutboxEntry[]> {
  const digits = phone.replace(/[^\d]/g, '');
  if (!digits) return [];
  const rows = await db
    .selectFrom('message_outbox')
    .selectAll()
    .where('recipient', 'like', `%${digits}`)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    eid: r.eid,
    channel: r.channel,
    recipient: r.recipient,
    body: r.body,
    createdAt: r.created_at,
  }));
}
