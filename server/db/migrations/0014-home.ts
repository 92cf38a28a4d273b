import type { Kysely } from 'kysely';

/** Tables of the home page: navigation, home modules, promotion, client logs. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
