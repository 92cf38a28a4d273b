import type { Params, ResponseEnvelope } from '../../../protocol';
import type { TestApp } from '../../test-support/test-app';
import { accountUserId } from '../../test-support/lookups';

export type Session = { token: string; userid: string };
export type Caller = (call: string, params?: Params, method?: 'GET' | 'POST') => Promise<ResponseEnvelope>;

const POST_CALLS =
  /add-note|delete-note|revoke-note|\/review$|addComment|commentPraise|download\/single|download\/compress/;

/** Calls as one signed-in person; POST where the call is a POST. */
export function callerOf(t: TestApp, session: Session, eid = 1): Caller {
  return async (call, params = {}, method) =>
    (await t.call(call, params, { ...session, eid, method: method ?? (POST_CALLS.test(call) ? 'POST' : 'GET') })).body;
}

export async function courseIdOf(t: TestApp, title: string, eid = 1): Promise<number> {
  return (
    await t.db
      .selectFrom('courses')
      .select('id')
      .where('eid', '=', eid)
      .where('title', '=', title)
      .executeTakeFirstOrThrow()
  ).id;
}

export async function chapterIdsOf(t: TestApp, courseId: number): Promise<number[]> {
  return (
    await t.db.selectFrom('course_chapters').select('id').where('course_id', '=', courseId).orderBy('sort').execute()
  ).map((c) => c.id);
}

export function userIdOf(t: TestApp, account: string, eid = 1): Promise<number> {
  return accountUserId(t.db, eid, account);
}

export async function courseRow(t: TestApp, id: number) {
  return t.db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
