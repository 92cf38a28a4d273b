import type { Params } from '../../../protocol';
import type { TestApp } from '../../test-support/test-app';

export type Who = { token: string; userid: string };

/** A call as a member (or a visitor without `as`) in English, the envelope's body back. */
export function caller(t: TestApp) {
  return async (name: string, params: Params, as?: Who, method: 'GET' | 'POST' = 'POST', eid = 1) =>
    (await t.call(`/v1/activities/${name}`, params, { ...(as ?? {}), eid, method, language: 'en_us' })).body;
}

export async function activityId(t: TestApp, title: string): Promise<number> {
  const row = await t.db.selectFrom('activities').select('id').where('title', '=', title).executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A fresh activity of enterprise 1 with every window open now, unless overridden. */
export async function openActivity(
  t: TestApp,
  overrides: Partial<{
    capacity: number;
    credits: number;
    register_start: number;
    register_end: number;
    start_at: number;
    end_at: number;
    sign_in_start: number;
    sign_in_end: number;
    sign_out_start: number;
    sign_out_end: number;
    organiser_id: number | null;
  }> = {},
): Promise<number> {
  const now = t.clock.now();
  const HOUR = 3_600_000;
  const row = await t.db
    .insertInto('activities')
    .values({
      eid: 1,
      title: `Test activity ${now}-${Math.random()}`,
      summary: 'A test',
      address: 'Room 1',
      credits: 3,
      capacity: 0,
      register_start: now - HOUR,
      register_end: now + HOUR,
      start_at: now - HOUR,
      end_at: now + 2 * HOUR,
      sign_in_start: now - HOUR,
      sign_in_end: now + HOUR,
      sign_out_start: now - HOUR,
      sign_out_end: now + 3 * HOUR,
      organiser_id: null,
      created_at: now,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
