import type { Transaction } from 'kysely';
import type { Database } from '../schema';

/** Demo data of course packages, paid courses, points payment, orders. */
export async function seedPayments(_trx: Transaction<Database>): Promise<void> {}
