import type { Kysely } from 'kysely';

/** Tables of notes, comments, ratings, collections, rewards, downloads. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
