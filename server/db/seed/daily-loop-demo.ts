import type { Transaction } from 'kysely';
import type { Database } from '../schema';

/** Demo data of check-in, rankings, medals, study calendar. */
export async function seedDailyLoop(_trx: Transaction<Database>): Promise<void> {}
