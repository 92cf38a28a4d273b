import type { Transaction } from 'kysely';
import type { Database } from '../schema';

/** Demo data of the home page. */
export async function seedHome(_trx: Transaction<Database>): Promise<void> {}
