import type { PracticeAnswerResponse, PracticeSet } from '../../../protocol';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { accountUserId } from '../../test-support/lookups';

export const SHANGHAI = 'Asia/Shanghai|480';
type Session = { token: string; userid: string };

/** A seeded app at a fixed instant (2026-11-23 12:00 in Shanghai), so local days are known. */
export async function practiceApp(at = Date.UTC(2026, 10, 23, 4, 0)): Promise<TestApp> {
  const t = await createTestApp();
  t.clock.set(at);
  return t;
}

export async function courseIdOf(t: TestApp, eid: number, title: string): Promise<number> {
  return (
    await t.db
      .selectFrom('courses')
      .select('id')
      .where('eid', '=', eid)
      .where('title', '=', title)
      .executeTakeFirstOrThrow()
  ).id;
}

export async function correctAnswerOf(t: TestApp, questionId: number): Promise<string[]> {
  const row = await t.db
    .selectFrom('questions')
    .select('answer')
    .where('id', '=', questionId)
    .executeTakeFirstOrThrow();
  return (JSON.parse(row.answer) as string[]).map((a) => a.split('|')[0]!);
}

export async function coursePractice(t: TestApp, who: Session, courseId: number, eid = 1) {
  return t.call('apiCourse/practice', { id: String(courseId) }, { ...who, eid, timeZone: SHANGHAI });
}

export async function answer(t: TestApp, who: Session, params: Record<string, string>, eid = 1) {
  const result = await t.call('practice/answer', params, { ...who, eid, method: 'POST', timeZone: SHANGHAI });
  return { ...result, data: result.body.data as PracticeAnswerResponse };
}

export async function getSet(
  t: TestApp,
  who: Session,
  call: 'practice/daily' | 'practice/notebook/questions',
  eid = 1,
) {
  const result = await t.call(call, {}, { ...who, eid, timeZone: SHANGHAI });
  return result.body.data as PracticeSet;
}

export function userIdOf(t: TestApp, eid: number, account: string): Promise<number> {
  return accountUserId(t.db, eid, account);
}
