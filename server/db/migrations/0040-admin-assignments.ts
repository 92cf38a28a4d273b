import type { Kysely } from 'kysely';

/**
 * The administrators' assignments and purchases for members (issue 27 item 4, decision 0055).
 * An assignment remembers what was assigned to whom (the chosen members, departments and posts)
 * and the learners it resolved to, so the list can show its audience size and completion. The
 * dedupe key names item, deadline and audience: the same assignment submitted twice (a double
 * click, two tabs at once) is one row. A purchase is keyed by the portal's request id.
 * Times are epoch milliseconds (bigint).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_assignments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    // The item's title when assigned (a list of past assignments keeps its wording).
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    // JSON lists as chosen: member ids, department ids, post names.
    .addColumn('user_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('department_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('posts', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('admin_assignments_key')
    .on('admin_assignments')
    .columns(['eid', 'dedupe_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('admin_assignments_list')
    .on('admin_assignments')
    .columns(['eid', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('admin_assignments_kind')
    .on('admin_assignments')
    .columns(['eid', 'kind', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('admin_assignment_learners')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('assignment_id', 'integer', (c) => c.notNull().references('admin_assignments.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('admin_assignment_learners_pair')
    .on('admin_assignment_learners')
    .columns(['assignment_id', 'user_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('admin_course_purchases')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('already_owned', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('valid_until', 'bigint', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('admin_course_purchases_request')
    .on('admin_course_purchases')
    .columns(['eid', 'request_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('admin_course_purchases_list')
    .on('admin_course_purchases')
    .columns(['eid', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('admin_course_purchase_learners')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('purchase_id', 'integer', (c) => c.notNull().references('admin_course_purchases.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('admin_course_purchase_learners_pair')
    .on('admin_course_purchase_learners')
    .columns(['purchase_id', 'user_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_course_purchase_learners').execute();
  await db.schema.dropTable('admin_course_purchases').execute();
  await db.schema.dropTable('admin_assignment_learners').execute();
  await db.schema.dropTable('admin_assignments').execute();
}
