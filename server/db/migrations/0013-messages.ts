import type { Kysely } from 'kysely';

/**
 * The message centre (decision 0022): one row per recipient for personal messages (made by the
 * server's own domain events, each at most once per dedupe key), broadcasts an administrator
 * writes to every member (admin messages and information items) with per-user read / hidden
 * state, unseen assigned tasks (the red points) and the enterprise's message settings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('actor_user_id', 'integer')
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('read_at', 'integer')
    .addColumn('deleted_at', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  // An event re-delivered (retry, replay) finds its message and writes nothing.
  await db.schema
    .createIndex('messages_dedupe')
    .on('messages')
    .columns(['eid', 'user_id', 'dedupe_key'])
    .unique()
    .execute();
  // Lists and unread counts per category, newest first.
  await db.schema
    .createIndex('messages_inbox')
    .on('messages')
    .columns(['eid', 'user_id', 'category', 'deleted_at', 'created_at'])
    .execute();
  await db.schema
    .createIndex('messages_source')
    .on('messages')
    .columns(['eid', 'user_id', 'kind', 'source_id'])
    .execute();

  await db.schema
    .createTable('message_broadcasts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author_user_id', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('message_broadcasts_list')
    .on('message_broadcasts')
    .columns(['eid', 'kind', 'created_at'])
    .execute();

  await db.schema
    .createTable('message_broadcast_states')
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('broadcast_id', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'integer')
    .addColumn('deleted_at', 'integer')
    .addPrimaryKeyConstraint('message_broadcast_states_pk', ['eid', 'user_id', 'broadcast_id'])
    .execute();

  await db.schema
    .createTable('task_red_points')
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('seen_at', 'integer')
    .addPrimaryKeyConstraint('task_red_points_pk', ['eid', 'user_id', 'kind', 'ref_id'])
    .execute();
  await db.schema
    .createIndex('task_red_points_unseen')
    .on('task_red_points')
    .columns(['eid', 'user_id', 'seen_at'])
    .execute();

  await db.schema
    .createTable('message_settings')
    .addColumn('eid', 'integer', (c) => c.primaryKey())
    .addColumn('admin_message_show', 'text', (c) => c.notNull().defaultTo('Y'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'message_settings',
    'task_red_points',
    'message_broadcast_states',
    'message_broadcasts',
    'messages',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
