import type { Kysely } from 'kysely';

/**
 * Issue 26 items 4 and 5 (decision 0052): live rooms and meetings.
 * - lives: one live of a provider channel ('polyv' or 'dingtalk'); `state` is the room's state
 *   the lecturer's console (the admin call) sets: not_started, live, away, ended; `playback` 1 =
 *   the recording may be watched after the end; `password` '' = none;
 * - live_bookings: one row per learner who booked (at most lives.booking_limit ≤ 299);
 * - live_viewers: one row per learner and live: the password unlocked, the watch time the server
 *   credited, the last heartbeat (viewer count = rows seen recently);
 * - live_chat: chat lines in the database, so every server process's stream sees every line;
 * - meetings and meeting_members (role 'host' or 'member'; at most 10 hosts and 300 members).
 * Times are epoch milliseconds (bigint) so one migration runs on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lives')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lecturer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'text', (c) => c.notNull())
    .addColumn('password', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('not_started'))
    .addColumn('playback', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('booking_limit', 'integer', (c) => c.notNull().defaultTo(299))
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lives_list').on('lives').columns(['eid', 'starts_at', 'id']).execute();

  await db.schema
    .createTable('live_bookings')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('live_id', 'integer', (c) => c.notNull().references('lives.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('live_bookings_once', ['live_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('live_viewers')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('live_id', 'integer', (c) => c.notNull().references('lives.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('unlocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('watched_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('last_credited_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('live_viewers_once', ['live_id', 'user_id'])
    .execute();
  await db.schema.createIndex('live_viewers_seen').on('live_viewers').columns(['live_id', 'last_seen_at']).execute();

  await db.schema
    .createTable('live_chat')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('live_id', 'integer', (c) => c.notNull().references('lives.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_chat_room').on('live_chat').columns(['live_id', 'id']).execute();

  await db.schema
    .createTable('meetings')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('meeting_no', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('repeat', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('password', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('initiator_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('meetings_number', ['eid', 'meeting_no'])
    .execute();
  await db.schema.createIndex('meetings_list').on('meetings').columns(['eid', 'starts_at', 'id']).execute();

  await db.schema
    .createTable('meeting_members')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addUniqueConstraint('meeting_members_once', ['meeting_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('meeting_members_user')
    .on('meeting_members')
    .columns(['user_id', 'meeting_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['meeting_members', 'meetings', 'live_chat', 'live_viewers', 'live_bookings', 'lives'])
    await db.schema.dropTable(table).execute();
}
