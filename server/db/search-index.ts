import { sql, type Kysely } from 'kysely';
import { isPostgres } from './engine';

/**
 * Trigram search indexes (decision 0071). On SQLite an FTS5 table with the `trigram` tokenizer
 * over a table's own rows (external content), kept by triggers (migration 0052); on PostgreSQL
 * pg_trgm GIN indexes, which need nothing here. A substring search asks the index for candidates
 * and checks each with its LIKE as before, so the index only narrows and never decides.
 */
export const LECTURER_SEARCH_TABLE = 'lecturers_search';

/** Trigrams need three characters: a shorter keyword is searched by the LIKE scan alone. */
export const TRIGRAM_MIN_CHARS = 3;

/**
 * The FTS5 table and the shadow tables SQLite keeps its index in. They hold no enterprise's rows
 * of their own (only the lecturers' ids and text, every read of which is joined to `lecturers`
 * under the tenant scope), and a copy of the database leaves them out and rebuilds them.
 */
export const SEARCH_INDEX_TABLES: readonly string[] = ['', '_data', '_idx', '_docsize', '_config'].map(
  (suffix) => `${LECTURER_SEARCH_TABLE}${suffix}`,
);

/**
 * The FTS5 query for rows containing `keyword` anywhere in one of the indexed columns: the
 * keyword as one quoted phrase (its trigrams in a row: a substring), or null when it is too short
 * for a trigram. Inside quotes only `"` is special (doubled); `%`, `_` and `\` are plain text here.
 * The trigram tokenizer folds case per character (a superset of LIKE's ASCII folding), so every
 * row the LIKE matches is a candidate.
 */
export function trigramPhrase(keyword: string): string | null {
  if ([...keyword].length < TRIGRAM_MIN_CHARS) return null;
  return `"${keyword.replace(/"/g, '""')}"`;
}

/**
 * After rows were written with the triggers switched off (the copy command), rebuild each FTS5
 * index from its table. Nothing to do on PostgreSQL (its indexes follow every write).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's handle (the copy's are untyped)
export async function rebuildSearchIndexes(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  const t = LECTURER_SEARCH_TABLE;
  await sql.raw(`insert into ${t}(${t}) values ('rebuild')`).execute(db);
}
