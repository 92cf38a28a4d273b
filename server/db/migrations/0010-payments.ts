import type { Kysely } from 'kysely';

/**
 * Course packages (a priced bundle of courses) and orders (decision 0019). Paying with points
 * writes an order and moves points in one transaction; (user_id, request_id) is unique so a
 * double click or a retry with the same client-made request id never buys twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('course_packages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fee_type', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('price_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('learner_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  // The package list: a tenant's published packages in their order.
  await db.schema
    .createIndex('course_packages_list')
    .on('course_packages')
    .columns(['eid', 'status', 'sort'])
    .execute();

  await db.schema
    .createTable('course_package_items')
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('package_id', 'integer', (c) => c.notNull().references('course_packages.id'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('course_package_items_pk', ['package_id', 'course_id'])
    .execute();
  await db.schema
    .createIndex('course_package_items_course')
    .on('course_package_items')
    .columns(['eid', 'course_id'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('pay_method', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('paid_at', 'integer')
    .addColumn('pay_deadline', 'integer', (c) => c.notNull())
    .addColumn('valid_until', 'integer')
    .execute();
  // Exactly once: one order per (user, client-made purchase request id).
  await db.schema.createIndex('orders_request').on('orders').columns(['user_id', 'request_id']).unique().execute();
  await db.schema.createIndex('orders_no').on('orders').columns(['eid', 'order_no']).unique().execute();
  // "My orders", newest first; and "does this learner own this item" lookups.
  await db.schema.createIndex('orders_user').on('orders').columns(['eid', 'user_id', 'created_at']).execute();
  await db.schema
    .createIndex('orders_item')
    .on('orders')
    .columns(['user_id', 'item_type', 'item_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['orders', 'course_package_items', 'course_packages']) await db.schema.dropTable(table).execute();
}
