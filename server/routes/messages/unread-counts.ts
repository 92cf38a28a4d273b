import { readCountRows } from '../../db/list-counts';
import type { MessageScope } from './message-scope';

/**
 * The learner's unread personal messages per category, from the counters of `messages_unread`
 * (group `u<user>`, key = category, kept by the trigger of migration 0044 on every write of a message).
 */
export async function unreadByCategory(
  scope: Pick<MessageScope, 'db' | 'userId'>,
): Promise<{ category: string; n: number }[]> {
  const rows = await readCountRows(scope.db, 'messages_unread', `u${scope.userId}`);
  return rows.filter((row) => row.n !== 0).map((row) => ({ category: row.key, n: row.n }));
}

/** The same figures counted from the rows (what the counters must always equal; tests compare). */
export async function unreadByCategoryCounted(
  scope: Pick<MessageScope, 'db' | 'userId'>,
): Promise<{ category: string; n: number }[]> {
  const rows = await scope.db
    .selectFrom('messages')
    .where('user_id', '=', scope.userId)
    .where('deleted_at', 'is', null)
    .where('read_at', 'is', null)
    .groupBy('category')
    .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
    .orderBy('category')
    .execute();
  return rows.map((row) => ({ category: row.category, n: Number(row.n) }));
}
