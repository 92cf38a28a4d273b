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
  // The enrolment as a scalar subquery of each hidden row, not a join: joined, SQLite chose to walk
  // the member's enrolments (all of them, 32 ms at 100,000) and probe each for a hidden row. Per
  // hidden row it is one seek of the (training_id, user_id) unique index (EXPLAIN QUERY PLAN:
  // SEARCH e USING INDEX training_enrolments_once (training_id=? AND user_id=?)).
  const rows = await db
    .selectFrom('member_hidden_items as h')
    .select((eb) =>
      eb
        .selectFrom('training_enrolments as e')
        .select('e.state')
        .whereRef('e.training_id', '=', 'h.item_id')
        .whereRef('e.user_id', '=', 'h.user_id')
        .as('state'),
    )
    .where('h.user_id', '=', userId)
    .where('h.kind', '=', 'training')
    .execute();
  const counts: Record<string, number> = {};
  for (const row of rows) if (row.state != null) counts[row.state] = (counts[row.state] ?? 0) + 1;
  return counts;
}

/** The member's training counters per state, less the trainings hidden from them. */
export async function visibleTrainingCounts(db: Db, userId: number): Promise<Record<string, number>> {
  const counters = await readCounters(db, userId, 'training');
  const hidden = await hiddenEnrolmentCounts(db, userId);
  const visible: Record<string, number> = { ...counters };
  for (const [state, n] of Object.entries(hidden)) visible[state] = Math.max(0, (visible[state] ?? 0) - n);
  return visible;
}
