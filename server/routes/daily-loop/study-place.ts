import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countAtLeast, rankBoard } from './ranking-counts';

export interface StudyTimePlace {
  /** Seconds of study the server credited (study_days, summed into learner_totals by trigger). */
  seconds: number;
  /** 1 + learners with more study time (ties share a place); 0 for a learner who has not studied. */
  rank: number;
  /** Learners of the enterprise who studied at all. */
  rankTotal: number;
}

/**
 * A learner's place by study time, as the home summary and the learning centre show it: the
 * total board of hours (the ranking page's), read from its counters of learners per value bucket
 * (decision 0070), so it costs a few primary-key reads at any number of learners instead of
 * summing every learner's study days.
 */
export async function studyTimePlace(db: Kysely<Database>, userId: number): Promise<StudyTimePlace> {
  const mine = await db
    .selectFrom('learner_totals')
    .select('study_seconds')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const seconds = Number(mine?.study_seconds ?? 0);
  const board = rankBoard('hours', 'total', '');
  const rankTotal = await countAtLeast(db, board, 1);
  const rank = seconds > 0 ? (await countAtLeast(db, board, seconds + 1)) + 1 : 0;
  return { seconds, rank, rankTotal };
}
