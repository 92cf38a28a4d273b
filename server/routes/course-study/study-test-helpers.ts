import type { Params } from '../../../protocol';
import type { TestApp } from '../../test-support/test-app';

/** Ids of the demo courses and chapters by title (server/db/seed/course-demo.ts). */
export async function demoCourse(t: TestApp, title: string, eid = 1): Promise<{ id: number; chapters: number[] }> {
  const course = await t.db
    .selectFrom('courses')
    .select('id')
    .where('eid', '=', eid)
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  const chapters = await t.db
    .selectFrom('course_chapters')
    .select('id')
    .where('course_id', '=', course.id)
    .orderBy('sort')
    .execute();
  return { id: course.id, chapters: chapters.map((c) => c.id) };
}

export interface Learner {
  token: string;
  userId: number;
  // The answers' shapes are the protocol's; tests read them loosely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call(name: string, params?: Params): Promise<{ code: number; data: any; status: string }>;
}

const POSTS = new Set([
  '/v1/course/study/start',
  '/v1/course/study/heartbeat',
  '/v1/course/study/end',
  'apiCourse/setCourseCompleted',
  'apiCourse/setScormCompleted',
]);

export async function signIn(t: TestApp, account: string, eid = 1): Promise<Learner> {
  const { token, userid } = await t.login(account, eid);
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('eid', '=', eid)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return {
    token,
    userId: user.id,
    async call(name, params = {}) {
      const { body } = await t.call(name, params, {
        token,
        userid,
        eid,
        method: POSTS.has(name) ? 'POST' : 'GET',
        timeZone: 'Asia/Shanghai|480',
      });
      return { code: body.code, data: body.data, status: body.status };
    },
  };
}

/** Credited seconds of a course, and of the learner's local day `day` (other areas seed other days). */
export async function creditedTotals(t: TestApp, userId: number, courseId: number, day = '2026-11-20') {
  const progress = await t.db
    .selectFrom('chapter_progress')
    .select((eb) => eb.fn.sum<number>('credited_seconds').as('s'))
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  const enrolment = await t.db
    .selectFrom('course_enrolments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  const days = await t.db
    .selectFrom('study_days')
    .select((eb) => eb.fn.sum<number>('seconds').as('s'))
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return {
    chapters: Number(progress.s ?? 0),
    enrolment: enrolment?.studied_seconds ?? 0,
    days: Number(days.s ?? 0),
    completedAt: enrolment?.completed_at ?? null,
  };
}
