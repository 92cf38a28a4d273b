import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

// SQLite only, also under npm run test:pg: the cache wraps a better-sqlite3 handle (PostgreSQL's
// driver prepares nothing client-side).

describe('withStatementCache', () => {
  it('hands back the same compiled statement for the same SQL, and still runs it with new parameters', () => {
    const sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite);
    db.prepare('create table t (n integer)').run([]);
    const insert = db.prepare('insert into t (n) values (?)');
    expect(db.prepare('insert into t (n) values (?)')).toBe(insert);
    insert.run([1]);
    db.prepare('insert into t (n) values (?)').run([2]);
    expect(db.prepare('select n from t order by n').all([])).toEqual([{ n: 1 }, { n: 2 }]);
    db.close();
  });

  it('drops the least recently used statement past its limit', () => {
    const sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite, 2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(one);
    // "select 2" is now the least recently used: a third statement pushes it out, not "select 1".
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
    sqlite.close();
  });

  it('follows a schema change under a cached statement', () => {
    const sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite);
    db.prepare('create table t (n integer)').run([]);
    const select = db.prepare('select * from t');
    db.prepare('alter table t add column m integer').run([]);
    db.prepare('insert into t (n, m) values (1, 2)').run([]);
    expect(select.all([])).toEqual([{ n: 1, m: 2 }]);
    sqlite.close();
  });
});
