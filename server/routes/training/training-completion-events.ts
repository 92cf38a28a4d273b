import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { recordCompletion, trainingProgress } from './progress';

/**
 * After a learner finished something, record completion of each of their running trainings that
 * is now finished (inside the emitter's transaction, so it commits with the finishing write).
 * Only the learner's unfinished enrolments are looked at — a handful, not the whole table.
 */
export async function refreshTrainingsOf(trx: Transaction<Database>, userId: number, now: number): Promise<void> {
  const open = await trx
    .selectFrom('training_enrolments as e')
    .innerJoin('trainings as t', (join) => join.onRef('t.id', '=', 'e.training_id'))
    .select(['e.id', 'e.training_id', 'e.enrolled_at', 'e.completed_at'])
    .where('e.user_id', '=', userId)
    .where('e.completed_at', 'is', null)
    .where('t.status', '!=', 'archived')
    .orderBy('e.id')
    .limit(50)
    .execute();
  for (const row of open) {
    const progress = await trainingProgress(trx, row.training_id, userId, 'zh_cn');
    await recordCompletion(trx, row, progress, now);
  }
}
