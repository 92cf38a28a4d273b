import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { fingerprint } from './db-fingerprint';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the attack suite’s write marker', () => {
  it('stays equal across reads and a refused call, and moves on any write, even one that restores a value', async () => {
    const start = await fingerprint(t.db);
    await t.db.selectFrom('users').selectAll().execute();
    // Refused by its input check (no password). A wrong password would write: it counts against the limits.
    const refused = await t.call('apiSystem/login', { account: 'nobody-here' }, { method: 'POST' });
    expect(refused.body).toMatchObject({ status: 'N', code: 42200 });
    expect(await fingerprint(t.db)).toBe(start);
    await t.db
      .updateTable('users')
      .set({ username: 'Lin Xiao' })
      .where('account', '=', 'learner')
      .where('eid', '=', 1)
      .execute();
    expect(await fingerprint(t.db)).not.toBe(start);
  });
});
