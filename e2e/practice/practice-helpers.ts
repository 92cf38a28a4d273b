import { expect, type Page } from '@playwright/test';
import { DEMO_COURSES } from '../../server/db/seed/course-demo';
import { openSignedIn } from '../support/sign-in';

/* Courses are the first rows the seed writes, in DEMO_COURSES order, so their ids follow it. */
export function courseId(title: string): number {
  const index = DEMO_COURSES.findIndex((c) => c.title === title);
  if (index < 0) throw new Error(`no demo course ${title}`);
  return index + 1;
}

/** Sign in (through the API), landing on /my/my-practice. */
export async function signIn(page: Page, account: string) {
  await openSignedIn(page, '/my/my-practice?eid=1', account);
  await expect(page.getByRole('heading', { level: 1, name: 'My practice' })).toBeVisible();
}

/** The course page of a demo course, then its practice through the link beside the title. */
export async function openCoursePractice(page: Page, title: string) {
  await page.goto(`/course/${courseId(title)}`);
  await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
  await page.getByTestId('course-practice-link').click();
  await expect(page).toHaveURL(new RegExp(`/coursePractice/${courseId(title)}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}
