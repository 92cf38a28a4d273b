import { sql, type Kysely } from 'kysely';

/**
 * Six tables held rows of one enterprise without saying which: exam questions, devices, screen
 * switches and face checks (through their exam or attempt), upload chunks (through their upload)
 * and the repeat guard's actions (through their user). They get `eid`, filled from the parent,
 * so the tenant scope filters them like every other tenant table (decision 0033).
 */
const CHILDREN = [
  { table: 'exam_questions', parent: 'exams', key: 'exam_id' },
  { table: 'exam_devices', parent: 'exams', key: 'exam_id' },
  { table: 'exam_switches', parent: 'exam_attempts', key: 'attempt_id' },
  { table: 'exam_face_checks', parent: 'exam_attempts', key: 'attempt_id' },
  { table: 'micro_course_upload_chunks', parent: 'micro_course_uploads', key: 'upload_id' },
  { table: 'course_social_actions', parent: 'users', key: 'user_id' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, parent, key } of CHILDREN) {
    await db.schema
      .alterTable(table)
      .addColumn('eid', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`UPDATE ${sql.table(table)} SET eid = (SELECT p.eid FROM ${sql.table(parent)} p WHERE p.id = ${sql.ref(`${table}.${key}`)})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of CHILDREN) await db.schema.alterTable(table).dropColumn('eid').execute();
}
