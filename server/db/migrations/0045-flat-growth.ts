import { sql, type Kysely } from 'kysely';
import { COUNT_SOURCES_0045 } from '../count-sources';
import { createCountTriggers, dropCountTriggers, fillCounts } from '../count-triggers';
import { isPostgres } from '../engine';

/**
 * Flat growth, second part (issue 28 item 2, issue 27 item 4, decision 0061):
 * - list_counts counters for the administrators' member list (by department, locked, blocked),
 *   their sent list (by kind) and each broadcast's read figure, kept by triggers in both engines'
 *   forms like migration 0044's, filled from the rows already written;
 * - community_posts (eid, kind, reply_count, created_at, id): the "unanswered" list walks the
 *   unanswered posts newest first instead of every post until a page of unanswered ones;
 * - activity_registrations (user_id, completed_at, signed_out_at): "my activities" settles the
 *   learner's attended, not yet completed registrations by one index range, not all of them;
 * - message_broadcasts (eid, created_at, id): the sent list's "all kinds" page walks the index.
 */
const INDEXES = [
  ['community_posts_unanswered', 'community_posts', ['eid', 'kind', 'reply_count', 'created_at', 'id']],
  ['activity_registrations_due', 'activity_registrations', ['user_id', 'completed_at', 'signed_out_at']],
  ['message_broadcasts_sent', 'message_broadcasts', ['eid', 'created_at', 'id']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const source of COUNT_SOURCES_0045) {
    await createCountTriggers(db, source, postgres);
    await fillCounts(db, source);
  }
  for (const [name, table, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  for (const source of COUNT_SOURCES_0045) await dropCountTriggers(db, source, postgres);
  await sql`DELETE FROM list_counts WHERE list IN ('members', 'broadcasts_sent', 'broadcast_reads')`.execute(db);
}
