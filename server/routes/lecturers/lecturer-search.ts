import { sql, type Kysely } from 'kysely';
import { containsPattern, isPostgres, likeInsensitive } from '../../db/engine';
import type { Database } from '../../db/schema';
import { LECTURER_SEARCH_TABLE, trigramPhrase } from '../../db/search-index';

const plain = (db: Kysely<Database>) => db.selectFrom('lecturers as l');

/** The lecturer list's rows (alias `l`) before a page or a count is selected from them. */
export type LecturerRows = ReturnType<typeof plain>;

export interface LecturerFilter {
  keyword: string;
  type: '' | 'internal' | 'external' | 'public';
  catid: number;
}

/**
 * The trigram index's query for a keyword search (decision 0071), or null where the LIKE scan
 * alone searches: a keyword under three characters (no trigram: most Chinese names are two), and
 * PostgreSQL, whose pg_trgm indexes serve the LIKE itself.
 */
export function searchCandidates(db: Kysely<Database>, keyword: string): string | null {
  return keyword === '' || isPostgres(db) ? null : trigramPhrase(keyword);
}

/**
 * Enabled lecturers of the filter's type and category whose name, headline or labels contain the
 * keyword (ASCII case folded, `%` and `_` literal). With `phrase`, the rows are read from the FTS5
 * index's candidates, in id order, each checked by the same LIKE: the index narrows, the LIKE
 * decides, so both ways answer the same rows. The tenant scope adds `l.eid` to the join.
 */
export function lecturerRows(db: Kysely<Database>, filter: LecturerFilter, phrase: string | null): LecturerRows {
  const from: LecturerRows =
    phrase === null
      ? plain(db)
      : (db
          .selectFrom(sql.table(LECTURER_SEARCH_TABLE).as('s'))
          .innerJoin('lecturers as l', (join) => join.on(sql<boolean>`l.id = s.rowid`))
          .where(sql<boolean>`s.${sql.ref(LECTURER_SEARCH_TABLE)} match ${phrase}`) as unknown as LecturerRows);
  return from
    .where('l.enabled', '=', 1)
    .$if(filter.type !== '', (q) => q.where('l.type', '=', filter.type))
    .$if(filter.catid > 0, (q) => q.where('l.category_id', '=', filter.catid))
    .$if(filter.keyword !== '', (q) =>
      q.where((eb) => {
        const pattern = containsPattern(filter.keyword);
        return eb.or([
          likeInsensitive(sql.ref('l.name'), pattern),
          likeInsensitive(sql.ref('l.headline'), pattern),
          likeInsensitive(sql.ref('l.labels'), pattern),
        ]);
      }),
    );
}

/** How many rows `rows` has, counting no further than `cap` (the walk stops there). */
export async function countUpTo(db: Kysely<Database>, rows: LecturerRows, cap: number): Promise<number> {
  const { n } = await db
    .selectFrom(rows.select('l.id').limit(cap).as('hits'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
