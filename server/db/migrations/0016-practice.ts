import type { Kysely } from 'kysely';

/** Practice, daily practice, the wrong-question notebook and exercise records (decision 0027). */
export async function up(_db: Kysely<unknown>): Promise<void> {}
