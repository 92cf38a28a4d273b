import type { Kysely } from 'kysely';

/**
 * The header's unread counts (issue 8, bench/growth.ts): the inbox index has no `read_at`, so
 * counting a learner's unread messages looked up every one of their rows in the table. With
 * this index the count reads only the unread entries, from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('messages_unread')
    .on('messages')
    .columns(['eid', 'user_id', 'read_at', 'deleted_at', 'category'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_unread').execute();
}
