import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { z } from 'zod';
import { openSignedIn } from '../support/sign-in';
import { apiSession, callAs, type ApiSession } from '../support/api-session';

export { apiSession, callAs, type ApiSession };

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
