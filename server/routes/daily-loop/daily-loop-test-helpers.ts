import { createTestApp, type TestApp } from '../../test-support/test-app';
import { accountUserId } from '../../test-support/lookups';

export const SHANGHAI = 'Asia/Shanghai|480';

/** A seeded app at a fixed instant, so local days in tests are known. */
export async function dailyLoopApp(at = Date.UTC(2026, 10, 23, 4, 0)): Promise<TestApp> {
  const t = await createTestApp();
  t.clock.set(at);
  return t;
}

export async function pointsOf(t: TestApp, eid: number, account: string): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select('score')
    .where('eid', '=', eid)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return row.score;
}

export function userIdOf(t: TestApp, eid: number, account: string): Promise<number> {
  return accountUserId(t.db, eid, account);
}
