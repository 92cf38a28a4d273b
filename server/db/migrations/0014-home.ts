import type { Kysely } from 'kysely';

/**
 * The home page (decision 0023): the enterprise's top navigation, home modules with their
 * audience and hand-placed cards, home switches, partners and partnership enquiries, the exam
 * category tree, and the portal's own error logs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('home_navigation')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('titles', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('menu_key', 'text', (c) => c.notNull())
    .addColumn('external', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('home_navigation_eid').on('home_navigation').columns(['eid', 'sort']).execute();

  await db.schema
    .createTable('home_modules')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('titles', 'text', (c) => c.notNull())
    .addColumn('display_type', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('multi_page', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('page_size', 'integer', (c) => c.notNull())
    .addColumn('more_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('all'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('home_modules_eid').on('home_modules').columns(['eid', 'enabled', 'sort']).execute();

  await db.schema
    .createTable('home_module_audience')
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('home_modules.id'))
    .addColumn('user_id', 'integer')
    .addColumn('department_id', 'integer')
    .execute();
  await db.schema
    .createIndex('home_module_audience_module')
    .on('home_module_audience')
    .columns(['module_id', 'user_id', 'department_id'])
    .execute();

  await db.schema
    .createTable('home_module_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('home_modules.id'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('external', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('meta', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .createIndex('home_module_items_module')
    .on('home_module_items')
    .columns(['eid', 'module_id', 'sort'])
    .execute();

  await db.schema
    .createTable('home_settings')
    .addColumn('eid', 'integer', (c) => c.primaryKey())
    .addColumn('show_study_info', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('show_rank', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('carousel_seconds', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('show_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('show_comment_count', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('partner_types')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('titles', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('partner_types_eid').on('partner_types').columns(['eid', 'sort']).execute();

  await db.schema
    .createTable('partners')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('type_id', 'integer', (c) => c.notNull().references('partner_types.id'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('partners_eid_type')
    .on('partners')
    .columns(['eid', 'enabled', 'type_id', 'sort'])
    .execute();

  await db.schema
    .createTable('promote_enquiries')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  // A retried or double-clicked form files one enquiry.
  await db.schema
    .createIndex('promote_enquiries_request')
    .on('promote_enquiries')
    .columns(['eid', 'request_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('exam_classes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('titles', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('exam_classes_eid').on('exam_classes').columns(['eid', 'sort']).execute();

  await db.schema
    .createTable('client_logs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('stack', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('client_at', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('client_logs_recent').on('client_logs').columns(['eid', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'client_logs',
    'exam_classes',
    'promote_enquiries',
    'partners',
    'partner_types',
    'home_settings',
    'home_module_items',
    'home_module_audience',
    'home_modules',
    'home_navigation',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
