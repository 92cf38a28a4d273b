import { sql, type Kysely } from 'kysely';
import { COUNT_SOURCES_0049 } from '../count-sources-0049';
import { createCountTriggers, dropCountTriggers, fillCounts } from '../count-triggers';
import { isPostgres } from '../engine';

/**
 * The task tab counts' exams and activities kept on write (issue 28 item 2, decision 0067):
 * - task_assignments.exam_passed: 1 when the learner has a passed attempt of the assigned exam,
 *   kept by triggers on exam_attempts (a pass sets it; a pass regraded or deleted clears it when
 *   no other passed attempt is left) and on the task's insert (assigned after passing);
 * - list_counts counters of each learner's open exam tasks and live activity registrations by
 *   time bucket of their end (server/db/count-sources-0049.ts), filled from the rows written;
 * - activities (eid, end_at) and exams (eid, closes_at): the rows ending in the current finest
 *   bucket (under 100 s) are counted from these ranges. Partial (`end_at > 0`, a term only the tab
 *   counts' read states, literally): as plain indexes SQLite chose them for other areas' queries
 *   with an end bound — "my activities" settling completions walked every activity ended by now
 *   (×6–9 at 100,000) instead of the learner's own registrations.
 */
const INDEXES = [
  ['activities_ends', 'activities', 'eid, end_at', 'end_at > 0'],
  ['exams_closes', 'exams', 'eid, closes_at', 'closes_at > 0'],
] as const;

/** The task rows of attempt `r`'s exam and learner, marked passed (a pass is monotonic: race-free). */
const markPassed = (r: string) => `UPDATE task_assignments SET exam_passed = 1
  WHERE ${r}.passed = 1 AND user_id = ${r}.user_id AND kind = 'exam' AND ref_id = ${r}.exam_id AND exam_passed = 0`;
/** …and unmarked when attempt `r` was a pass and no passed attempt is left (regrading, deletion). */
const unmarkPassed = (r: string) => `UPDATE task_assignments SET exam_passed = 0
  WHERE ${r}.passed = 1 AND user_id = ${r}.user_id AND kind = 'exam' AND ref_id = ${r}.exam_id AND exam_passed = 1
  AND NOT EXISTS (SELECT 1 FROM exam_attempts t WHERE t.exam_id = ${r}.exam_id AND t.user_id = ${r}.user_id AND t.passed = 1)`;
/** A task assigned after the learner passed the exam starts passed. */
const assignedPassed = `UPDATE task_assignments SET exam_passed = 1 WHERE id = NEW.id AND NEW.kind = 'exam'
  AND EXISTS (SELECT 1 FROM exam_attempts t WHERE t.exam_id = NEW.ref_id AND t.user_id = NEW.user_id AND t.passed = 1)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .alterTable('task_assignments')
    .addColumn('exam_passed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE task_assignments SET exam_passed = 1 WHERE kind = 'exam' AND EXISTS (SELECT 1 FROM exam_attempts t
    WHERE t.exam_id = task_assignments.ref_id AND t.user_id = task_assignments.user_id AND t.passed = 1)`.execute(db);
  if (postgres) {
    await sql
      .raw(
        `CREATE FUNCTION exam_task_passed_attempt() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP <> 'INSERT' THEN ${unmarkPassed('OLD')}; END IF;
          IF TG_OP <> 'DELETE' THEN ${markPassed('NEW')}; END IF;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    await sql`CREATE TRIGGER exam_task_passed_attempt AFTER INSERT OR UPDATE OF passed OR DELETE ON exam_attempts
      FOR EACH ROW EXECUTE FUNCTION exam_task_passed_attempt()`.execute(db);
    await sql
      .raw(
        `CREATE FUNCTION exam_task_passed_assign() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN ${assignedPassed}; RETURN NULL; END $$`,
      )
      .execute(db);
    await sql`CREATE TRIGGER exam_task_passed_assign AFTER INSERT ON task_assignments
      FOR EACH ROW EXECUTE FUNCTION exam_task_passed_assign()`.execute(db);
  } else {
    await sql
      .raw(
        `CREATE TRIGGER exam_task_passed_attempt_insert AFTER INSERT ON exam_attempts BEGIN ${markPassed('NEW')}; END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER exam_task_passed_attempt_update AFTER UPDATE OF passed ON exam_attempts
        BEGIN ${unmarkPassed('OLD')}; ${markPassed('NEW')}; END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER exam_task_passed_attempt_delete AFTER DELETE ON exam_attempts BEGIN ${unmarkPassed('OLD')}; END`,
      )
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER exam_task_passed_assign AFTER INSERT ON task_assignments BEGIN ${assignedPassed}; END`)
      .execute(db);
  }
  for (const source of COUNT_SOURCES_0049) {
    await createCountTriggers(db, source, postgres);
    await fillCounts(db, source);
  }
  for (const [name, table, columns, where] of INDEXES)
    await sql.raw(`CREATE INDEX ${name} ON ${table} (${columns}) WHERE ${where}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  for (const source of COUNT_SOURCES_0049) await dropCountTriggers(db, source, postgres);
  await sql`DELETE FROM list_counts WHERE list IN ('exam_tasks', 'activity_tasks')`.execute(db);
  if (postgres) {
    await sql`DROP TRIGGER IF EXISTS exam_task_passed_attempt ON exam_attempts`.execute(db);
    await sql`DROP TRIGGER IF EXISTS exam_task_passed_assign ON task_assignments`.execute(db);
    await sql`DROP FUNCTION IF EXISTS exam_task_passed_attempt()`.execute(db);
    await sql`DROP FUNCTION IF EXISTS exam_task_passed_assign()`.execute(db);
  } else
    for (const name of ['attempt_insert', 'attempt_update', 'attempt_delete', 'assign'])
      await sql.raw(`DROP TRIGGER IF EXISTS exam_task_passed_${name}`).execute(db);
  await db.schema.alterTable('task_assignments').dropColumn('exam_passed').execute();
}
