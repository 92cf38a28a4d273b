import type { Kysely, KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import { migratedDatabase, type TestDatabase } from '../test-support/test-database';
import { clearAllowance, giveBack, takeAllowance, type LimitKey } from './limits';

/** Every query answers a tick later, as over a network: two callers' statements interleave. */
const latency: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    await new Promise((resolve) => setImmediate(resolve));
    return args.result;
  },
};

let test: TestDatabase;
let handles: Kysely<Database>[];

beforeEach(async () => {
  test = await migratedDatabase();
  // Two connections to one database: two processes sharing it.
  handles = [test.db, test.connect()];
});

afterEach(async () => test.close());

const NOW = 1_800_000_000_000;
const key = (subject: string, limit = 5): LimitKey => ({ rule: { scope: 'test', limit, windowMs: 60_000 }, subject });

describe('database limits', () => {
  it('gives exactly the limit to fifty takes at once from two processes', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => takeAllowance(handles[i % 2]!.withPlugin(latency), [key('a')], NOW)),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(5);
    const refused = answers.find((answer) => !answer.ok);
    expect(refused).toMatchObject({ ok: false, retryAt: NOW + 60_000 });
  });

  it('takes from every key or from none', async () => {
    const [db] = handles as [Kysely<Database>];
    for (let i = 0; i < 2; i++) expect((await takeAllowance(db, [key('full', 2)], NOW)).ok).toBe(true);
    const both = await takeAllowance(db, [key('free'), key('full', 2)], NOW);
    expect(both).toMatchObject({ ok: false, refusedBy: { subject: 'full' } });
    const free = await db.selectFrom('limit_counters').select('hits').where('subject', '=', 'free').executeTakeFirst();
    expect(free?.hits).toBe(0);
  });

  it('starts a new window when the old one ends, or when every unit was given back', async () => {
    const [db] = handles as [Kysely<Database>];
    const first = await takeAllowance(db, [key('b', 1)], NOW);
    expect((await takeAllowance(db, [key('b', 1)], NOW + 59_999)).ok).toBe(false);
    expect((await takeAllowance(db, [key('b', 1)], NOW + 60_000)).ok).toBe(true);
    if (!first.ok) throw new Error('first take refused');
    // A unit of the ended window given back late changes nothing in the new one.
    await giveBack(db, first.taken);
    expect((await takeAllowance(db, [key('b', 1)], NOW + 60_001)).ok).toBe(false);
    await clearAllowance(db, key('b', 1));
    expect((await takeAllowance(db, [key('b', 1)], NOW + 60_002)).ok).toBe(true);
  });
});
