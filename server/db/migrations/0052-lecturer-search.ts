import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../engine';
import { LECTURER_SEARCH_TABLE } from '../search-index';

/**
 * A trigram index of the lecturers' searched text — name, headline and labels — for the keyword
 * search (issue 28 item 2, decision 0071). `LIKE '%kw%'` can use no B-tree index: the search read
 * every enabled lecturer up to its 121st match (all of them for a rare word).
 *
 * - SQLite: an FTS5 table with the `trigram` tokenizer over the lecturers' own rows (external
 *   content, nothing copied), kept in step by triggers on insert, delete and an update of one of
 *   the three columns (a rating or sort change does not touch it), and filled from the rows
 *   already written. The search asks it for the keyword as a phrase of trigrams and checks each
 *   candidate with the same LIKE as before, so results equal the old query's.
 * - PostgreSQL: pg_trgm GIN indexes on `lower(column)`, the expression the search's LIKE already
 *   compares (server/db/engine.ts likeInsensitive), so the planner uses them for that same query.
 *   pg_trgm ships with PostgreSQL and is a trusted extension (PostgreSQL 13+): a database owner
 *   may create it without being superuser.
 */
const COLUMNS = ['name', 'headline', 'labels'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const column of COLUMNS)
      await sql
        .raw(`create index lecturers_search_${column} on lecturers using gin (lower(${column}) gin_trgm_ops)`)
        .execute(db);
    return;
  }
  const t = LECTURER_SEARCH_TABLE;
  const list = COLUMNS.join(', ');
  const values = (row: string) => COLUMNS.map((c) => `${row}.${c}`).join(', ');
  for (const text of [
    `create virtual table ${t} using fts5(${list}, content='lecturers', content_rowid='id', tokenize='trigram')`,
    `insert into ${t}(${t}) values ('rebuild')`,
    `create trigger ${t}_insert after insert on lecturers begin
       insert into ${t}(rowid, ${list}) values (new.id, ${values('new')}); end`,
    `create trigger ${t}_delete after delete on lecturers begin
       insert into ${t}(${t}, rowid, ${list}) values ('delete', old.id, ${values('old')}); end`,
    `create trigger ${t}_update after update of ${list} on lecturers begin
       insert into ${t}(${t}, rowid, ${list}) values ('delete', old.id, ${values('old')});
       insert into ${t}(rowid, ${list}) values (new.id, ${values('new')}); end`,
  ])
    await sql.raw(text).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const column of COLUMNS) await sql.raw(`drop index if exists lecturers_search_${column}`).execute(db);
    return;
  }
  const t = LECTURER_SEARCH_TABLE;
  for (const suffix of ['insert', 'delete', 'update'])
    await sql.raw(`drop trigger if exists ${t}_${suffix}`).execute(db);
  await sql.raw(`drop table if exists ${t}`).execute(db);
}
