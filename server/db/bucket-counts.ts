import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Prefix sums over decimal buckets kept in `list_counts` (decision 0066): a row's value v counts
 * once per level d (finest … top) in group `group(d)`, key ⌊v / 10^d⌋. The rows with a value
 * under ⌊below / 10^finest⌋·10^finest are then, level by level, the buckets between the tens below
 * ⌊below / 10^d⌋ and it (at most 9 keys a level), and at the top every bucket under ⌊below / 10^top⌋:
 * a few primary-key reads whatever the number of rows. Values are integers ≥ 0.
 */
export interface PrefixBuckets {
  /** Per level under the top: the buckets `first` ≤ b < `end` (at most 9; levels with none left out). */
  levels: Array<{ level: number; first: number; end: number }>;
  /** At the top level: every bucket under this one. */
  topLimit: number;
}

/**
 * Which buckets hold the values under `below` (an integer ≥ 0), level by level, as above: the
 * one walk of the prefix that every reader of these counters formats into its own keys.
 */
export function prefixBuckets(below: number, levels: { finest: number; top: number }): PrefixBuckets {
  const ranges: PrefixBuckets['levels'] = [];
  for (let level = levels.finest; level < levels.top; level++) {
    const end = Math.floor(below / 10 ** level);
    const first = Math.floor(end / 10) * 10;
    if (first < end) ranges.push({ level, first, end });
  }
  return { levels: ranges, topLimit: Math.floor(below / 10 ** levels.top) };
}

export async function bucketPrefixCount(
  db: Kysely<Database>,
  list: string,
  group: (level: number) => string,
  below: number,
  levels: { finest: number; top: number },
): Promise<number> {
  if (below <= 0) return 0;
  let total = 0;
  const prefix = prefixBuckets(below, levels);
  for (const { level, first, end } of prefix.levels) {
    const keys: string[] = [];
    for (let bucket = first; bucket < end; bucket++) keys.push(String(bucket));
    // One primary-key read per level: SQLite cannot seek an OR of (grp, key IN …) pairs.
    const rows = await db
      .selectFrom('list_counts')
      .select('n')
      .where('list', '=', list)
      .where('grp', '=', group(level))
      .where('key', 'in', keys)
      .execute();
    for (const row of rows) total += Number(row.n);
  }
  const topRows = await db
    .selectFrom('list_counts')
    .select(['key', 'n'])
    .where('list', '=', list)
    .where('grp', '=', group(levels.top))
    .execute();
  for (const row of topRows) if (Number(row.key) < prefix.topLimit) total += Number(row.n);
  return total;
}
