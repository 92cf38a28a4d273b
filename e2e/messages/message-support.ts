import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { z } from 'zod';
import { openSignedIn } from '../support/sign-in';
import { apiSession, callAs, type ApiSession } from '../support/api-session';

export { apiSession, callAs, type ApiSession };

export async function courseIdByTitle(request: APIRequestContext, who: ApiSession, title: string): Promise<number> {
  const found = await callAs(request, who, 'apiCourse/byCategoryCache', { 'search[keyword]': title });
  const list = z.object({ list: z.array(z.object({ id: z.number(), title: z.string() })) }).parse(found.data);
  const course = list.list.find((c) => c.title === title);
  if (!course) throw new Error(`demo course not found: ${title}`);
  return course.id;
}

/** Sign in (through the API) and land on a message centre page (English). */
export async function openMessagesSignedIn(page: Page, path: string, account = 'learner'): Promise<void> {
  await openSignedIn(page, `${path}?eid=1`, account);
  await expect(page.getByRole('navigation', { name: 'Message categories' })).toBeVisible();
}

/** The header bell: its accessible name carries the unread count. */
export function bell(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Messages/ });
}

/** The number in the bell's name ("Messages, 12 unread"), 0 when nothing is unread. */
export async function bellCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  const match = /(\d+) unread/.exec(name);
  return match ? Number(match[1]) : 0;
}
