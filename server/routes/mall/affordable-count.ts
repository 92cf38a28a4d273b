import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { bucketPrefixCount } from '../../db/bucket-counts';
import { affordGroup, PRICE_LEVELS } from '../../db/count-sources-0048';

/**
 * How many products on the shelf cost at most `balance` points (in one category, or all), read
 * from the price-bucket counters of migration 0048 (decision 0066) instead of counting the rows
 * under the balance: prices under ⌊balance⌋ + 1, a few primary-key reads whatever the shelf holds.
 */
export async function affordableCount(db: Kysely<Database>, balance: number, categoryId?: number): Promise<number> {
  return bucketPrefixCount(db, 'mall_afford', (level) => affordGroup(level, categoryId), Math.floor(balance) + 1, {
    finest: 0,
    top: PRICE_LEVELS - 1,
  });
}
