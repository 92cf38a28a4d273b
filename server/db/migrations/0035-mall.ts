import type { Kysely } from 'kysely';

/**
 * Points mall, exchange records, shipping addresses and the lottery (issue 25, decision 0050).
 * Exactly once: (user_id, request_id) is unique on exchanges and draws, so a double click or a
 * retry with the same client-made request id never exchanges or draws twice; points move only
 * through the ledger (changePoints) keyed by the record's id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mall_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('mall_categories_list').on('mall_categories').columns(['eid', 'sort']).execute();

  await db.schema
    .createTable('mall_products')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // JSON list of media paths; the first is the cover.
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('points_price', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    // 0 = no per-person limit.
    .addColumn('per_person_limit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claim_method', 'text', (c) => c.notNull())
    .addColumn('pickup_place', 'text', (c) => c.notNull().defaultTo(''))
    // Collection window of self-pickup products (null = open).
    .addColumn('collect_start', 'integer')
    .addColumn('collect_end', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('on_shelf'))
    .addColumn('exchanged_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mall_products_list')
    .on('mall_products')
    .columns(['eid', 'status', 'points_price', 'id'])
    .execute();
  // The shelf in the enterprise's order (the default sort), and a category's shelf.
  await db.schema
    .createIndex('mall_products_shelf')
    .on('mall_products')
    .columns(['eid', 'status', 'sort', 'id'])
    .execute();
  await db.schema
    .createIndex('mall_products_category')
    .on('mall_products')
    .columns(['eid', 'category_id', 'sort', 'id'])
    .execute();

  await db.schema
    .createTable('mall_addresses')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mall_addresses_user').on('mall_addresses').columns(['eid', 'user_id', 'id']).execute();

  await db.schema
    .createTable('mall_exchanges')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('mall_products.id'))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('exchange_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('claim_method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('courier_company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tracking_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recipient', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mall_exchanges_request')
    .on('mall_exchanges')
    .columns(['user_id', 'request_id'])
    .unique()
    .execute();
  await db.schema.createIndex('mall_exchanges_no').on('mall_exchanges').columns(['eid', 'order_no']).unique().execute();
  await db.schema.createIndex('mall_exchanges_user').on('mall_exchanges').columns(['eid', 'user_id', 'id']).execute();
  await db.schema
    .createIndex('mall_exchanges_product')
    .on('mall_exchanges')
    .columns(['product_id', 'user_id', 'status'])
    .execute();

  await db.schema
    .createTable('lottery_settings')
    .addColumn('eid', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cost_points', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('lottery_prizes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    // Chance in 1/10 000; what the prizes leave of 10 000 is "no prize this time".
    .addColumn('odds', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    // Points credited when drawn (0 = a thing to collect).
    .addColumn('bonus_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('lottery_prizes_list').on('lottery_prizes').columns(['eid', 'sort', 'id']).execute();

  await db.schema
    .createTable('lottery_draws')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('prize_id', 'integer')
    .addColumn('prize_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cost_points', 'integer', (c) => c.notNull())
    .addColumn('bonus_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lottery_draws_request')
    .on('lottery_draws')
    .columns(['user_id', 'request_id'])
    .unique()
    .execute();
  await db.schema.createIndex('lottery_draws_user').on('lottery_draws').columns(['eid', 'user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'lottery_draws',
    'lottery_prizes',
    'lottery_settings',
    'mall_exchanges',
    'mall_addresses',
    'mall_products',
    'mall_categories',
  ])
    await db.schema.dropTable(table).execute();
}
