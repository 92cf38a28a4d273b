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

describe('ReplayGuard (a batch is one turn of the event loop)', () => {
  const insertsOf = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.filter(
      ([query]) => typeof query === 'object' && query !== null && 'sql' in query && /^insert/i.test(String(query.sql)),
    ).length;

  it('writes the signatures of one turn by one statement without waiting on a timer, refuses a copy in a later turn, each answered only once committed', async () => {
    const guard = new ReplayGuard(test.db, WINDOW);
    const other = test.connect();
    const spy = vi.spyOn(test.db, 'executeQuery');
    const committed = (signature: string) => async (first: boolean) => {
      // Another connection (another process) sees the row by the time the caller is answered.
      const row = await other
        .selectFrom('seen_requests')
        .select('signature')
        .where('signature', '=', signature)
        .executeTakeFirst();
      return { first, seen: row?.signature === signature };
    };
    // No timer: a batch is written when the turn ends (decision 0068's 1 ms window set one).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = Promise.all([guard.firstUse('t-a', 1_000, 1_000), guard.firstUse('t-b', 1_000, 1_000)]);
    const timers = vi.getTimerCount();
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    expect(timers).toBe(0);
    const firstTwo = await pending;
    expect(firstTwo).toEqual([true, true]);
    expect(insertsOf(spy)).toBe(1);
    expect(
      await Promise.all([
        committed('t-a')(firstTwo[0]!),
        committed('t-b')(firstTwo[1]!),
        guard.firstUse('t-a', 1_000, 1_000).then(committed('t-a')),
      ]),
    ).toEqual([
      { first: true, seen: true },
      { first: true, seen: true },
      { first: false, seen: true },
    ]);
    // The copy came in a later turn: a statement of its own.
    expect(insertsOf(spy)).toBe(2);
    expect(await stored()).toEqual(['t-a', 't-b']);
  });

  it('closes a batch at its size: a turn of four signatures in batches of three is two statements', async () => {
    const guard = new ReplayGuard(test.db, WINDOW, 3);
    const spy = vi.spyOn(test.db, 'executeQuery');
    const answers = await Promise.all(['f-1', 'f-2', 'f-1', 'f-3'].map((s) => guard.firstUse(s, 1_000, 1_000)));
    expect(answers).toEqual([true, true, false, true]);
    expect(insertsOf(spy)).toBe(2);
    expect(await stored()).toEqual(['f-1', 'f-2', 'f-3']);
  });
});
