import type { Transaction } from 'kysely';
import type { Database } from '../schema';

/** Demo data of course library and detail. */
export async function seedCourseLibrary(_trx: Transaction<Database>): Promise<void> {}
