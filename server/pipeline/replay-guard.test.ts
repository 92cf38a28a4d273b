import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migratedDatabase, type TestDatabase } from '../test-support/test-database';
import { ReplayGuard } from './replay-guard';

const WINDOW = 60_000;
let test: TestDatabase;
beforeEach(async () => {
  test = await migratedDatabase();
});
afterEach(async () => {
  await test.close();
});

const stored = async () =>
  (await test.db.selectFrom('seen_requests').select('signature').orderBy('signature').execute()).map(
    (row) => row.signature,
  );

describe('ReplayGuard (signatures of one turn written together)', () => {
  it('lets each of many signatures arriving at once through once, and refuses a copy in the same batch', async () => {
    const guard = new ReplayGuard(test.db, WINDOW);
    const now = 1_000_000;
    const names = Array.from({ length: 300 }, (_, i) => `sig-${String(i).padStart(3, '0')}`);
    // 300 distinct signatures and a copy of the first ten, all in one turn (more than one statement's batch).
    const answers = await Promise.all([...names, ...names.slice(0, 10)].map((s) => guard.firstUse(s, now)));
    expect(answers.slice(0, 300).every(Boolean)).toBe(true);
    expect(answers.slice(300)).toEqual(Array(10).fill(false));
    expect(await stored()).toEqual(names);
  });

  it('refuses a signature seen in an earlier turn, and by another process sharing the database', async () => {
    const guard = new ReplayGuard(test.db, WINDOW);
    const other = new ReplayGuard(test.connect(), WINDOW);
    expect(await guard.firstUse('a', 1_000)).toBe(true);
    expect(await guard.firstUse('a', 1_001)).toBe(false);
    const [here, there] = await Promise.all([guard.firstUse('b', 2_000), other.firstUse('b', 2_000)]);
    expect([here, there].sort()).toEqual([false, true]);
    expect(await other.firstUse('a', 3_000)).toBe(false);
  });

  it('lets a signature through again once its row has expired (two windows after first use)', async () => {
    const guard = new ReplayGuard(test.db, WINDOW);
    expect(await guard.firstUse('old', 0)).toBe(true);
    expect(await guard.firstUse('old', 2 * WINDOW - 1)).toBe(false);
    expect(await guard.firstUse('old', 2 * WINDOW)).toBe(true);
  });
});
