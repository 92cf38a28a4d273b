import type { TestApp } from '../../test-support/test-app';
import { accountUserId } from '../../test-support/lookups';

/** Small lookups shared by the course-library tests. */
export async function courseId(t: TestApp, title: string, eid = 1): Promise<number> {
  return (
    await t.db
      .selectFrom('courses')
      .select('id')
      .where('eid', '=', eid)
      .where('title', '=', title)
      .executeTakeFirstOrThrow()
  ).id;
}

export function userId(t: TestApp, account: string, eid = 1): Promise<number> {
  return accountUserId(t.db, eid, account);
}

/** Replace the learner's enrolment in a course (or remove it with `null`). */
export async function setEnrolment(
  t: TestApp,
  user: number,
  course: number,
  enrolment: { source: string; access_expires_at: number | null } | null,
): Promise<void> {
  await t.db.deleteFrom('course_enrolments').where('user_id', '=', user).where('course_id', '=', course).execute();
  if (!enrolment) return;
  const now = t.clock.now();
  await t.db
    .insertInto('course_enrolments')
    .values({
      eid: 1,
      user_id: user,
      course_id: course,
      started_at: now,
      last_studied_at: now,
      last_chapter_id: null,
      completed_at: null,
      ...enrolment,
    })
    .execute();
}

export interface ListPage {
  list: {
    id: number;
    title: string;
    feeType: string;
    mediaType: string;
    labels: string[];
    learnerCount: number;
    ratingAverage: number;
    publishedAt: number;
    progressPercent: number | null;
  }[];
  total: number;
  page: number;
  pageSize: number;
}
