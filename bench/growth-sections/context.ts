import type { Kysely } from 'kysely';
import type { Database, Enterprise, User } from '../../server/db/schema';
import { timeRuns } from '../timing';

/** One timed figure of the growth bench; the same name at each size. */
export interface GrowthRow {
  /** What was timed; the same name at each size. */
  figure: string;
  size: number;
  ms: number;
}

/**
 * What every area's section of bench/growth.ts receives: one freshly migrated and seeded database
 * per size, the demo learner and enterprise, and `time` (median of a few calls after a warm-up),
 * which adds the figure's row. Sections run in the order bench/growth.ts lists them, and each
 * adds its own fixtures: a later section's lists sit among the earlier sections' rows too.
 */
export interface GrowthContext {
  db: Kysely<Database>;
  size: number;
  now: number;
  enterprise: Enterprise;
  learner: User;
  time: (figure: string, run: () => Promise<unknown>) => Promise<void>;
}

export const RUNS = 7;

export async function median(run: () => Promise<unknown>, runs = RUNS): Promise<number> {
  return (await timeRuns(run, runs)).median;
}

/** The id of a demo account of enterprise 1 (the fixtures' second author, booker and so on). */
export async function demoUserId(db: Kysely<Database>, account: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('eid', '=', 1)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return row.id;
}
