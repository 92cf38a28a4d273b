import type { Kysely } from 'kysely';

/**
 * Activities (issue 23, decision 0047): an offline or online event learners register for, sign in
 * to (by button or by scanning the organiser's rotating QR code) and sign out of, for credits.
 * Times are epoch milliseconds (bigint on both engines). `registered` counts live registrations so
 * the capacity check and the seat are one conditional UPDATE (no oversell under concurrency).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activities')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
    // 0 = no limit.
    .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('registered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('register_start', 'bigint', (c) => c.notNull())
    .addColumn('register_end', 'bigint', (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('sign_in_start', 'bigint', (c) => c.notNull())
    .addColumn('sign_in_end', 'bigint', (c) => c.notNull())
    .addColumn('sign_out_start', 'bigint', (c) => c.notNull())
    .addColumn('sign_out_end', 'bigint', (c) => c.notNull())
    // The member who runs the QR sign-in screen (administrators may too); null = administrators only.
    .addColumn('organiser_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activities_eid_start').on('activities').columns(['eid', 'start_at', 'id']).execute();

  await db.schema
    .createTable('activity_registrations')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('registered_at', 'bigint', (c) => c.notNull())
    // Set when the learner cancelled; a new registration clears it (the row is kept, never lost).
    .addColumn('cancelled_at', 'bigint')
    .addColumn('signed_in_at', 'bigint')
    // 'button' (inside the window on the detail page) or 'qr' (the organiser's code).
    .addColumn('sign_in_method', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('signed_out_at', 'bigint')
    // Set once, by the guarded update that also grants the credits.
    .addColumn('completed_at', 'bigint')
    .addColumn('credits_granted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('activity_registrations_one')
    .on('activity_registrations')
    .columns(['activity_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('activity_registrations_user')
    .on('activity_registrations')
    .columns(['user_id', 'registered_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_registrations').execute();
  await db.schema.dropTable('activities').execute();
}
