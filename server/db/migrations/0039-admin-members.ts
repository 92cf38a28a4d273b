import type { Kysely } from 'kysely';

/**
 * Administrators' member management (issue 27 item 3, decision 0054):
 * - member_hidden_items: a course, training or activity an administrator keeps out of one member's
 *   sight (lists and details alike); no row = the item's own audience rules alone decide.
 * - member_admin_actions: the audit trail of every administrator action on a member (who, when,
 *   what, an optional reason). Times are epoch milliseconds (bigint).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_hidden_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The lists' NOT EXISTS probe is one index seek on (user, kind, item).
  await db.schema
    .createIndex('member_hidden_items_pair')
    .on('member_hidden_items')
    .columns(['user_id', 'kind', 'item_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('member_admin_actions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('member_admin_actions_user')
    .on('member_admin_actions')
    .columns(['eid', 'user_id', 'id'])
    .execute();
  // /admin/members pages the enterprise's members by id: walked in index order, not sorted.
  await db.schema.createIndex('users_members_list').on('users').columns(['eid', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_members_list').execute();
  await db.schema.dropTable('member_admin_actions').execute();
  await db.schema.dropTable('member_hidden_items').execute();
}
