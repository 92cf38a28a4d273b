import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forTenant } from '../../db/tenant-scope';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { countCertificates, homeworkDone } from '.';

/** The roster contracts other areas call (decision 0046): done = passed or excellent. */
describe('homework contracts', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  async function userId(account: string) {
    const row = await t.db
      .selectFrom('users')
      .select('id')
      .where('account', '=', account)
      .where('eid', '=', 1)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('counts passed and excellent assignments only, and valid certificates apart from all', async () => {
    const db = forTenant(t.db, 1);
    const uid = await userId('learner');
    const now = Date.now();
    const ids: number[] = [];
    for (const status of ['passed', 'excellent', 'failed', 'pending', 'withdrawn'] as const) {
      const hw = await db
        .insertInto('homework')
        .values({
          eid: 1,
          title: `hw ${status}`,
          pass_score: 60,
          excellent_score: 90,
          training_id: null,
          opens_at: now,
          deadline_at: now + 1e6,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(hw.id);
      await db
        .insertInto('homework_submissions')
        .values({
          eid: 1,
          homework_id: hw.id,
          user_id: uid,
          status,
          submitted_at: now,
          score: null,
          graded_how: null,
          graded_by: null,
          graded_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const done = await homeworkDone(db, uid, ids);
    expect([...done].sort()).toEqual([ids[0], ids[1]].sort());
    expect(await homeworkDone(db, uid, [])).toEqual(new Set());

    const before = await countCertificates(db, uid, now);
    const cert = (serial: string, extra: { expires_at?: number; revoked_at?: number }) =>
      db
        .insertInto('certificates')
        .values({
          eid: 1,
          user_id: uid,
          name: serial,
          source_kind: 'manual',
          source_id: null,
          serial,
          acquired_at: now,
          expires_at: extra.expires_at ?? null,
          revoked_at: extra.revoked_at ?? null,
          expiry_notified_at: null,
          created_at: now,
        })
        .execute();
    await cert('T-1', {});
    await cert('T-2', { expires_at: now - 1 });
    await cert('T-3', { revoked_at: now - 1 });
    await cert('T-4', { expires_at: now + 1000 });
    const after = await countCertificates(db, uid, now);
    expect(after.total - before.total).toBe(4);
    expect(after.valid - before.valid).toBe(2);
  });
});
