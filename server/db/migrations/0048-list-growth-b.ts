import { sql, type Kysely } from 'kysely';
import { COUNT_SOURCES_0048 } from '../count-sources-0048';
import { createCountTriggers, dropCountTriggers, fillCounts } from '../count-triggers';
import { isPostgres } from '../engine';

/**
 * Flat growth of the questionnaire, mall and lecturer lists (issue 28 item 2, decision 0066):
 * - list_counts counters (server/db/count-sources-0048.ts) for the questionnaire list's total,
 *   my questionnaires' total, my lecturer bookings' totals by status and "I can afford" (a prefix
 *   sum over decimal price buckets) and the questionnaire list's "open" and "not started" totals
 *   (prefix sums over time buckets), kept by triggers in both engines' forms like 0044's;
 * - indexes whose order is the lists' order, so a page reads its rows and stops:
 *   my bookings (starts_at desc, id desc), my questionnaires (last_at desc, questionnaire_id desc),
 *   the lecturer list by type (sort, id — PostgreSQL's indexes carry no row id to end the order).
 */
const INDEXES = [
  ['lecturer_bookings_mine_order', 'lecturer_bookings', ['eid', 'user_id', 'starts_at', 'id']],
  ['questionnaire_participants_mine', 'questionnaire_participants', ['eid', 'user_id', 'last_at', 'questionnaire_id']],
  ['lecturers_type_order', 'lecturers', ['eid', 'enabled', 'type', 'sort', 'id']],
  ['questionnaires_ends', 'questionnaires', ['eid', 'published', 'ends_at']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const source of COUNT_SOURCES_0048) {
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
  for (const source of COUNT_SOURCES_0048) await dropCountTriggers(db, source, postgres);
  await sql`DELETE FROM list_counts WHERE list IN ('questionnaires', 'lecturer_bookings', 'mall_afford', 'questionnaire_times')`.execute(
    db,
  );
}
