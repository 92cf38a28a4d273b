import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { localDay, mondayOf, PLATFORM_OFFSET_MINUTES } from '../../lib/local-day';
import { addDays } from './daily-loop-scope';

/**
 * Bulk learners for the ranking scale test and bench: `count` members of one enterprise with
 * spread scores and credits, departments, two study days this week and a points credit each.
 * Generated inside the database (recursive CTE) in one transaction, so 100,000 users take seconds;
 * a test fixture, so its ledger rows are written directly rather than through changePoints, and the
 * week's points earned (which changePoints keeps, migration 0027) are added here the same way.
 * The SQL runs on SQLite and PostgreSQL: values are cast where PostgreSQL cannot infer a type, and
 * the 0/1 flag is a CASE (PostgreSQL does not store a comparison in an integer column).
 */
export async function seedRankingScale(
  db: Kysely<Database>,
  opts: { eid: number; count: number; today: string; weekStartMs: number },
): Promise<void> {
  const { eid, count, today } = opts;
  const creditedAt = opts.weekStartMs + 3_600_000;
  const week = mondayOf(localDay(creditedAt, PLATFORM_OFFSET_MINUTES));
  await db.transaction().execute(async (trx) => {
    const departments = (
      await trx
        .selectFrom('departments')
        .select('id')
        .where('eid', '=', eid)
        .where('parent_id', 'is', null)
        .orderBy('id')
        .execute()
    ).map((d) => d.id);
    const department =
      departments.length === 0
        ? sql`NULL`
        : sql`CASE i % ${sql.lit(departments.length)} ${sql.join(
            departments.map((id, k) => sql`WHEN ${sql.lit(k)} THEN ${sql.lit(id)}`),
            sql` `,
          )} END`;
    await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${sql.lit(count)})
      INSERT INTO users (eid, account, password_hash, username, image, type, isdeleteadmin, score, credit, weixin_user_id, dingtalk_user_id, phone, email, department, locked, language, created_at, department_id)
      SELECT ${sql.lit(eid)}, 'scale' || i, '', 'Scale learner ' || i, '', 1, 0, (i * 7919) % 50000, ((i * 31) % 400) / 2.0, '', '', '', '', '', 0, 'auto', 0,
        ${department}
      FROM n`.execute(trx);
    const yesterday = addDays(today, -1);
    for (const day of [today, yesterday]) {
      await sql`INSERT INTO study_days (eid, user_id, day, seconds, courses_completed)
        SELECT eid, id, cast(${day} as text), (id * 104729) % 20000, CASE WHEN id % 13 = 0 THEN 1 ELSE 0 END
        FROM users WHERE eid = ${eid} AND account LIKE 'scale%'`.execute(trx);
    }
    await sql`INSERT INTO point_ledger (eid, user_id, delta, balance_after, reason, ref_key, created_at)
      SELECT eid, id, 1 + (id * 613) % 90, score, 'study_reward', 'scale:' || id, ${sql.lit(creditedAt)} FROM users WHERE eid = ${eid} AND account LIKE 'scale%'`.execute(
      trx,
    );
    // The study days above already made each learner's week row; the credit adds to it.
    await sql`INSERT INTO learner_weeks (user_id, week, eid, points_earned)
      SELECT user_id, cast(${week} as text), eid, delta FROM point_ledger WHERE eid = ${eid} AND ref_key LIKE 'scale:%'
      ON CONFLICT (user_id, week) DO UPDATE SET points_earned = learner_weeks.points_earned + excluded.points_earned`.execute(
      trx,
    );
  });
}
