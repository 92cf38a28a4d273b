import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../engine';

/**
 * Points earned by week (learner_weeks.points_earned) are written by the points service in the
 * same transaction as the ledger row (decision 0040), so the SQLite-only trigger of migration 0012
 * goes. PostgreSQL never had it (0012 creates it on SQLite only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`DROP TRIGGER IF EXISTS point_ledger_weeks_insert`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`CREATE TRIGGER point_ledger_weeks_insert AFTER INSERT ON point_ledger WHEN NEW.delta > 0 BEGIN
    INSERT INTO learner_weeks (user_id, week, eid, points_earned) VALUES (NEW.user_id, date(NEW.created_at / 1000 + 28800, 'unixepoch', '-6 days', 'weekday 1'), NEW.eid, NEW.delta)
    ON CONFLICT (user_id, week) DO UPDATE SET points_earned = points_earned + excluded.points_earned;
  END`.execute(db);
}
