import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseOver } from './database';
import { HandOffLock } from './sqlite-dialect';

describe('HandOffLock', () => {
  it('serves waiters in the order they asked, each woken once, and hands over without a gap', async () => {
    const lock = new HandOffLock();
    expect(lock.acquire()).toBeUndefined(); // free: taken at once
    const order: number[] = [];
    const waits = [1, 2, 3].map((n) => lock.acquire()!.then(() => order.push(n)));
    expect(lock.queued).toBe(3);
    lock.release();
    // Handed to waiter 1: a caller arriving now must queue behind it, not take the lock.
    expect(lock.acquire()).toBeInstanceOf(Promise);
    lock.release();
    lock.release();
    await Promise.all(waits);
    expect(order).toEqual([1, 2, 3]);
    lock.release(); // the late caller's turn
    lock.release(); // and the lock is free again
    expect(lock.acquire()).toBeUndefined();
  });
});

describe('the SQLite handle', () => {
  it('runs a query asked for during a transaction after the transaction, never inside it', async () => {
    const db = databaseOver(new SQLite(':memory:'));
    await sql`create table t (n integer)`.execute(db);
    const seen: number[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into t values (1)`.execute(trx);
      await held;
      await sql`insert into t values (2)`.execute(trx);
      throw new Error('roll back');
    });
    // Both reads queue while the transaction holds the connection, and see nothing of it.
    const reads = [0, 1].map(() =>
      sql<{ c: number }>`select count(*) as c from t`.execute(db).then((r) => seen.push(r.rows[0]!.c)),
    );
    release();
    await expect(transaction).rejects.toThrow('roll back');
    await Promise.all(reads);
    expect(seen).toEqual([0, 0]);
    await db.destroy();
  });
});
