import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { forTenant } from '../tenant-scope';
import { changePoints } from '../../routes/points';
import { seededDatabase } from '../../test-support/test-app';

/** 2026-11-25 (a Wednesday) 23:30 in +08:00 = 15:30 UTC; Monday 2026-11-30 00:30 +08:00 is still Sunday in UTC. */
const WEDNESDAY = Date.UTC(2026, 10, 25, 15, 30);
const NEXT_MONDAY_EARLY = Date.UTC(2026, 10, 29, 16, 30);

describe('migration 0027: points earned by week are written by changePoints, once', () => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  let userId: number;

  beforeEach(async () => {
    ({ db, drop } = await seededDatabase());
    const learner = await forTenant(db, 1)
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'learner')
      .executeTakeFirstOrThrow();
    userId = learner.id;
  });
  afterEach(async () => {
    await db.destroy();
    await drop();
  });

  const change = (delta: number, refKey: string, now: number) =>
    forTenant(db, 1)
      .transaction()
      .execute((trx) => changePoints(trx, { eid: 1, userId, delta, reason: 'test', refKey, now }));

  const earned = async (week: string) =>
    (
      await forTenant(db, 1)
        .selectFrom('learner_weeks')
        .select('points_earned')
        .where('user_id', '=', userId)
        .where('week', '=', week)
        .executeTakeFirst()
    )?.points_earned ?? 0;

  it('counts each credit once in its +08:00 week, and no debit or replay', async () => {
    const before = { week: await earned('2026-11-23'), next: await earned('2026-11-30') };
    await change(30, 'a', WEDNESDAY);
    await change(30, 'a', WEDNESDAY); // the same key again: nothing
    await change(12, 'b', WEDNESDAY + 1);
    await change(-5, 'c', WEDNESDAY + 2);
    await change(7, 'd', NEXT_MONDAY_EARLY);
    expect(await earned('2026-11-23')).toBe(before.week + 42);
    expect(await earned('2026-11-30')).toBe(before.next + 7);
  });
});
