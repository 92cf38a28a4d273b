import type { Kysely } from 'kysely';

/** Tables of check-in, rankings, medals, study calendar. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
