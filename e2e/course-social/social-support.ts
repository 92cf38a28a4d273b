import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { z } from 'zod';
import { DEFAULT_APP_KEY, decryptJson, type ResponseEnvelope } from '../../protocol';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { openSignedIn } from '../support/sign-in';
import { sendSigned, signed } from '../support/signed-api';

export type ApiSession = { token: string; userid: string };

/** A session of an Aurora (eid 1) account through the sign-in call, for checks straight against the server. */
export async function apiSession(request: APIRequestContext, account: string): Promise<ApiSession> {
  const login = await sendSigned(
    request,
    signed('apiSystem/login', { account, password: DEMO_PASSWORD }, { eid: 1, method: 'POST' }),
  );
  // The sign-in answer travels sealed (docs/protocol.md).
  const data: unknown =
    typeof login.body.data === 'string' ? decryptJson(login.body.data, DEFAULT_APP_KEY) : login.body.data;
  return z.object({ token: z.string(), userid: z.coerce.string() }).parse(data);
}

/** One call as that session. */
export async function callAs(
  request: APIRequestContext,
  session: ApiSession,
  call: string,
  params: Record<string, string | number>,
  method: 'GET' | 'POST' = 'GET',
): Promise<ResponseEnvelope> {
  return (
    await sendSigned(request, signed(call, params, { eid: 1, token: session.token, userid: session.userid, method }))
  ).body;
}

/** A course's id by its title, through the course list as that learner sees it. */
export async function courseIdByTitle(request: APIRequestContext, session: ApiSession, title: string): Promise<number> {
  const found = await callAs(request, session, 'apiCourse/byCategoryCache', { 'search[keyword]': title });
  const list = z.object({ list: z.array(z.object({ id: z.number(), title: z.string() })) }).parse(found.data);
  const course = list.list.find((c) => c.title === title);
  if (!course) throw new Error(`demo course not found: ${title}`);
  return course.id;
}

/** Sign in (through the API), landing on the course. */
export async function openCourseSignedIn(page: Page, courseId: number, account = 'learner'): Promise<void> {
  await openSignedIn(page, '/my/my-note?eid=1', account);
  await expect(page.getByRole('heading', { level: 1, name: 'My notes' })).toBeVisible({ timeout: 20_000 });
  await page.goto(`/course/${courseId}?eid=1`);
  // The course and the social tabs load in their own chunks: on a busy machine that takes a while.
  await expect(page.getByRole('tab', { name: 'Notes' })).toBeVisible({ timeout: 20_000 });
}
