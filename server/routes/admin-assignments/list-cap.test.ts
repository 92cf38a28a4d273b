import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSIGNMENT_LIMITS } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { caller, type Who } from './admin-assignments-test-helpers';

/** The past assignments' total is counted up to a cap, so the list costs the same however long the history (decision 0055). */
describe('past assignments over a long history', () => {
  let t: TestApp;
  let admin: Who;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
  });
  afterAll(async () => t.close());

  it('counts up to the cap and says there are more; the newest come first', async () => {
    const before = (await caller(t)('list', {}, admin, 'GET')).data as { total: number; capped: boolean };
    expect(before.capped).toBe(false);
    const now = t.clock.now();
    const rows = Array.from({ length: ASSIGNMENT_LIMITS.listTotalCap + 1 }, (_, i) => ({
      eid: 1,
      kind: 'course',
      ref_id: 1,
      title: `Old assignment ${i}`,
      due_at: now + 86_400_000,
      dedupe_key: `cap:${i}`,
      created_by: 1,
      created_at: now - 1_000_000 + i,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.db
        .insertInto('admin_assignments')
        .values(rows.slice(i, i + 200))
        .execute();
    const after = (await caller(t)('list', { kind: 'course' }, admin, 'GET')).data as {
      total: number;
      capped: boolean;
      list: Array<{ title: string }>;
    };
    expect(after).toMatchObject({ total: ASSIGNMENT_LIMITS.listTotalCap, capped: true });
    expect(after.list[0]!.title).toBe(`Old assignment ${ASSIGNMENT_LIMITS.listTotalCap}`);
  });
});
