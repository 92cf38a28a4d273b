import type { Kysely } from 'kysely';
import type { RankingKind, RankingPeriod } from '../../../protocol';
import { RANK_LEVELS, RANK_LIST, rankGroup, rankKey, weekBoard } from '../../db/count-sources-0051';
import { prefixBuckets } from '../../db/bucket-counts';
import type { Database } from '../../db/schema';

/** The board's name in the rank counters (server/db/count-sources-0051.ts). */
export function rankBoard(kind: RankingKind, period: RankingPeriod, weekStart: string): string {
  return period === 'total' ? kind : weekBoard(kind, weekStart);
}

/** Boards whose values are decimals (`real` columns): their counters bucket the integer part. */
export const isDecimalBoard = (kind: RankingKind) => kind === 'credits';

/** The counters' rows countAtLeast reads (exposed so the scale test can EXPLAIN it). */
export function countAtLeastStatement(db: Kysely<Database>, board: string, atLeast: number) {
  const read = (level: number) =>
    db
      .selectFrom('list_counts')
      .select(['grp', 'key', 'n'])
      .where('list', '=', RANK_LIST)
      .where('grp', '=', rankGroup(board, level));
  let query = read(RANK_LEVELS.top);
  for (const { level, first, end } of prefixBuckets(atLeast, RANK_LEVELS).levels)
    query = query.unionAll(read(level).where('key', '>=', rankKey(first)).where('key', '<', rankKey(end)));
  return query;
}

/**
 * How many of the board's learners have a value ≥ `atLeast` (an integer ≥ 1), from the counters:
 * every learner counted (the top level's few buckets) less those under `atLeast` — per level d,
 * the at most 9 buckets between the tens below ⌊atLeast / 10^d⌋ and it (one range of the primary
 * key: keys are zero-padded); at the top, the buckets under ⌊atLeast / 10^top⌋ (decision 0066's
 * prefix sums). One statement of index ranges, so the cost depends on the levels, not on the
 * learners.
 */
export async function countAtLeast(db: Kysely<Database>, board: string, atLeast: number): Promise<number> {
  const query = countAtLeastStatement(db, board, atLeast);
  const topGroup = rankGroup(board, RANK_LEVELS.top);
  const { topLimit } = prefixBuckets(atLeast, RANK_LEVELS);
  let total = 0;
  let below = 0;
  for (const row of await query.execute()) {
    const n = Number(row.n);
    if (row.grp !== topGroup) below += n;
    else {
      total += n;
      if (Number(row.key) < topLimit) below += n;
    }
  }
  return total - below;
}
