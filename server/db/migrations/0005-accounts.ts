import { sql, type Kysely } from 'kysely';

/**
 * Accounts across enterprises, user portals and desktop SSO (decision 0007): the per-enterprise
 * SSO secret, when a user's phone was verified (a person is the set of accounts sharing one
 * verified phone), who may use which user portal, and the SSO ticket nonces already spent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Empty = desktop SSO is off for the enterprise; tickets are refused.
  await db.schema
    .alterTable('enterprises')
    .addColumn('sso_secret', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('phone_verified_at', 'integer').execute();

  await db.schema
    .createTable('user_portal_members')
    .addColumn('portal_id', 'integer', (c) => c.notNull().references('user_portals.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_portal_members_pk', ['portal_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('user_portal_members_user')
    .on('user_portal_members')
    .columns(['eid', 'user_id'])
    .execute();

  // The primary key makes "each nonce works once" hold under concurrent exchanges too.
  await db.schema
    .createTable('sso_nonces')
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('used_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sso_nonces_pk', ['eid', 'nonce'])
    .execute();
  await db.schema.createIndex('sso_nonces_expiry').on('sso_nonces').column('expires_at').execute();
  await sql`CREATE INDEX users_phone_verified ON users (phone) WHERE phone <> '' AND phone_verified_at IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_phone_verified`.execute(db);
  await db.schema.dropTable('sso_nonces').execute();
  await db.schema.dropTable('user_portal_members').execute();
  await db.schema.alterTable('users').dropColumn('phone_verified_at').execute();
  await db.schema.alterTable('enterprises').dropColumn('sso_secret').execute();
}
