import type { Kysely } from 'kysely';

/**
 * The learner's profile (spec 001 §3 User, spec 000 §2 /editor): the fields a learner edits,
 * the enterprise's department tree, the forced initial-password change, and which profile
 * fields an enterprise requires before some work (code 4012).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('departments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull().references('enterprises.id'))
    .addColumn('parent_id', 'integer', (c) => c.references('departments.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('departments_eid').on('departments').column('eid').execute();

  const columns: [string, 'text' | 'integer', string | number | null][] = [
    ['nickname', 'text', ''],
    ['two_inch_photo', 'text', ''],
    // 'YYYY-MM-DD' in the calendar birthday_type names; '' when not given.
    ['birthday', 'text', ''],
    ['birthday_type', 'text', 'solar'],
    ['post', 'text', ''],
    ['labels', 'text', '[]'],
    ['must_change_password', 'integer', 0],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('users')
      .addColumn(name, type, (c) => c.notNull().defaultTo(fallback))
      .execute();
  }
  await db.schema
    .alterTable('users')
    .addColumn('department_id', 'integer', (c) => c.references('departments.id'))
    .execute();
  await db.schema
    .alterTable('enterprises')
    .addColumn('required_profile_fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'department_id',
    'must_change_password',
    'labels',
    'post',
    'birthday_type',
    'birthday',
    'two_inch_photo',
    'nickname',
  ]) {
    await db.schema.alterTable('users').dropColumn(name).execute();
  }
  await db.schema.alterTable('enterprises').dropColumn('required_profile_fields').execute();
  await db.schema.dropTable('departments').execute();
}
