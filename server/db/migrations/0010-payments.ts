import type { Kysely } from 'kysely';

/** Tables of course packages, paid courses, points payment, orders. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
