import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../engine';

/**
 * Check-in, rankings, medals, study calendar (decision 0021): each enterprise's check-in rules,
 * one check-in row per learner per local day, medal rules and awards, and a per-learner totals
 * row that database triggers keep in step with study_days, so total rankings read an index
 * instead of summing every day of every learner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkin_settings')
    .addColumn('eid', 'integer', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('base_points', 'integer', (c) => c.notNull().defaultTo(5))
    // JSON list of {streakDay, bonus}: extra points on that day of a streak.
    .addColumn('bonus_rules', 'text', (c) => c.notNull().defaultTo('[]'))
    // 0 = streak days count on for ever; n = the bonus schedule starts again after n days.
    .addColumn('cycle_days', 'integer', (c) => c.notNull().defaultTo(7))
    .execute();

  await db.schema
    .createTable('checkins')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('streak', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('bonus', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  // One check-in per learner per local day, whatever the double clicks and parallel requests.
  await db.schema.createIndex('checkins_user_day').on('checkins').columns(['user_id', 'day']).unique().execute();

  await db.schema
    .createTable('medal_rules')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    // JSON {language: name}; the presenter picks the caller's language.
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('threshold', 'integer', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull().defaultTo('#f59e0b'))
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo('star'))
    .addColumn('starts_at', 'integer')
    .addColumn('ends_at', 'integer')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('medal_rules_eid').on('medal_rules').columns(['eid', 'trigger']).execute();

  await db.schema
    .createTable('user_medals')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('rule_id', 'integer', (c) => c.notNull().references('medal_rules.id'))
    // The local day for daily medals; 'once' for limited ones: either way awarded once per key.
    .addColumn('award_key', 'text', (c) => c.notNull())
    .addColumn('awarded_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_medals_once')
    .on('user_medals')
    .columns(['user_id', 'rule_id', 'award_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('learner_totals')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('study_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('courses_completed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // This week's figures per learner, so a weekly ranking is an ordered index walk of one week.
  await db.schema
    .createTable('learner_weeks')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // Monday 'YYYY-MM-DD' of the learner's local week (study_days.day's week).
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('study_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('courses_completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points_earned', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('learner_weeks_pk', ['user_id', 'week'])
    .execute();
  for (const column of ['study_seconds', 'courses_completed', 'points_earned']) {
    await db.schema
      .createIndex(`learner_weeks_${column}`)
      .on('learner_weeks')
      .columns(['eid', 'week', column])
      .execute();
  }

  // Ranking indexes: each ranking is an ordered index walk (totals) or a range scan of one week.
  await db.schema
    .createIndex('learner_totals_seconds')
    .on('learner_totals')
    .columns(['eid', 'study_seconds'])
    .execute();
  await db.schema
    .createIndex('learner_totals_courses')
    .on('learner_totals')
    .columns(['eid', 'courses_completed'])
    .execute();
  await db.schema.createIndex('users_rank_score').on('users').columns(['eid', 'score']).execute();
  await db.schema.createIndex('users_rank_credit').on('users').columns(['eid', 'credit']).execute();
  await db.schema.createIndex('users_rank_dept_score').on('users').columns(['eid', 'department_id', 'score']).execute();
  await db.schema
    .createIndex('users_rank_dept_credit')
    .on('users')
    .columns(['eid', 'department_id', 'credit'])
    .execute();
  await db.schema
    .createIndex('course_enrolments_completed')
    .on('course_enrolments')
    .columns(['eid', 'completed_at', 'user_id'])
    .execute();

  // Whoever writes study_days (the study area, the seed), the totals follow in the same statement.
  if (isPostgres(db)) await createStudyDayTriggersPostgres(db);
  else await createStudyDayTriggersSqlite(db);
  // Rows written before this migration (none on a fresh install) are counted once here.
  await sql`INSERT INTO learner_totals (user_id, eid, study_seconds, courses_completed)
    SELECT user_id, eid, SUM(seconds), SUM(courses_completed) FROM study_days GROUP BY user_id, eid`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER IF EXISTS study_days_totals ON study_days`.execute(db);
    await sql`DROP FUNCTION IF EXISTS study_days_totals()`.execute(db);
  } else {
    for (const trigger of [
      'study_days_totals_insert',
      'study_days_totals_update',
      'study_days_totals_delete',
      'point_ledger_weeks_insert',
    ])
      await sql`DROP TRIGGER IF EXISTS ${sql.raw(trigger)}`.execute(db);
  }
  for (const index of [
    'users_rank_score',
    'users_rank_credit',
    'users_rank_dept_score',
    'users_rank_dept_credit',
    'course_enrolments_completed',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const table of ['learner_weeks', 'learner_totals', 'user_medals', 'medal_rules', 'checkins', 'checkin_settings'])
    await db.schema.dropTable(table).execute();
}

/*
 * SQLite's form, as released. A day's week is the Monday on or before it:
 * date(day, '-6 days', 'weekday 1'). The points trigger is dropped again by migration 0027: points
 * earned by week are written by the points service (decision 0040), the same on both engines.
 */
async function createStudyDayTriggersSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TRIGGER study_days_totals_insert AFTER INSERT ON study_days BEGIN
    INSERT INTO learner_totals (user_id, eid, study_seconds, courses_completed) VALUES (NEW.user_id, NEW.eid, NEW.seconds, NEW.courses_completed)
    ON CONFLICT (user_id) DO UPDATE SET study_seconds = study_seconds + excluded.study_seconds, courses_completed = courses_completed + excluded.courses_completed;
    INSERT INTO learner_weeks (user_id, week, eid, study_seconds, courses_completed) VALUES (NEW.user_id, date(NEW.day, '-6 days', 'weekday 1'), NEW.eid, NEW.seconds, NEW.courses_completed)
    ON CONFLICT (user_id, week) DO UPDATE SET study_seconds = study_seconds + excluded.study_seconds, courses_completed = courses_completed + excluded.courses_completed;
  END`.execute(db);
  await sql`CREATE TRIGGER study_days_totals_update AFTER UPDATE OF seconds, courses_completed ON study_days BEGIN
    UPDATE learner_totals SET study_seconds = study_seconds + NEW.seconds - OLD.seconds, courses_completed = courses_completed + NEW.courses_completed - OLD.courses_completed
    WHERE user_id = NEW.user_id;
    UPDATE learner_weeks SET study_seconds = study_seconds + NEW.seconds - OLD.seconds, courses_completed = courses_completed + NEW.courses_completed - OLD.courses_completed
    WHERE user_id = NEW.user_id AND week = date(NEW.day, '-6 days', 'weekday 1');
  END`.execute(db);
  await sql`CREATE TRIGGER study_days_totals_delete AFTER DELETE ON study_days BEGIN
    UPDATE learner_totals SET study_seconds = study_seconds - OLD.seconds, courses_completed = courses_completed - OLD.courses_completed WHERE user_id = OLD.user_id;
    UPDATE learner_weeks SET study_seconds = study_seconds - OLD.seconds, courses_completed = courses_completed - OLD.courses_completed
    WHERE user_id = OLD.user_id AND week = date(OLD.day, '-6 days', 'weekday 1');
  END`.execute(db);
  // Points earned (credits only) by week; the ledger holds instants, bucketed in the platform's +08:00.
  // Dropped by 0027 (the points service writes it on both engines); kept here so 0012 stays as released.
  await sql`CREATE TRIGGER point_ledger_weeks_insert AFTER INSERT ON point_ledger WHEN NEW.delta > 0 BEGIN
    INSERT INTO learner_weeks (user_id, week, eid, points_earned) VALUES (NEW.user_id, date(NEW.created_at / 1000 + 28800, 'unixepoch', '-6 days', 'weekday 1'), NEW.eid, NEW.delta)
    ON CONFLICT (user_id, week) DO UPDATE SET points_earned = points_earned + excluded.points_earned;
  END`.execute(db);
}

/**
 * PostgreSQL's form of the three study_days triggers, statement for statement (one PL/pgSQL
 * function). The Monday of a 'YYYY-MM-DD' day is the day minus (ISO weekday - 1) days.
 */
async function createStudyDayTriggersPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION study_days_totals() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO learner_totals AS t (user_id, eid, study_seconds, courses_completed) VALUES (NEW.user_id, NEW.eid, NEW.seconds, NEW.courses_completed)
      ON CONFLICT (user_id) DO UPDATE SET study_seconds = t.study_seconds + excluded.study_seconds, courses_completed = t.courses_completed + excluded.courses_completed;
      INSERT INTO learner_weeks AS w (user_id, week, eid, study_seconds, courses_completed)
      VALUES (NEW.user_id, to_char(NEW.day::date - (extract(isodow FROM NEW.day::date)::int - 1), 'YYYY-MM-DD'), NEW.eid, NEW.seconds, NEW.courses_completed)
      ON CONFLICT (user_id, week) DO UPDATE SET study_seconds = w.study_seconds + excluded.study_seconds, courses_completed = w.courses_completed + excluded.courses_completed;
    ELSIF TG_OP = 'UPDATE' THEN
      UPDATE learner_totals SET study_seconds = study_seconds + NEW.seconds - OLD.seconds, courses_completed = courses_completed + NEW.courses_completed - OLD.courses_completed
      WHERE user_id = NEW.user_id;
      UPDATE learner_weeks SET study_seconds = study_seconds + NEW.seconds - OLD.seconds, courses_completed = courses_completed + NEW.courses_completed - OLD.courses_completed
      WHERE user_id = NEW.user_id AND week = to_char(NEW.day::date - (extract(isodow FROM NEW.day::date)::int - 1), 'YYYY-MM-DD');
    ELSE
      UPDATE learner_totals SET study_seconds = study_seconds - OLD.seconds, courses_completed = courses_completed - OLD.courses_completed WHERE user_id = OLD.user_id;
      UPDATE learner_weeks SET study_seconds = study_seconds - OLD.seconds, courses_completed = courses_completed - OLD.courses_completed
      WHERE user_id = OLD.user_id AND week = to_char(OLD.day::date - (extract(isodow FROM OLD.day::date)::int - 1), 'YYYY-MM-DD');
    END IF;
    RETURN NULL;
  END $$`.execute(db);
  await sql`CREATE TRIGGER study_days_totals AFTER INSERT OR UPDATE OF seconds, courses_completed OR DELETE ON study_days
    FOR EACH ROW EXECUTE FUNCTION study_days_totals()`.execute(db);
}
