import { PERSONAL_CATEGORIES, RED_POINT_KINDS, type MessageState, type RedPointKind } from '../../../protocol';
import { adminMessageShow, countUnreadBroadcasts } from './broadcasts.service';
import type { MessageScope } from './message-scope';
import { ensureWeeklySummary } from './weekly-summary';
import { unreadByCategory } from './unread-counts';

/**
 * The header's numbers (spec 000 §3 "Message state" and "Red points"). messageUnread counts
 * the learner's personal messages; admin messages are counted apart and only while shown;
 * information items have a count of their own in the centre's menu.
 */
export async function messageState(scope: MessageScope): Promise<MessageState> {
  await ensureWeeklySummary(scope);
  // Unread personal messages per category: counters kept by a trigger on messages (decision 0059),
  // one index read however many messages the learner holds.
  const rows = await unreadByCategory(scope);
  const byCategory = new Map(rows.map((row) => [row.category, Number(row.n)]));
  const show = await adminMessageShow(scope.db);
  const admin = show === 'Y' ? await countUnreadBroadcasts(scope, 'admin') : 0;
  const information = await countUnreadBroadcasts(scope, 'information');
  const personal = Object.fromEntries(PERSONAL_CATEGORIES.map((c) => [c, byCategory.get(c) ?? 0])) as Record<
    (typeof PERSONAL_CATEGORIES)[number],
    number
  >;

  const unseen = await scope.db
    .selectFrom('task_red_points')
    .where('user_id', '=', scope.userId)
    .where('seen_at', 'is', null)
    .select('kind')
    .distinct()
    .execute();
  const lit = new Set(unseen.map((row) => row.kind));
  const redPoints = Object.fromEntries(RED_POINT_KINDS.map((k) => [k, lit.has(k) ? 1 : 0])) as Record<
    RedPointKind,
    number
  >;

  return {
    messageUnread: PERSONAL_CATEGORIES.reduce((sum, c) => sum + personal[c], 0),
    adminMessageUnread: admin,
    adminMessageShow: show,
    unread: { ...personal, admin, information },
    redPoints,
  };
}

/** The learner saw their assigned tasks of a kind (the task lists call this when shown). */
export async function markRedPointSeen(scope: MessageScope, kind: RedPointKind): Promise<void> {
  await scope.db
    .updateTable('task_red_points')
    .set({ seen_at: scope.now })
    .where('user_id', '=', scope.userId)
    .where('kind', '=', kind)
    .where('seen_at', 'is', null)
    .execute();
}
