import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { DEFAULT_APP_KEY, decryptJson } from '../../protocol';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { DEMO_COURSES } from '../../server/db/seed/course-demo';
import { EXTRA_COURSES } from '../../server/db/seed/course-library-demo';
import { sendSigned, signed } from '../support/signed-api';

/*
 * Ids of the demo courses in the e2e server's fresh database. The core courses are seeded first,
 * in DEMO_COURSES order, then the course library's extras, then its deleted course — so courses
 * the library never lists (off the shelf, deleted) still have a known id. The pages' headings
 * check that the id found the intended course.
 */
export function coreCourseId(title: string): number {
  const index = DEMO_COURSES.findIndex((c) => c.title === title);
  if (index < 0) throw new Error(`no demo course ${title}`);
  return index + 1;
}

export const DELETED_COURSE_ID = DEMO_COURSES.length + EXTRA_COURSES.length + 1;

export interface ApiSession {
  token: string;
  userid: string;
}

/** Sign a demo account of Aurora in through the API (the answer travels sealed). */
export async function apiSignIn(request: APIRequestContext, account: string): Promise<ApiSession> {
  const login = await sendSigned(
    request,
    signed('apiSystem/login', { account, password: DEMO_PASSWORD }, { eid: 1, method: 'POST' }),
  );
  const data: unknown =
    typeof login.body.data === 'string' ? decryptJson(login.body.data, DEFAULT_APP_KEY) : login.body.data;
  return z.object({ token: z.string(), userid: z.coerce.string() }).parse(data);
}

/** Start studying the first chapter of a course as `session` (takes a seat of a max-viewers course). */
export async function startStudying(request: APIRequestContext, session: ApiSession, courseId: number): Promise<void> {
  const detail = await sendSigned(request, signed('apiCourse/detail', { id: courseId }, { eid: 1, ...session }));
  const chapterId = z.object({ chapters: z.array(z.object({ id: z.number() })) }).parse(detail.body.data).chapters[0]!
    .id;
  const start = await sendSigned(
    request,
    signed(
      '/v1/course/study/start',
      { courseId, chapterId, windowId: 'e2e-other-learner' },
      { eid: 1, method: 'POST', ...session },
    ),
  );
  if (start.body.status !== 'Y') throw new Error(`study start refused: ${start.body.msg}`);
}
