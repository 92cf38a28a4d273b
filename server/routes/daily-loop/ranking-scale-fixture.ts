import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { addDays } from './daily-loop-scope';

/**
 * Bulk learners for the ranking scale test and bench: `count` members of one enterprise with
 * spread scores and credits, departments, two study days this week and a points credit each.
 * Generated inside SQLite (recursive CTE) in one transaction, so 100,000 users take seconds; a
 * test fixture, so its ledger rows are written directly rather than through changePoints.
 */
export async function seedRankingScale(
  db: Kysely<Database>,
  opts: { eid: number; count: number; today: string; weekStartMs: number },
): Promise<void> {
  const { eid, count, today } = opts;
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
        : sql`CASE i % ${departments.length} ${sql.join(
            departments.map((id, k) => sql`WHEN ${k} THEN ${id}`),
            sql` `,
          )} END`;
    await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
      INSERT INTO users (eid, account, password_hash, username, image, type, isdeleteadmin, score, credit, weixin_user_id, dingtalk_user_id, phone, email, department, locked, language, created_at, department_id)
      SELECT ${eid}, 'scale' || i, '', 'Scale learner ' || i, '', 1, 0, (i * 7919) % 50000, ((i * 31) % 400) / 2.0, '', '', '', '', '', 0, 'auto', 0,
        ${department}
      FROM n`.execute(trx);
    const yesterday = addDays(today, -1);
    for (const day of [today, yesterday]) {
      await sql`INSERT INTO study_days (eid, user_id, day, seconds, courses_completed)
        SELECT eid, id, ${day}, (id * 104729) % 20000, (id % 13 = 0) FROM users WHERE eid = ${eid} AND account LIKE 'scale%'`.execute(
        trx,
      );
    }
    await sql`INSERT INTO point_ledger (eid, user_id, delta, balance_after, reason, ref_key, created_at)
      SELECT eid, id, 1 + (id * 613) % 90, score, 'study_reward', 'scale:' || id, ${opts.weekStartMs + 3_600_000} FROM users WHERE eid = ${eid} AND account LIKE 'scale%'`.execute(
      trx,
    );
  });
}
