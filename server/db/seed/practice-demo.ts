import type { Transaction } from 'kysely';
import type { Database } from '../schema';

/** Demo practice: course practice, daily practice, notebook entries (decision 0027). */
export async function seedPractice(_trx: Transaction<Database>): Promise<void> {}
