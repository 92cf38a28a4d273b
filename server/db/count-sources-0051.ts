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

/** Keys are the bucket number zero-padded to this width, so text order is numeric order. */
export const RANK_KEY_WIDTH = 12;

/** A bucket's key as the triggers write it (read side: ranking-counts.ts). */
export const rankKey = (bucket: number) => String(bucket).padStart(RANK_KEY_WIDTH, '0');

/**
 * The integer part of a value ≥ 0 divided by 10^level, zero-padded text (a level's buckets are then
 * one index range on both engines). Integer columns divide as integers on both engines; the `real`
 * credit columns are floored first (SQLite's CAST truncates, which is the floor for v ≥ 0;
 * PostgreSQL's rounds, hence FLOOR), so a bucket never depends on how a float division rounds.
 */
function bucketKey(value: string, level: number, decimal: boolean, postgres: boolean): string {
  const whole = !decimal ? value : postgres ? `CAST(FLOOR(${value}) AS bigint)` : `CAST(${value} AS INTEGER)`;
  const bucket = `(${whole} / ${10 ** level})`;
  const zeros = `'${'0'.repeat(RANK_KEY_WIDTH)}'`;
  return postgres
    ? `lpad(${bucket}::text, ${RANK_KEY_WIDTH}, '0')`
    : `substr(${zeros} || ${bucket}, -${RANK_KEY_WIDTH})`;
}

function columnKeys(r: string, c: Column, postgres: boolean) {
  const keys = [];
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

interface RankColumn extends Column {
  table: string;
}

const RANK_COLUMNS: readonly RankColumn[] = [
  { table: 'users', column: 'score', board: () => `'points'` },
  { table: 'users', column: 'credit', board: () => `'credits'`, decimal: true },
  { table: 'learner_totals', column: 'study_seconds', board: () => `'hours'` },
  { table: 'learner_totals', column: 'courses_completed', board: () => `'courses'` },
  ...WEEK_COLUMNS.map(([kind, column, decimal]) => ({
    table: 'learner_weeks',
    column,
    board: (r: string) => `'w${kind}:' || ${r}.week`,
    decimal,
  })),
];

/**
 * One source (so one trigger) per column: an update of one column (a points credit, a study
 * heartbeat) computes that board's keys only, not every board of the row.
 */
export function rankCountSources(postgres: boolean): readonly CountSource[] {
  return RANK_COLUMNS.map((c) => ({
    name: `rank_${c.table}_${c.column}`,
    table: c.table,
    list: RANK_LIST,
    columns: [c.column],
    keys: (r: string) => columnKeys(r, c, postgres),
  }));
}

/**
 * PostgreSQL's form of a source's trigger (same name as count-triggers.ts gives it, so its drop
 * applies). The generic form — one INSERT … SELECT over a UNION of every level's old and new keys —
 * cost PostgreSQL ~10 ms a points credit (planned per call); this one compares the old and new
 * key level by level and moves only those that differ (usually the finest one or two), each a
 * cached single-row upsert, in (group, key) order so two writers lock shared counters alike.
 */
export function postgresRankTriggers(): Array<{ table: string; name: string; sql: string[] }> {
  return RANK_COLUMNS.map((c) => {
    const name = `list_counts_rank_${c.table}_${c.column}`;
    const key = (r: string) =>
      `lpad((${c.decimal ? `CAST(FLOOR(${r}.${c.column}) AS bigint)` : `${r}.${c.column}::bigint`} / p)::text, ${RANK_KEY_WIDTH}, '0')`;
    const upsert = (eid: string, g: string, k: string, s: number) =>
      `INSERT INTO list_counts (eid, list, grp, key, n) VALUES (${eid}, '${RANK_LIST}', ${g}, ${k}, ${s})
         ON CONFLICT (eid, list, grp, key) DO UPDATE SET n = list_counts.n + excluded.n;`;
    const fn = `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        p bigint := 1; og text; ok text; ng text; nk text;
      BEGIN
        FOR d IN ${RANK_LEVELS.finest}..${RANK_LEVELS.top} LOOP
          og := NULL; ok := NULL; ng := NULL; nk := NULL;
          IF TG_OP <> 'INSERT' THEN
            IF OLD.${c.column} > 0 THEN og := ${c.board('OLD')} || '|' || d; ok := ${key('OLD')}; END IF;
          END IF;
          IF TG_OP <> 'DELETE' THEN
            IF NEW.${c.column} > 0 THEN ng := ${c.board('NEW')} || '|' || d; nk := ${key('NEW')}; END IF;
          END IF;
          IF og IS DISTINCT FROM ng OR ok IS DISTINCT FROM nk THEN
            IF og IS NOT NULL AND (ng IS NULL OR (og, ok) < (ng, nk)) THEN
              ${upsert('OLD.eid', 'og', 'ok', -1)}
              IF ng IS NOT NULL THEN ${upsert('NEW.eid', 'ng', 'nk', 1)} END IF;
            ELSE
              IF ng IS NOT NULL THEN ${upsert('NEW.eid', 'ng', 'nk', 1)} END IF;
              IF og IS NOT NULL THEN ${upsert('OLD.eid', 'og', 'ok', -1)} END IF;
            END IF;
          END IF;
          p := p * 10;
        END LOOP;
        RETURN NULL;
      END $$`;
    const trigger = `CREATE TRIGGER ${name} AFTER INSERT OR UPDATE OF ${c.column} OR DELETE ON ${c.table}
      FOR EACH ROW EXECUTE FUNCTION ${name}()`;
    return { table: c.table, name, sql: [fn, trigger] };
  });
}
