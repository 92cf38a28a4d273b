import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../protocol';
import type { Database } from '../../db/schema';
import { seededDatabase } from '../../test-support/test-app';
import { AppError } from '../../pipeline/app-error';
import { balanceOf, changePoints } from './points.service';
import { forTenant } from '../../db/tenant-scope';

describe('changePoints', () => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  let userId: number;

  // The seeded database of the engine under test (SQLite, or PostgreSQL with DATABASE_URL=postgres://…,
  // where the parallel changes below really run side by side on separate connections).
  beforeEach(async () => {
    ({ db, drop } = await seededDatabase());
    userId = (
      await db
        .selectFrom('users')
        .select('id')
        .where('eid', '=', 1)
        .where('account', '=', 'learner')
        .executeTakeFirstOrThrow()
    ).id;
    await db.updateTable('users').set({ score: 100 }).where('id', '=', userId).execute();
  });
  afterEach(async () => {
    await db.destroy();
    await drop();
  });

  const change = (delta: number, refKey: string) =>
    forTenant(db, 1)
      .transaction()
      .execute((trx) => changePoints(trx, { eid: 1, userId, delta, reason: 'test', refKey, now: 1 }));

  it('applies a change once per key, however often it is retried', async () => {
    const results = await Promise.all([change(10, 'k1'), change(10, 'k1'), change(10, 'k1')]);
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await balanceOf(db, userId)).toBe(110);
    const rows = await db
      .selectFrom('point_ledger')
      .selectAll()
      .where('user_id', '=', userId)
      .where('reason', '=', 'test')
      .execute();
    expect(rows).toEqual([expect.objectContaining({ delta: 10, balance_after: 110, ref_key: 'k1' })]);
  });

  it('refuses a debit beyond the balance and changes nothing', async () => {
    await expect(change(-101, 'buy')).rejects.toSatisfy(
      (e) => e instanceof AppError && e.code === ErrorCode.POINTS_INSUFFICIENT,
    );
    expect(await balanceOf(db, userId)).toBe(100);
    expect(await db.selectFrom('point_ledger').select('id').where('reason', '=', 'test').execute()).toHaveLength(0);
    await expect(change(-100, 'buy')).resolves.toEqual({ applied: true, balance: 0 });
  });

  it('does not touch a user of another enterprise', async () => {
    await expect(
      forTenant(db, 2)
        .transaction()
        .execute((trx) => changePoints(trx, { eid: 2, userId, delta: 5, reason: 'test', refKey: 'x', now: 1 })),
    ).rejects.toBeInstanceOf(AppError);
    expect(await balanceOf(db, userId)).toBe(100);
  });
});
