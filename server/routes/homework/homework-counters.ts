import type { Kysely, Transaction } from 'kysely';
import type { HomeworkState } from '../../../protocol';
import type { Database } from '../../db/schema';
import type { HomeworkStatus } from '../../db/schema-homework';
import { ENTERPRISE_COUNTER, moveCounter, readCounters, sumOf, type CounterList } from '../tasks';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Assignment list counters (decision 0058): per learner, how many listed assignments they see
 * ("listed") and how many of their submissions are in each handed-in status; per enterprise (user
 * 0), the assignments for everyone ("for_all") and the grading queue by status. Drafts are not
 * counted: an assignment without a handed-in submission is "not submitted".
 */
const HANDED_IN = ['pending', 'passed', 'failed', 'excellent', 'withdrawn'] as const;
const GRADED = ['passed', 'failed', 'excellent'] as const;

const counted = (status: HomeworkStatus | null) => (status === null || status === 'draft' ? null : status);

/** A submission's status moved (hand-in, grading, withdrawal): in the write's own transaction. */
export async function moveSubmissionCounters(
  trx: Db,
  s: { eid: number; userId: number },
  from: HomeworkStatus | null,
  to: HomeworkStatus | null,
): Promise<void> {
  await moveCounter(trx, { eid: s.eid, userId: s.userId, list: 'homework' }, counted(from), counted(to));
  const queue: CounterList = 'homework_queue';
  await moveCounter(trx, { eid: s.eid, userId: ENTERPRISE_COUNTER, list: queue }, counted(from), counted(to));
}

/** A new assignment: for everyone (the enterprise's count) or listed for some learners (theirs). */
export async function countNewHomework(
  trx: Db,
  h: { eid: number; audience: 'all' | 'listed'; userIds: readonly number[] },
): Promise<void> {
  if (h.audience === 'all') {
    await moveCounter(trx, { eid: h.eid, userId: ENTERPRISE_COUNTER, list: 'homework' }, null, 'for_all');
    return;
  }
  for (const userId of h.userIds) await moveCounter(trx, { eid: h.eid, userId, list: 'homework' }, null, 'listed');
}

/** The learner's list total: every assignment they see, or those in one state. */
export async function countMine(db: Db, userId: number, state: HomeworkState | undefined): Promise<number> {
  const mine = await readCounters(db, userId, 'homework');
  if (state && state !== 'not_submitted') return mine[state] ?? 0;
  const enterprise = await readCounters(db, ENTERPRISE_COUNTER, 'homework');
  const visible = (mine.listed ?? 0) + (enterprise.for_all ?? 0);
  return state ? visible - sumOf(mine, HANDED_IN) : visible;
}

/** The grading queue's total of one state (the enterprise's counters). */
export async function countQueue(db: Db, state: 'pending' | 'graded'): Promise<number> {
  const queue = await readCounters(db, ENTERPRISE_COUNTER, 'homework_queue');
  return state === 'pending' ? (queue.pending ?? 0) : sumOf(queue, GRADED);
}
