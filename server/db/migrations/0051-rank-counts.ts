import { sql, type Kysely } from 'kysely';
import { postgresRankTriggers, rankCountSources, RANK_LIST } from '../count-sources-0051';
import { createCountTriggers, dropCountTriggers, fillCounts } from '../count-triggers';
import { isPostgres } from '../engine';

/**
 * The ranking boards' own rank flat in cost (issue 28 item 2, decision 0070): learners per value
 * bucket of every board (server/db/count-sources-0051.ts) in list_counts, kept by triggers in both
 * engines' forms on users.score/credit, learner_totals and learner_weeks, filled from the rows
 * already written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const source of rankCountSources(postgres)) {
    // PostgreSQL gets a leaner trigger of the same name (postgresRankTriggers says why).
    if (!postgres) await createCountTriggers(db, source, postgres);
    await fillCounts(db, source);
  }
  if (postgres)
    for (const trigger of postgresRankTriggers()) for (const text of trigger.sql) await sql.raw(text).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const source of rankCountSources(postgres)) await dropCountTriggers(db, source, postgres);
  await sql`DELETE FROM list_counts WHERE list = ${RANK_LIST}`.execute(db);
}
