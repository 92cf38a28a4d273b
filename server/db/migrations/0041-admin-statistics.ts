import type { Kysely } from 'kysely';

/**
 * Administrators' statistics (issue 27 item 5, decision 0056): every figure is an aggregate over
 * one enterprise's rows in a period, so each source table needs an index that starts with the
 * enterprise and the time (and carries the learner, so counting distinct learners reads the index
 * alone). study_days (eid, day), course_enrolments (eid, completed_at, user_id) and exam_attempts
 * (eid, status, submitted_at) already have theirs; sign-ins, check-ins and exam starts did not.
 */
const INDEXES = [
  { name: 'sessions_eid_created', table: 'sessions', columns: ['eid', 'created_at', 'user_id'] },
  { name: 'checkins_eid_day', table: 'checkins', columns: ['eid', 'day', 'user_id'] },
  { name: 'exam_attempts_eid_started', table: 'exam_attempts', columns: ['eid', 'started_at', 'user_id'] },
  { name: 'study_days_eid_day_user', table: 'study_days', columns: ['eid', 'day', 'user_id', 'seconds'] },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) {
    await db.schema
      .createIndex(index.name)
      .on(index.table)
      .columns([...index.columns])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) await db.schema.dropIndex(index.name).execute();
}
