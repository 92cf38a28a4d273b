import type { Params, ResponseEnvelope } from '../../../protocol';
import type { TestApp } from '../../test-support/test-app';
import { forTenant } from '../../db/tenant-scope';
import { accountUserId } from '../../test-support/lookups';

export type Who = { token: string; userid: string };

const DAY = 24 * 3_600_000;

/** A call of the assignments area as `who` (English), the envelope's body back. */
export function caller(t: TestApp) {
  return async (name: string, params: Params, who: Who, method: 'GET' | 'POST' = 'POST', eid = 1) =>
    (await t.call(`/v1/admin/assignments/${name}`, params, { ...who, eid, method, language: 'en_us' }))
      .body as ResponseEnvelope<Record<string, unknown>>;
}

export async function userIdOf(t: TestApp, account: string, eid = 1): Promise<number> {
  return Number(await accountUserId(t.db, eid, account));
}

export async function departmentIdOf(t: TestApp, name: string, eid = 1): Promise<number> {
  const row = await forTenant(t.db, eid)
    .selectFrom('departments')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function examIdOf(t: TestApp, name: string, eid = 1): Promise<number> {
  const row = await forTenant(t.db, eid)
    .selectFrom('exams')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function courseIdOf(t: TestApp, title: string, eid = 1): Promise<number> {
  const row = await forTenant(t.db, eid)
    .selectFrom('courses')
    .select('id')
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A fresh exam of enterprise 1, open for a month, listed (nobody assigned). */
export async function freshExam(t: TestApp, name: string): Promise<number> {
  const now = t.clock.now();
  const row = await t.db
    .insertInto('exams')
    .values({
      eid: 1,
      name,
      kind: 'online',
      course_id: null,
      duration_minutes: 30,
      pass_score: 60,
      opens_at: now - DAY,
      closes_at: now + 30 * DAY,
      audience: 'listed',
      published: 1,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A fresh running training of enterprise 1, for listed learners. */
export async function freshTraining(t: TestApp): Promise<number> {
  const now = t.clock.now();
  const row = await t.db
    .insertInto('trainings')
    .values({
      eid: 1,
      names: JSON.stringify({ zh_cn: '测试培训', zh_hant: '測試培訓', en_us: 'Test training' }),
      starts_at: now - DAY,
      ends_at: now + 30 * DAY,
      audience: 'listed',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A fresh activity of enterprise 1 with `capacity` places (0 = no limit), next week. */
export async function freshActivity(t: TestApp, capacity = 0): Promise<number> {
  const now = t.clock.now();
  const row = await t.db
    .insertInto('activities')
    .values({
      eid: 1,
      title: `Assigned activity ${now}-${Math.random()}`,
      capacity,
      register_start: now - DAY,
      register_end: now + 6 * DAY,
      start_at: now + 7 * DAY,
      end_at: now + 8 * DAY,
      sign_in_start: now + 7 * DAY,
      sign_in_end: now + 8 * DAY,
      sign_out_start: now + 7 * DAY,
      sign_out_end: now + 8 * DAY,
      organiser_id: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Rows of a learner for an item: tasks, messages of a kind, red points of a kind. */
export async function learnerTrail(
  t: TestApp,
  userId: number,
  item: { taskKind?: 'course' | 'exam'; refId: number; messageKind: string; redPoint: string },
) {
  const tasks = item.taskKind
    ? await t.db
        .selectFrom('task_assignments')
        .select('id')
        .where('user_id', '=', userId)
        .where('kind', '=', item.taskKind)
        .where('ref_id', '=', item.refId)
        .execute()
    : [];
  const messages = await t.db
    .selectFrom('messages')
    .select(['id', 'params'])
    .where('user_id', '=', userId)
    .where('kind', '=', item.messageKind as never)
    .where('source_id', '=', String(item.refId))
    .execute();
  const redPoints = await t.db
    .selectFrom('task_red_points')
    .select('ref_id')
    .where('user_id', '=', userId)
    .where('kind', '=', item.redPoint as never)
    .where('ref_id', '=', item.refId)
    .execute();
  return { tasks: tasks.length, messages: messages.length, redPoints: redPoints.length };
}
