import { sql, type Kysely } from 'kysely';

/**
 * Sign-in and sign-up (spec 000 §4, spec 001 §5 §8): verification codes, the message
 * outbox, send-rate counters, and the enterprise/user/session columns the auth rules read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'integer')
    .execute();
  await db.schema
    .createIndex('verification_codes_lookup')
    .on('verification_codes')
    .columns(['eid', 'phone', 'purpose'])
    .execute();

  await db.schema
    .createTable('message_outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('message_outbox_recipient')
    .on('message_outbox')
    .columns(['recipient', 'created_at'])
    .execute();

  // One row per send attempt that counted against a limit, so limits survive restarts and
  // hold across processes sharing the database (decision 0004).
  await db.schema
    .createTable('send_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('send_events_lookup')
    .on('send_events')
    .columns(['scope', 'subject', 'created_at'])
    .execute();

  await db.schema
    .alterTable('enterprises')
    .addColumn('single_session', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('enterprises')
    .addColumn('password_policy', 'text', (c) => c.notNull().defaultTo('any_6_15'))
    .execute();
  await db.schema
    .alterTable('enterprises')
    .addColumn('login_types', 'text', (c) => c.notNull().defaultTo('["password","code"]'))
    .execute();
  await db.schema
    .alterTable('enterprises')
    .addColumn('register_url', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // {"zh_cn": {"title": "...", "html": "..."}, ...}; '{}' means no agreement of its own.
  await db.schema
    .alterTable('enterprises')
    .addColumn('agreement', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sessions').addColumn('revoked_reason', 'text').execute();
  await db.schema.createIndex('users_eid_phone').on('users').columns(['eid', 'phone']).execute();
  // A phone registers once per enterprise, even under a double submit (empty phones excluded).
  await sql`CREATE UNIQUE INDEX users_eid_phone_unique ON users (eid, phone) WHERE phone <> ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_eid_phone_unique`.execute(db);
  await db.schema.dropIndex('users_eid_phone').execute();
  await db.schema.alterTable('sessions').dropColumn('revoked_reason').execute();
  await db.schema.alterTable('users').dropColumn('blocked').execute();
  for (const column of ['agreement', 'register_url', 'login_types', 'password_policy', 'single_session']) {
    await db.schema.alterTable('enterprises').dropColumn(column).execute();
  }
  for (const table of ['send_events', 'message_outbox', 'verification_codes'])
    await db.schema.dropTable(table).execute();
}
