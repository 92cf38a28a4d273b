import type { Transaction } from 'kysely';
import type { Database } from '../schema';

/** Demo data of the message centre. */
export async function seedMessages(_trx: Transaction<Database>): Promise<void> {}
