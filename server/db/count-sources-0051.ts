import type { CountSource } from './count-triggers';

/**
 * The ranking boards' own rank kept flat (issue 28 item 2, decision 0070): every board's learners
 * with a value > 0 counted per decimal bucket of the value's integer part, at each level d of
 * RANK_LEVELS in group `<board>|<d>`, key ⌊⌊v⌋ / 10^d⌋ — decision 0066's prefix sums, in
 * `list_counts` (list 'rank'). "Learners ahead of v" is then the board's total less those under
 * ⌊v⌋ + 1 (a few primary-key reads a level) plus, for the decimal credit boards, an index-bound
 * count of the values in (v, ⌊v⌋ + 1) (ranking-counts.ts).
 *
 * Boards: `points` / `credits` (users.score / credit), `hours` / `courses` (learner_totals), and
 * per week `w<kind>:<Monday>` (learner_weeks). Kept by triggers in both engines' forms (decision
 * 0059), so every writer — the points ledger, the study_days and course-completion triggers, seeds,
 * administrators' tools — moves the counters in its own statement's transaction.
 */
export const RANK_LIST = 'rank';
export const RANK_LEVELS = { finest: 0, top: 5 } as const;

/** The counters' group of a board at one level. */
export const rankGroup = (board: string, level: number) => `${board}|${level}`;

/** A week board's name: `w<kind>:<Monday>` (kind as in the protocol's RankingKind). */
export const weekBoard = (kind: string, week: string) => `w${kind}:${week}`;

type Column = { column: string; board: (r: string) => string; decimal?: boolean };

/**
 * The integer part of a value ≥ 0 divided by 10^level, as text. Integer columns divide as integers
 * on both engines; the `real` credit columns are floored first (SQLite's CAST truncates, which is
 * the floor for v ≥ 0; PostgreSQL's rounds, hence FLOOR), so a bucket never depends on how a float
 * division rounds.
 */
function bucketKey(value: string, level: number, decimal: boolean, postgres: boolean): string {
  const whole = !decimal ? value : postgres ? `CAST(FLOOR(${value}) AS bigint)` : `CAST(${value} AS INTEGER)`;
  return `'' || (${whole} / ${10 ** level})`;
}

function boardKeys(r: string, columns: readonly Column[], postgres: boolean) {
  const keys = [];
  for (const c of columns)
    for (let level = RANK_LEVELS.finest; level <= RANK_LEVELS.top; level++)
      keys.push({
        g: `CASE WHEN ${r}.${c.column} > 0 THEN ${c.board(r)} || '|${level}' END`,
        k: bucketKey(`${r}.${c.column}`, level, c.decimal === true, postgres),
      });
  return keys;
}

const WEEK_COLUMNS = [
  ['points', 'points_earned', false],
  ['hours', 'study_seconds', false],
  ['courses', 'courses_completed', false],
  ['credits', 'credits_earned', true],
] as const;

export function rankCountSources(postgres: boolean): readonly CountSource[] {
  const users: Column[] = [
    { column: 'score', board: () => `'points'` },
    { column: 'credit', board: () => `'credits'`, decimal: true },
  ];
  const totals: Column[] = [
    { column: 'study_seconds', board: () => `'hours'` },
    { column: 'courses_completed', board: () => `'courses'` },
  ];
  const weeks: Column[] = WEEK_COLUMNS.map(([kind, column, decimal]) => ({
    column,
    board: (r) => `'w${kind}:' || ${r}.week`,
    decimal,
  }));
  return [
    {
      name: 'rank_users',
      table: 'users',
      list: RANK_LIST,
      columns: ['score', 'credit'],
      keys: (r) => boardKeys(r, users, postgres),
    },
    {
      name: 'rank_totals',
      table: 'learner_totals',
      list: RANK_LIST,
      columns: ['study_seconds', 'courses_completed'],
      keys: (r) => boardKeys(r, totals, postgres),
    },
    {
      name: 'rank_weeks',
      table: 'learner_weeks',
      list: RANK_LIST,
      columns: WEEK_COLUMNS.map(([, column]) => column),
      keys: (r) => boardKeys(r, weeks, postgres),
    },
  ];
}
