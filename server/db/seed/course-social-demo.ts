import type { Transaction } from 'kysely';
import type { Database } from '../schema';

/** Demo data of notes, comments, ratings, collections, rewards, downloads. */
export async function seedCourseSocial(_trx: Transaction<Database>): Promise<void> {}
