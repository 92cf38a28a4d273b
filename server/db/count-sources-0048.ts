import type { CountSource } from './count-triggers';

/**
 * Counters added by migration 0048 (issue 28 item 2, decision 0066), in decision 0059's form: a
 * source states as SQL which rows count towards which (group, key) of `list_counts`; triggers in
 * both engines' forms keep them in the writing statement's transaction.
 */

/**
 * "I can afford" (mall products priced at most the balance) as a prefix sum over decimal price
 * buckets: a product counts once at each level d in `<d>:<price div 10^d>`. Products priced
 * under X are then the level-0 buckets between the tens below X and X, the level-1 buckets
 * between the hundreds below and X div 10, and so on: at most 9 keys a level, whatever the rows.
 */
export const PRICE_LEVELS = 10;

/** The afford counters' group for a category filter (undefined: every category). */
export const affordGroup = (level: number, categoryId?: number) =>
  `${categoryId === undefined ? 'all' : `c${categoryId}`}|${level}`;

/**
 * The questionnaire list's state filters depend on the clock: "open" (started, not ended) is
 * the published ones started by now less those started and ended by now. Both are prefix sums
 * over time buckets of 10^5 … 10^12 ms: `s|<d>` by starts_at, `m|<d>` by the later of starts_at
 * and ends_at (a row counts as ended-and-started once both passed). The partial finest bucket
 * (under 100 s) is counted from the rows (questionnaire-totals.ts).
 */
export const TIME_LEVELS = { finest: 5, top: 12 } as const;
const laterOf = (r: string) => `CASE WHEN ${r}.ends_at > ${r}.starts_at THEN ${r}.ends_at ELSE ${r}.starts_at END`;

export const COUNT_SOURCES_0048: readonly CountSource[] = [
  {
    // /questionnaire/questionList: published questionnaires (group 'pub'); /questionMyList: a
    // learner's participations in published ones (group `u<user>`), from the questionnaire's side.
    name: 'questionnaires',
    table: 'questionnaires',
    list: 'questionnaires',
    columns: ['published'],
    keys: (r) => [
      { g: `CASE WHEN ${r}.published = 1 THEN 'pub' END`, k: `''` },
      {
        eid: 'p.eid',
        g: `'u' || p.user_id`,
        k: `''`,
        from: 'questionnaire_participants p',
        where: `p.questionnaire_id = ${r}.id AND ${r}.published = 1`,
      },
    ],
  },
  {
    // The same participation counters from the participant's side (taking part the first time).
    name: 'questionnaire_participants',
    table: 'questionnaire_participants',
    list: 'questionnaires',
    columns: [],
    fill: false,
    keys: (r) => [
      {
        g: `'u' || ${r}.user_id`,
        k: `''`,
        from: 'questionnaires q',
        where: `q.id = ${r}.questionnaire_id AND q.published = 1`,
      },
    ],
  },
  {
    // /my/my-booking: a learner's bookings (group `u<user>`), key = status.
    name: 'lecturer_bookings',
    table: 'lecturer_bookings',
    list: 'lecturer_bookings',
    columns: ['user_id', 'status'],
    keys: (r) => [{ g: `'u' || ${r}.user_id`, k: `${r}.status` }],
  },
  {
    // /shopMall "I can afford": products on the shelf by price bucket, per level, for every
    // category ('all|<level>') and for the product's own ('c<category or 0>|<level>').
    name: 'mall_afford',
    table: 'mall_products',
    list: 'mall_afford',
    columns: ['status', 'category_id', 'points_price'],
    keys: (r) =>
      Array.from({ length: PRICE_LEVELS }, (_, level) => {
        const bucket = `${r}.points_price / ${10 ** level}`;
        const on = `${r}.status = 'on_shelf'`;
        return [
          { g: `CASE WHEN ${on} THEN 'all|${level}' END`, k: `'' || (${bucket})` },
          { g: `CASE WHEN ${on} THEN 'c' || COALESCE(${r}.category_id, 0) || '|${level}' END`, k: `'' || (${bucket})` },
        ];
      }).flat(),
  },
  {
    // /questionnaire/questionList's state filters: published questionnaires by time bucket.
    name: 'questionnaire_times',
    table: 'questionnaires',
    list: 'questionnaire_times',
    columns: ['published', 'starts_at', 'ends_at'],
    keys: (r) =>
      Array.from({ length: TIME_LEVELS.top - TIME_LEVELS.finest + 1 }, (_, i) => {
        const level = TIME_LEVELS.finest + i;
        const on = `${r}.published = 1`;
        return [
          { g: `CASE WHEN ${on} THEN 's|${level}' END`, k: `'' || (${r}.starts_at / ${10 ** level})` },
          { g: `CASE WHEN ${on} THEN 'm|${level}' END`, k: `'' || ((${laterOf(r)}) / ${10 ** level})` },
        ];
      }).flat(),
  },
];
