/**
 * Ranking at scale (decision 0021): the weekly and total rankings of one enterprise timed at
 * 1,000 and 100,000 learners on a freshly migrated in-memory database. Returns one row per
 * (size, ranking) with the median of a few calls: top list + own value + own rank, as the
 * apiStudyhall/rankByWeek handler runs them. `npx tsx bench/ranking.ts` prints the table.
 */
import { RANKING_KINDS, RANKING_PERIODS } from '../protocol';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { seedDemo } from '../server/db/seed/seed';
import { localDay } from '../server/lib/local-day';
import { localWeek } from '../server/routes/daily-loop/daily-loop-scope';
import { seedRankingScale } from '../server/routes/daily-loop/ranking-scale-fixture';
import {
  ownRank,
  ownValue,
  rankingStatements,
  topRows,
  type RankingQuery,
} from '../server/routes/daily-loop/ranking.service';
import { forTenant } from '../server/db/tenant-scope';
import { timeRuns } from './timing';
import { studyTimePlace } from '../server/routes/daily-loop';

export interface RankingBenchRow {
  name: string;
  ms: number;
}

const RUNS = 15;

/**
 * The own rank alone, both ways in one process (decision 0070): `counted` is the index-bound
 * count of every learner ahead (before), `counters` the read of the rank counters (after).
 */
export interface OwnRankRow {
  name: string;
  counted: number;
  counters: number;
}

const median = async (runs: number, call: () => Promise<unknown>) => (await timeRuns(call, runs)).median;

export async function benchRanking(
  sizes: readonly number[] = [1_000, 100_000],
  ownRanks?: OwnRankRow[],
): Promise<RankingBenchRow[]> {
  const rows: RankingBenchRow[] = [];
  const now = Date.now();
  const today = localDay(now, 480);
  const week = localWeek(today, 480);
  const places: { size: number; db: ReturnType<typeof openDatabase>; run: () => Promise<unknown> }[] = [];
  for (const size of sizes) {
    const db = openDatabase('sqlite::memory:');
    try {
      await migrateToLatest(db);
      await seedDemo(db);
      await seedRankingScale(db, { eid: 1, count: size, today, weekStartMs: week.startMs });
      const me = (
        await db
          .selectFrom('users')
          .select('id')
          .where('eid', '=', 1)
          .where('account', '=', 'learner')
          .executeTakeFirstOrThrow()
      ).id;
      for (const kind of RANKING_KINDS) {
        for (const period of RANKING_PERIODS) {
          const query: RankingQuery = { kind, period, scope: 'enterprise', size: 20 };
          const filter = { departmentId: null, week };
          const scoped = forTenant(db, 1);
          const times: number[] = [];
          for (let run = 0; run < RUNS; run++) {
            const started = performance.now();
            await topRows(scoped, query, filter);
            const value = await ownValue(scoped, query, filter, me);
            if (value > 0) await ownRank(scoped, query, filter, value);
            times.push(performance.now() - started);
          }
          times.sort((a, b) => a - b);
          rows.push({
            name: `ranking ${kind}/${period} @ ${size.toLocaleString('en')} users`,
            ms: Number(times[Math.floor(RUNS / 2)]!.toFixed(2)),
          });
          const value = await ownValue(scoped, query, filter, me);
          if (ownRanks && value > 0)
            ownRanks.push({
              name: `own rank ${kind}/${period} @ ${size.toLocaleString('en')} users`,
              counted: await median(15, () => rankingStatements(scoped, query, filter).ahead(value).execute()),
              counters: await median(15, () => ownRank(scoped, query, filter, value)),
            });
        }
      }
      // The home summary's and learning centre's place by study time (the hours board's counters),
      // timed below with every size's database open at once.
      places.push({ size, db, run: () => studyTimePlace(forTenant(db, 1), me) });
    } catch (error) {
      await db.destroy();
      throw error;
    }
  }
  try {
    rows.push(...(await alternatedMedians(places)));
  } finally {
    for (const { db } of places) await db.destroy();
  }
  return rows;
}

const PLACE_ROUNDS = 61;

/**
 * The study place is a fifth of a millisecond: timed one size after the other, the figure moved
 * ×0.4–×2.2 between runs with whatever else the machine did during each size's 3 ms of calls
 * (decision 0071). Timed in rounds that call each size once in turn, both sizes see the same load;
 * the median of 61 rounds after a warm-up.
 */
async function alternatedMedians(places: { size: number; run: () => Promise<unknown> }[]): Promise<RankingBenchRow[]> {
  const times = places.map(() => [] as number[]);
  for (const place of places) await place.run();
  for (let round = 0; round < PLACE_ROUNDS; round++)
    for (const [i, place] of places.entries()) {
      const started = performance.now();
      await place.run();
      times[i]!.push(performance.now() - started);
    }
  return places.map(({ size }, i) => {
    const sorted = [...times[i]!].sort((a, b) => a - b);
    return {
      name: `home study place @ ${size.toLocaleString('en')} users`,
      ms: Number(sorted[Math.floor(sorted.length / 2)]!.toFixed(2)),
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ownRanks: OwnRankRow[] = [];
  benchRanking(undefined, ownRanks).then(
    (rows) => {
      console.table(rows);
      console.table(ownRanks);
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
