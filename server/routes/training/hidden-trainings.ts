import { readCounters } from '../tasks';
import type { Db } from './training-scope';

/**
 * Trainings an administrator hid from a member (decision 0054) are in none of the member's lists,
 * counts or details — also the ones the member is enrolled in. That is what a hidden course does
 * (left out of "my courses", its detail reads as not visible even with an enrolment) and a hidden
 * activity (left out of "my activities"): hiding says "not for this member now", whatever brought
 * the item to them. The enrolment and its progress are kept, so showing the training again brings it
 * back as it was; no data is lost by hiding.
 *
 * The per-learner counters (decision 0058) keep counting the enrolment rows (the counter audit
 * compares them with a COUNT(*) of the rows, and hiding writes nothing here); a read subtracts the
 * member's hidden enrolments per state. That probe starts from the member's hidden trainings (the
 * unique (user_id, kind, item_id) index, a handful an administrator picked) and seeks each
 * enrolment, so the totals stay as flat in cost as the counters.
 */
export async function hiddenEnrolmentCounts(db: Db, userId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('member_hidden_items as h')
    .innerJoin('training_enrolments as e', (join) =>
      join.onRef('e.training_id', '=', 'h.item_id').onRef('e.user_id', '=', 'h.user_id'),
    )
    .select(['e.state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('h.user_id', '=', userId)
    .where('h.kind', '=', 'training')
    .groupBy('e.state')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.n)]));
}

/** The member's training counters per state, less the trainings hidden from them. */
export async function visibleTrainingCounts(db: Db, userId: number): Promise<Record<string, number>> {
  const counters = await readCounters(db, userId, 'training');
  const hidden = await hiddenEnrolmentCounts(db, userId);
  const visible: Record<string, number> = { ...counters };
  for (const [state, n] of Object.entries(hidden)) visible[state] = Math.max(0, (visible[state] ?? 0) - n);
  return visible;
}
