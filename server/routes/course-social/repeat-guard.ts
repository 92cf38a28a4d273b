import type { Transaction } from 'kysely';
import { COURSE_SOCIAL_LIMITS, ErrorCode } from '../../../protocol';
import type { Database } from '../../db/schema';
import { AppError } from '../../pipeline/app-error';
import { lockLearner } from '../points';

/**
 * Spec 001 §5 "repeated or continuous clicks are rejected". A toggle names the state the person
 * wants; the same wish again within the debounce window (3 s, spec 001 §9) is a double click and
 * is refused with DUPLICATE_SUBMISSION, changing nothing. A legacy toggle without a state flips,
 * and any second flip within the window is refused the same way.
 */
export async function assertNotRepeated(
  trx: Transaction<Database>,
  input: { userId: number; target: string; wanted: boolean; explicit: boolean; now: number },
): Promise<void> {
  // One learner's social actions run one after another, on PostgreSQL as SQLite runs every writer:
  // the learner's row is locked first, so a parallel double click reads the first click's action.
  await lockLearner(trx, input.userId);
  const last = await trx
    .selectFrom('course_social_actions')
    .select(['state', 'at'])
    .where('user_id', '=', input.userId)
    .where('target', '=', input.target)
    .executeTakeFirst();
  if (!last || input.now - last.at >= COURSE_SOCIAL_LIMITS.repeatWindowMs) return;
  if (!input.explicit || (last.state === 1) === input.wanted) throw new AppError(ErrorCode.DUPLICATE_SUBMISSION);
}

export async function recordAction(
  trx: Transaction<Database>,
  input: { eid: number; userId: number; target: string; state: boolean; now: number },
): Promise<void> {
  await trx
    .insertInto('course_social_actions')
    .values({ eid: input.eid, user_id: input.userId, target: input.target, state: input.state ? 1 : 0, at: input.now })
    .onConflict((oc) => oc.columns(['user_id', 'target']).doUpdateSet({ state: input.state ? 1 : 0, at: input.now }))
    .execute();
}
