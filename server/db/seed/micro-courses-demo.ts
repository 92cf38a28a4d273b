import type { Transaction } from 'kysely';
import type { Database } from '../schema';

/** Demo data of micro-course upload and review. */
export async function seedMicroCourses(_trx: Transaction<Database>): Promise<void> {}
