import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    const answers = await Promise.all([...names, ...names.slice(0, 10)].map((s) => guard.firstUse(s, now, now)));
    expect(answers.slice(0, 300).every(Boolean)).toBe(true);
    expect(answers.slice(300)).toEqual(Array(10).fill(false));
    expect(await stored()).toEqual(names);
  });

  it('refuses a signature seen in an earlier turn, and by another process sharing the database', async () => {
    const guard = new ReplayGuard(test.db, WINDOW);
    const other = new ReplayGuard(test.connect(), WINDOW);
    expect(await guard.firstUse('a', 1_000, 1_000)).toBe(true);
    expect(await guard.firstUse('a', 1_000, 1_001)).toBe(false);
    const [here, there] = await Promise.all([guard.firstUse('b', 2_000, 2_000), other.firstUse('b', 2_000, 2_000)]);
    expect([here, there].sort()).toEqual([false, true]);
    expect(await other.firstUse('a', 1_000, 3_000)).toBe(false);
  });

  it('keeps a signature until its request time is two windows old, then sweeps it by the key', async () => {
    const guard = new ReplayGuard(test.db, WINDOW);
    expect(await guard.firstUse('old', 0, 0)).toBe(true);
    expect(await guard.firstUse('new', 2 * WINDOW, 2 * WINDOW)).toBe(true);
    expect(await guard.firstUse('old', 0, 2 * WINDOW)).toBe(false);
    expect(await stored()).toEqual(['new', 'old']);
    // The next sweep (at most one per 10 s) drops the rows whose timestamp is over two windows old.
    expect(await guard.firstUse('newer', 2 * WINDOW + 20_000, 2 * WINDOW + 20_000)).toBe(true);
    expect(await stored()).toEqual(['new', 'newer']);
  });
});

describe('ReplayGuard (a batch stays open for a short window)', () => {
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

  it('writes the signatures of several turns within the window by one statement, a copy in a later turn refused once, each answered only once committed', async () => {
    const guard = new ReplayGuard(test.db, WINDOW, { ms: 50, size: 64 });
    const other = test.connect();
    const inserts = vi.spyOn(test.db, 'executeQuery');
    const committed = (signature: string) => async (first: boolean) => {
      // Another connection (another process) sees the row by the time the caller is answered.
      const row = await other
        .selectFrom('seen_requests')
        .select('signature')
        .where('signature', '=', signature)
        .executeTakeFirst();
      return { first, seen: row?.signature === signature };
    };
    const a = guard.firstUse('w-a', 1_000, 1_000).then(committed('w-a'));
    await nextTurn();
    const b = guard.firstUse('w-b', 1_000, 1_000).then(committed('w-b'));
    await nextTurn();
    const copy = guard.firstUse('w-a', 1_000, 1_000).then(committed('w-a'));
    expect(await Promise.all([a, b, copy])).toEqual([
      { first: true, seen: true },
      { first: true, seen: true },
      { first: false, seen: true },
    ]);
    const written = inserts.mock.calls.filter(([query]) => 'sql' in query && /^insert/i.test(query.sql));
    expect(written).toHaveLength(1);
    expect(await stored()).toEqual(['w-a', 'w-b']);
  });

  it('writes a full batch at once, without waiting for the window to end', async () => {
    // A window far longer than the test's own time limit: only the size can close this batch.
    const guard = new ReplayGuard(test.db, WINDOW, { ms: 600_000, size: 3 });
    const answers = await Promise.all(['f-1', 'f-2', 'f-1'].map((s) => guard.firstUse(s, 1_000, 1_000)));
    expect(answers).toEqual([true, true, false]);
    expect(await stored()).toEqual(['f-1', 'f-2']);
  });
});
