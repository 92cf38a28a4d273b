import type { Transaction } from 'kysely';
import type { Database } from '../schema';

/** Demo question bank and exams of every kind and state (decision 0026). */
export async function seedExams(_trx: Transaction<Database>): Promise<void> {}
