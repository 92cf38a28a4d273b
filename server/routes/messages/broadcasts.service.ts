import type { Kysely } from 'kysely';
import {
  ErrorCode,
  type BroadcastItem,
  type BroadcastKind,
  type BroadcastPage,
  type SendBroadcastParams,
} from '../../../protocol';
import type { Database } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';
import { presentBroadcast } from './message.presenter';
import type { MessageScope } from './message-scope';

/** adminMessageShow of the enterprise (spec 000 §3); on unless an administrator turned it off. */
export async function adminMessageShow(db: Kysely<Database>): Promise<'Y' | 'N'> {
  const row = await db.selectFrom('message_settings').select('admin_message_show').executeTakeFirst();
  return row?.admin_message_show ?? 'Y';
}

export async function setAdminMessageShow(db: Kysely<Database>, eid: number, value: 'Y' | 'N'): Promise<void> {
  await db
    .insertInto('message_settings')
    .values({ eid, admin_message_show: value })
    .onConflict((oc) => oc.column('eid').doUpdateSet({ admin_message_show: value }))
    .execute();
}

/** Admin messages of an enterprise that hides them are refused outright: the reader may not know them. */
async function assertVisible(scope: MessageScope, kind: BroadcastKind): Promise<void> {
  if (kind === 'admin' && (await adminMessageShow(scope.db)) === 'N')
    throw new AppError(ErrorCode.ADMIN_MESSAGES_HIDDEN);
}

function visible(scope: MessageScope, kind: BroadcastKind) {
  return (
    scope.db
      .selectFrom('message_broadcasts as b')
      .leftJoin('message_broadcast_states as s', (join) =>
        join.onRef('s.broadcast_id', '=', 'b.id').on('s.user_id', '=', scope.userId),
      )
      .where('b.kind', '=', kind)
      .where('s.deleted_at', 'is', null)
      // A broadcast to listed members (decision 0057) is seen only by those given a state row when sent.
      .where((eb) => eb.or([eb('b.audience', '=', 'all'), eb('s.broadcast_id', 'is not', null)]))
  );
}

export async function countUnreadBroadcasts(scope: MessageScope, kind: BroadcastKind): Promise<number> {
  const row = await visible(scope, kind)
    .where('s.read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listBroadcasts(
  scope: MessageScope,
  input: { kind: BroadcastKind; page: number; pageSize: number },
): Promise<BroadcastPage> {
  await assertVisible(scope, input.kind);
  const rows = await visible(scope, input.kind)
    .selectAll('b')
    .select('s.read_at')
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  const total = await visible(scope, input.kind)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    list: rows.map((row) => presentBroadcast(row, false)),
    total: Number(total.n),
    page: input.page,
    pageSize: input.pageSize,
  };
}

export async function getBroadcast(scope: MessageScope, id: number): Promise<BroadcastItem> {
  const row = await scope.db
    .selectFrom('message_broadcasts as b')
    .leftJoin('message_broadcast_states as s', (join) =>
      join.onRef('s.broadcast_id', '=', 'b.id').on('s.user_id', '=', scope.userId),
    )
    .selectAll('b')
    .select(['s.read_at', 's.deleted_at', 's.broadcast_id as state_of'])
    .where('b.id', '=', id)
    .executeTakeFirst();
  if (!row || row.deleted_at !== null) throw new AppError(ErrorCode.NOT_FOUND);
  if (row.audience === 'listed' && row.state_of === null) throw new AppError(ErrorCode.NOT_FOUND);
  await assertVisible(scope, row.kind);
  return presentBroadcast(row, true);
}

async function upsertState(
  scope: MessageScope,
  id: number,
  change: { read_at?: number; deleted_at?: number },
): Promise<void> {
  await scope.db
    .insertInto('message_broadcast_states')
    .values({
      eid: scope.eid,
      user_id: scope.userId,
      broadcast_id: id,
      read_at: change.read_at ?? null,
      deleted_at: change.deleted_at ?? null,
    })
    .onConflict((oc) => oc.columns(['eid', 'user_id', 'broadcast_id']).doUpdateSet(change))
    .execute();
}

export async function readBroadcast(scope: MessageScope, id: number): Promise<BroadcastItem> {
  const item = await getBroadcast(scope, id);
  if (!item.read) await upsertState(scope, id, { read_at: scope.now });
  return { ...item, read: true };
}

export async function deleteBroadcast(scope: MessageScope, id: number): Promise<void> {
  await getBroadcast(scope, id);
  await upsertState(scope, id, { deleted_at: scope.now });
}

export async function readAllBroadcasts(scope: MessageScope, kind: BroadcastKind): Promise<number> {
  await assertVisible(scope, kind);
  const unread = await visible(scope, kind).where('s.read_at', 'is', null).select('b.id').execute();
  await scope.db.transaction().execute(async (trx) => {
    for (const row of unread) {
      await trx
        .insertInto('message_broadcast_states')
        .values({ eid: scope.eid, user_id: scope.userId, broadcast_id: row.id, read_at: scope.now, deleted_at: null })
        .onConflict((oc) => oc.columns(['eid', 'user_id', 'broadcast_id']).doUpdateSet({ read_at: scope.now }))
        .execute();
    }
  });
  return unread.length;
}

/** An administrator writes to every member of the enterprise. */
export async function sendBroadcast(
  db: Kysely<Database>,
  input: SendBroadcastParams & { eid: number; authorUserId: number; now: number },
): Promise<{ id: number }> {
  const row = await db
    .insertInto('message_broadcasts')
    .values({
      eid: input.eid,
      kind: input.kind,
      title: input.title,
      summary: input.summary,
      body: input.body,
      author_user_id: input.authorUserId,
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}
