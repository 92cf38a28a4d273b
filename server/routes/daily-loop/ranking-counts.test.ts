import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKING_KINDS, RANKING_PERIODS, type RankingKind, type RankingPeriod } from '../../../protocol';
import { rankCountSources, RANK_LIST } from '../../db/count-sources-0051';
import { isPostgres } from '../../db/engine';
import { recountedCounts, storedCounts } from '../../db/list-counts-test-support';
import type { Database } from '../../db/schema';
import { forTenant } from '../../db/tenant-scope';
import { localDay } from '../../lib/local-day';
import { seededDatabase } from '../../test-support/test-app';
import { changePoints } from '../points';
import { localWeek } from './daily-loop-scope';
import { seedRankingScale } from './ranking-scale-fixture';
import { rankingSource, type SourceFilter } from './ranking-sources';
import { ownRank } from './ranking.service';

/**
 * The own rank from the counters kept on write (decision 0070) against brute force: every
 * learner's value on every enterprise board read in full, the learners strictly ahead counted in
 * JavaScript — after the fixture, after random sequential writes through every writer of the
 * boards' columns, and after parallel transactions; and the counters equal a fresh recount. On
 * the engine under test (PostgreSQL with DATABASE_URL).
 */
const NOW = Date.UTC(2026, 10, 25, 4);
const EID = 1;

describe('own rank from the rank counters', () => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  let filter: SourceFilter;
  let learners: number[];
  let random: () => number;
  beforeAll(async () => {
    ({ db, drop } = await seededDatabase());
    const today = localDay(NOW, 480);
    filter = { departmentId: null, week: localWeek(today, 480) };
    await seedRankingScale(db, { eid: EID, count: 200, today, weekStartMs: filter.week.startMs });
    learners = (await forTenant(db, EID).selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id);
    let seed = 28;
    // A small deterministic generator: a failure replays the same writes.
    random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  }, 120_000);
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

  async function expectExact(label: string) {
    expect(await storedCounts(db, RANK_LIST), `${label}: counters = recount`).toEqual(
      await recountedCounts(db, rankCountSources(isPostgres(db)), RANK_LIST),
    );
    const scoped = forTenant(db, EID);
    for (const kind of RANKING_KINDS as readonly RankingKind[])
      for (const period of RANKING_PERIODS as readonly RankingPeriod[]) {
        const all = (await rankingSource(scoped, kind, period, filter).execute()).map((r) => Number(r.value));
        const values = [...new Set(all.filter((v) => v > 0))];
        expect(values.length, `${label} ${kind}/${period} has values`).toBeGreaterThan(0);
        for (const value of values) {
          const query = { kind, period, scope: 'enterprise' as const, size: 20 };
          const expected = all.filter((v) => v > value).length + 1;
          expect(await ownRank(scoped, query, filter, value), `${label} ${kind}/${period} at ${value}`).toBe(expected);
        }
      }
  }

  /** One random write through one of the boards' writers. */
  async function randomWrite(trx: Kysely<Database>, step: number) {
    const userId = pick(learners);
    const choice = Math.floor(random() * 6);
    const now = filter.week.startMs + 7_200_000;
    if (choice === 0 || choice === 1) {
      // The points ledger: credits (total and week boards) and debits, bucket edges and the top level.
      const delta = pick([1, 9, 10, 90, 999, 100_000, 1_234_567, -1, -10, -500]);
      await trx.transaction().execute(async (t) => {
        const balance = (await t.selectFrom('users').select('score').where('id', '=', userId).executeTakeFirst())!;
        if (balance.score + delta < 0) return;
        await changePoints(t, { eid: EID, userId, delta, reason: 'test', refKey: `rank-test:${step}`, now });
      });
    } else if (choice === 2) {
      // Credits are decimals: halves, tenths, exact integers, bucket edges and back to zero.
      const credit = pick([0, 0.5, 9.9, 10, 99.5, 100, 100.25, 12_345.5]);
      await trx.updateTable('users').set({ credit }).where('id', '=', userId).execute();
    } else if (choice === 3) {
      // Study time: the study_days triggers move learner_weeks and learner_totals.
      const seconds = pick([0, 1, 59, 3_600, 99_999, 100_000]);
      await sql`UPDATE study_days SET seconds = ${seconds}, courses_completed = ${pick([0, 1, 3])}
        WHERE user_id = ${userId} AND day = ${filter.week.start}`.execute(trx);
      await trx
        .insertInto('study_days')
        .values({ eid: EID, user_id: userId, day: filter.week.start, seconds, courses_completed: 1 })
        .onConflict((oc) => oc.doNothing())
        .execute();
    } else if (choice === 4) {
      // The week's credits (kept by the course-completion trigger; written directly here).
      await trx
        .updateTable('learner_weeks')
        .set({ credits_earned: pick([0, 0.5, 1, 2.5, 10, 10.75]) })
        .where('user_id', '=', userId)
        .where('week', '=', filter.week.start)
        .execute();
    } else {
      await trx
        .deleteFrom('learner_weeks')
        .where('user_id', '=', userId)
        .where('week', '=', filter.week.start)
        .execute();
    }
  }

  it('equals brute force after the fixture', async () => {
    await expectExact('fixture');
  }, 120_000);

  it('equals brute force after random sequential writes', async () => {
    for (let step = 0; step < 150; step++) await randomWrite(db, step);
    await expectExact('sequential');
  }, 120_000);

  it('equals brute force after parallel writes', async () => {
    for (let round = 0; round < 4; round++) {
      // Different learners and the same learner at once, each write in its own transaction.
      await Promise.all(Array.from({ length: 12 }, (_, i) => randomWrite(db, 1_000 + round * 100 + i)));
    }
    await expectExact('parallel');
  }, 120_000);
});
