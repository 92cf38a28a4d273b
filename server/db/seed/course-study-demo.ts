import type { Transaction } from 'kysely';
import type { Database } from '../schema';

/** Demo data of studying chapters. */
export async function seedCourseStudy(_trx: Transaction<Database>): Promise<void> {}
