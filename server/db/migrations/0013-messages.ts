import type { Kysely } from 'kysely';

/** Tables of the message centre. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
