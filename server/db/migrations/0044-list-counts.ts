import { sql, type Kysely } from 'kysely';
import { COUNT_SOURCES } from '../count-sources';
import { createCountTriggers, dropCountTriggers, fillCounts } from '../count-triggers';
import { isPostgres } from '../engine';

/**
 * Flat growth (issue 28 item 2, decision 0059):
 * - list_counts: list totals and unread counts as counters, moved by triggers in both engines'
 *   forms (server/db/count-sources.ts), filled here from the rows already written;
 * - learner_weeks.credits_earned: this week's credits as a per-week aggregate kept on write (a
 *   trigger on course_enrolments.completed_at, both forms), so the weekly credits board is an index
 *   walk of one week like the other three, not a sum over the week's completions on every read;
 * - the weekly boards' indexes end on user_id: the board's order (value, user_id) is the index
 *   order, so a top 20 reads 20 entries even when thousands of learners tie on a value.
 */
const WEEK_COLUMNS = ['study_seconds', 'courses_completed', 'points_earned', 'credits_earned'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('list_counts')
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('grp', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('list_counts_pk', ['eid', 'list', 'grp', 'key'])
    .execute();
  for (const source of COUNT_SOURCES) {
    await createCountTriggers(db, source, postgres);
    await fillCounts(db, source);
  }

  await db.schema
    .alterTable('learner_weeks')
    .addColumn('credits_earned', 'real', (c) => c.notNull().defaultTo(0))
    .execute();
  if (postgres) await createCreditTriggerPostgres(db);
  else await createCreditTriggersSqlite(db);
  await sql`INSERT INTO learner_weeks (user_id, week, eid, credits_earned)
    SELECT w.user_id, w.week, w.eid, SUM(w.credits) FROM (
      SELECT e.user_id, e.eid, c.credits, ${sql.raw(weekOf(postgres, 'e.completed_at'))} AS week
      FROM course_enrolments e, courses c WHERE c.id = e.course_id AND e.completed_at IS NOT NULL
    ) w WHERE true GROUP BY w.user_id, w.week, w.eid
    ON CONFLICT (user_id, week) DO UPDATE SET credits_earned = excluded.credits_earned`.execute(db);

  for (const column of ['study_seconds', 'courses_completed', 'points_earned'])
    await db.schema.dropIndex(`learner_weeks_${column}`).execute();
  for (const column of WEEK_COLUMNS)
    await db.schema
      .createIndex(`learner_weeks_rank_${column}`)
      .on('learner_weeks')
      .columns(['eid', 'week', column, 'user_id'])
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const column of WEEK_COLUMNS) await db.schema.dropIndex(`learner_weeks_rank_${column}`).execute();
  for (const column of ['study_seconds', 'courses_completed', 'points_earned'])
    await db.schema
      .createIndex(`learner_weeks_${column}`)
      .on('learner_weeks')
      .columns(['eid', 'week', column])
      .execute();
  if (postgres) {
    await sql`DROP TRIGGER IF EXISTS learner_weeks_credits ON course_enrolments`.execute(db);
    await sql`DROP FUNCTION IF EXISTS learner_weeks_credits()`.execute(db);
  } else {
    for (const op of ['insert', 'update', 'delete'])
      await sql`DROP TRIGGER IF EXISTS ${sql.raw(`learner_weeks_credits_${op}`)}`.execute(db);
  }
  await db.schema.alterTable('learner_weeks').dropColumn('credits_earned').execute();
  for (const source of COUNT_SOURCES) await dropCountTriggers(db, source, postgres);
  await db.schema.dropTable('list_counts').execute();
}

/** Monday 'YYYY-MM-DD' of an epoch-ms instant in the platform's +08:00, as points_earned's weeks. */
function weekOf(postgres: boolean, ms: string): string {
  if (!postgres) return `date(${ms} / 1000 + 28800, 'unixepoch', '-6 days', 'weekday 1')`;
  const day = `((to_timestamp(${ms} / 1000.0) AT TIME ZONE 'UTC') + interval '8 hours')::date`;
  return `to_char(${day} - (extract(isodow FROM ${day})::int - 1), 'YYYY-MM-DD')`;
}

async function createCreditTriggersSqlite(db: Kysely<unknown>): Promise<void> {
  // `guard` keeps a statement to the versions that were (or are now) completed.
  const add = (guard: string) => `INSERT INTO learner_weeks (user_id, week, eid, credits_earned)
    SELECT NEW.user_id, ${weekOf(false, 'NEW.completed_at')}, NEW.eid, c.credits FROM courses c
    WHERE ${guard} c.id = NEW.course_id
    ON CONFLICT (user_id, week) DO UPDATE SET credits_earned = credits_earned + excluded.credits_earned;`;
  const remove = (guard: string) => `UPDATE learner_weeks
    SET credits_earned = credits_earned - COALESCE((SELECT c.credits FROM courses c WHERE c.id = OLD.course_id), 0)
    WHERE ${guard} user_id = OLD.user_id AND week = ${weekOf(false, 'OLD.completed_at')};`;
  await sql
    .raw(
      `CREATE TRIGGER learner_weeks_credits_insert AFTER INSERT ON course_enrolments WHEN NEW.completed_at IS NOT NULL BEGIN ${add('')} END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER learner_weeks_credits_update AFTER UPDATE OF completed_at ON course_enrolments
      WHEN OLD.completed_at IS NOT NEW.completed_at BEGIN
        ${remove('OLD.completed_at IS NOT NULL AND')}
        ${add('NEW.completed_at IS NOT NULL AND')}
      END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER learner_weeks_credits_delete AFTER DELETE ON course_enrolments WHEN OLD.completed_at IS NOT NULL BEGIN ${remove('')} END`,
    )
    .execute(db);
}

async function createCreditTriggerPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION learner_weeks_credits() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    credit double precision;
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.completed_at IS NOT NULL THEN
      SELECT c.credits INTO credit FROM courses c WHERE c.id = OLD.course_id;
      UPDATE learner_weeks SET credits_earned = credits_earned - COALESCE(credit, 0)
      WHERE user_id = OLD.user_id AND week = ${sql.raw(weekOf(true, 'OLD.completed_at'))};
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.completed_at IS NOT NULL THEN
      SELECT c.credits INTO credit FROM courses c WHERE c.id = NEW.course_id;
      INSERT INTO learner_weeks AS w (user_id, week, eid, credits_earned)
      VALUES (NEW.user_id, ${sql.raw(weekOf(true, 'NEW.completed_at'))}, NEW.eid, COALESCE(credit, 0))
      ON CONFLICT (user_id, week) DO UPDATE SET credits_earned = w.credits_earned + excluded.credits_earned;
    END IF;
    RETURN NULL;
  END $$`.execute(db);
  await sql`CREATE TRIGGER learner_weeks_credits AFTER INSERT OR UPDATE OF completed_at OR DELETE ON course_enrolments
    FOR EACH ROW EXECUTE FUNCTION learner_weeks_credits()`.execute(db);
}
