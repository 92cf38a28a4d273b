import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { bucketPrefixCount } from '../../db/bucket-counts';
import { TIME_LEVELS } from '../../db/count-sources-0048';
import { readCount } from '../../db/list-counts';

/**
 * The questionnaire list's total for a state, from counters kept on write (migration 0048,
 * decision 0066), or null where it is still counted from the rows ("ended").
 * - all: published questionnaires (a counter);
 * - not started: all less S, the published ones started by now;
 * - open: S less M, those whose start and end (the later of the two) both passed.
 * S and M are prefix sums over time buckets; the rows of the current 100-second bucket are
 * counted from the starts_at / ends_at indexes (a range of at most 100 s of starts or ends).
 */
export async function questionnaireTotal(
  db: Kysely<Database>,
  state: 'all' | 'not_started' | 'open' | 'ended',
  now: number,
): Promise<number | null> {
  if (state === 'ended') return null;
  const published = state === 'not_started' || state === 'all' ? await readCount(db, 'questionnaires', 'pub') : 0;
  if (state === 'all') return published;
  const below = now + 1;
  const from = Math.floor(below / 10 ** TIME_LEVELS.finest) * 10 ** TIME_LEVELS.finest;
  const started =
    (await bucketPrefixCount(db, 'questionnaire_times', (d) => `s|${d}`, below, TIME_LEVELS)) +
    (await countRows(db, 'starts_at', from, now));
  if (state === 'not_started') return published - started;
  const passed =
    (await bucketPrefixCount(db, 'questionnaire_times', (d) => `m|${d}`, below, TIME_LEVELS)) +
    (await countRows(db, 'ends_at', from, now, 'ends_at', '>', 'starts_at')) +
    (await countRows(db, 'starts_at', from, now, 'ends_at', '<=', 'starts_at'));
  return started - passed;
}

/** Published questionnaires with `column` in [from, to], optionally where `a op b`. */
async function countRows(
  db: Kysely<Database>,
  column: 'starts_at' | 'ends_at',
  from: number,
  to: number,
  a?: 'ends_at',
  op?: '>' | '<=',
  b?: 'starts_at',
): Promise<number> {
  let query = db
    .selectFrom('questionnaires')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('published', '=', 1)
    .where(column, '>=', from)
    .where(column, '<=', to);
  if (a && op && b) query = query.whereRef(a, op, b);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}
