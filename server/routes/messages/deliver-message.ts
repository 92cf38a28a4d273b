import type { Kysely, Transaction } from 'kysely';
import type { MessageKind, PersonalCategory, RedPointKind } from '../../../protocol';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewMessage {
  eid: number;
  userId: number;
  category: PersonalCategory;
  kind: MessageKind;
  params: Record<string, string | number | boolean>;
  link?: string;
  sourceType?: string;
  sourceId?: string;
  actorUserId?: number | null;
  /** Names the event that made the message: the same key never makes a second one for the user. */
  dedupeKey: string;
  at: number;
}

/** Is the user a member of this enterprise? Events name users by id; a foreign id gets nothing. */
export async function isMemberOf(db: Db, eid: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Write one message unless its key was already delivered. Returns true when a message was made. */
export async function deliverMessage(db: Db, message: NewMessage): Promise<boolean> {
  if (!(await isMemberOf(db, message.eid, message.userId))) return false;
  const result = await db
    .insertInto('messages')
    .values({
      eid: message.eid,
      user_id: message.userId,
      category: message.category,
      kind: message.kind,
      params: JSON.stringify(message.params),
      link: message.link ?? '',
      source_type: message.sourceType ?? '',
      source_id: message.sourceId ?? '',
      actor_user_id: message.actorUserId ?? null,
      dedupe_key: message.dedupeKey,
      read_at: null,
      deleted_at: null,
      created_at: message.at,
    })
    .onConflict((oc) => oc.columns(['eid', 'user_id', 'dedupe_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Light a red point: the learner has an unseen assigned task of this kind (once per task). */
export async function raiseRedPoint(
  db: Db,
  input: { eid: number; userId: number; kind: RedPointKind; refId: number; at: number },
): Promise<void> {
  if (!(await isMemberOf(db, input.eid, input.userId))) return;
  await db
    .insertInto('task_red_points')
    .values({
      eid: input.eid,
      user_id: input.userId,
      kind: input.kind,
      ref_id: input.refId,
      created_at: input.at,
      seen_at: null,
    })
    .onConflict((oc) => oc.columns(['eid', 'user_id', 'kind', 'ref_id']).doNothing())
    .execute();
}
