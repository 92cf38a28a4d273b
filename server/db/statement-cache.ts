import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept compiled; queries with IN lists of many sizes make the set open-ended. */
const DEFAULT_LIMIT = 500;

/**
 * A better-sqlite3 handle for Kysely whose `prepare` reuses the compiled statement of an SQL text
 * it has seen (least recently used dropped past `limit`). Kysely's SQLite driver prepares every
 * query anew, and compiling was about an eighth of a request's CPU time in a profile of the course
 * list (docs/performance.md). Safe because better-sqlite3 runs each statement to completion
 * synchronously, the portal never streams a query, and SQLite recompiles a statement itself when
 * the schema changes under it.
 */
export function withStatementCache(sqlite: SQLite.Database, limit = DEFAULT_LIMIT): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const hit = cache.get(sql);
      if (hit) {
        // Move to the end: the Map's order is the recency order.
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > limit) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}
