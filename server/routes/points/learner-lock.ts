import type { Transaction } from 'kysely';
import { forUpdate } from '../../db/engine';
import type { Database } from '../../db/schema';

/**
 * Make one learner's read-then-write transactions (a purchase, a check-in, a reward, an exam start)
 * run one after another on PostgreSQL, as SQLite runs every writer: the learner's `users` row is
 * locked (SELECT … FOR UPDATE) until the transaction ends. On SQLite it is a plain read. Call it
 * first in the transaction, before the reads that decide the write.
 */
export async function lockLearner(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .$call((q) => forUpdate(trx, q))
    .execute();
}
