import { sql, type Kysely } from 'kysely';
import { readCount } from '../../db/list-counts';
import type { Database, User } from '../../db/schema';

/**
 * The activity list's total for every phase ('all') from the counters kept on write (migration
 * 0044, decision 0059): every activity of the enterprise, or the member's registrations not
 * cancelled, less those an administrator hid from the member (decision 0054; a seek per hidden
 * activity). A phase filter depends on the clock, so those totals are still counted from the rows.
 */
export async function countedActivityTotal(
  db: Kysely<Database>,
  user: User | null,
  scope: 'all' | 'mine',
): Promise<number> {
  if (!user) return scope === 'all' ? readCount(db, 'activities', 'all') : 0;
  const counted = await readCount(db, 'activities', scope === 'all' ? 'all' : `u${user.id}`);
  let hidden = db
    .selectFrom('member_hidden_items as h')
    .innerJoin('activities as a', 'a.id', 'h.item_id')
    .where('h.user_id', '=', user.id)
    .where('h.kind', '=', 'activity');
  if (scope === 'mine')
    hidden = hidden
      .innerJoin('activity_registrations as r', (join) =>
        join.onRef('r.activity_id', '=', 'a.id').on('r.user_id', '=', user.id),
      )
      .where('r.cancelled_at', 'is', null);
  const row = await hidden.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return counted - Number(row.n);
}
