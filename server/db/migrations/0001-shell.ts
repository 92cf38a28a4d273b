import type { Kysely } from 'kysely';

/** Tenants, user portals, users and sessions (spec 000 §3). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('enterprises')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('platform_flag', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dingtalk_corp_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('corpid', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('show_user_register', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('switch_language', 'text', (c) => c.notNull().defaultTo('Y'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('zh_cn'))
    .addColumn('theme_color', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hover_color', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('puborg', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('pc_scan_qrcode_login_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mxybeta', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('link_icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('you_fen_mall_switch', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('custom_domain', 'text', (c) => c.unique())
    .addColumn('cookies_domain', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_alpha', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_users', 'integer', (c) => c.notNull().defaultTo(1000))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_portals')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull().references('enterprises.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('theme_color', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hover_color', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('switch_status', 'text', (c) => c.notNull().defaultTo('N'))
    .execute();
  await db.schema.createIndex('user_portals_eid').on('user_portals').column('eid').execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull().references('enterprises.id'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('isdeleteadmin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credit', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('weixin_user_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dingtalk_user_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('department', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('auto'))
    .addColumn('selected_portal_id', 'integer', (c) => c.references('user_portals.id'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_eid_account').on('users').columns(['eid', 'account']).unique().execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('revoked_at', 'integer')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sessions', 'users', 'user_portals', 'enterprises']) await db.schema.dropTable(table).execute();
}
