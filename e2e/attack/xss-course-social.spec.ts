import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';
import { apiCall, apiSignIn, expectTrapWorks, settle, type ApiSession } from './xss-harness';
import { xssCorpus } from './xss-payloads';
import { packPayloads } from './xss-texts';
import { trapXss } from './xss-trap';

// The probes test the first wall alone — escaping and SafeHtml — so the page's Content-Security-Policy,
// the second wall (decision 0035), must not hide a hole in it: the trap's control payload is inline script.
test.use({ bypassCSP: true });

/**
 * The course's free-text fields a learner writes and others read: comments (300 characters, shown
 * newest first, ten to a page) and notes (1000 characters, one per chapter, shown in My notes).
 * Every payload of the corpus goes through each; nothing runs.
 */
const COURSE = 'Fire drill refresher';
const COMMENT_LIMIT = 300;
const NOTE_LIMIT = 1000;
const COMMENTS_PER_PAGE = 10;

async function courseOf(request: APIRequestContext, session: ApiSession): Promise<{ id: number; chapters: number[] }> {
  const found = (await apiCall(
    request,
    session,
    'apiCourse/byCategoryCache',
    { 'search[keyword]': COURSE },
    'GET',
  )) as { list: Array<{ id: number; title: string }> };
  const id = found.list.find((c) => c.title === COURSE)!.id;
  const detail = (await apiCall(request, session, 'apiCourse/detail', { id: String(id) }, 'GET')) as {
    chapters?: Array<{ id: number }>;
    detail?: { chapters: Array<{ id: number }> };
  };
  return { id, chapters: (detail.chapters ?? detail.detail?.chapters ?? []).map((c) => c.id) };
}

async function signIn(page: Page) {
  await openSignedIn(page, '/index?eid=1', 'engineer');
  await expect(page).toHaveURL(/\/index/);
}

test('XSS payloads in course comments and notes render as text and never run', async ({ page, request }) => {
  test.setTimeout(240_000);
  const corpus = xssCorpus();
  const trap = await trapXss(page);
  const session = await apiSignIn(request, 'engineer');
  const course = await courseOf(request, session);
  expect(course.chapters.length).toBeGreaterThan(0);
  await signIn(page);
  // The control fires on this page only; every check below starts on a freshly loaded one.
  await expectTrapWorks(page, trap.ran);
  const fired: string[] = [];

  // Comments: post a page's worth, then look at that page.
  const comments = packPayloads(corpus, COMMENT_LIMIT);
  for (let i = 0; i < comments.length; i += COMMENTS_PER_PAGE) {
    const batch = comments.slice(i, i + COMMENTS_PER_PAGE);
    for (const content of batch)
      await apiCall(request, session, 'apiCourse/addComment', { courseId: String(course.id), content });
    await page.goto(`/course/${course.id}?eid=1`);
    await page.getByRole('tab', { name: /^Comments/ }).click();
    // The newest comment is on top, its text as typed.
    await expect(page.locator('article.lp-social-item').first()).toContainText(batch.at(-1)!.slice(0, 40));
    await settle(page);
    fired.push(...(await trap.ran()));
  }

  // Notes: one per chapter, rewritten with the next payloads, read in My notes.
  const notes = packPayloads(corpus, NOTE_LIMIT);
  for (const [index, content] of notes.entries()) {
    const chapterId = course.chapters[index % course.chapters.length]!;
    await apiCall(request, session, '/v1/courseNote/note/add-note', {
      courseId: String(course.id),
      chapterId: String(chapterId),
      content,
      visibility: 'private',
      images: '[]',
    });
    await page.goto('/my/my-note?eid=1');
    await expect(page.getByText(content.slice(0, 40)).first()).toBeVisible();
    await settle(page);
    fired.push(...(await trap.ran()));
  }

  console.info(
    `[attack] xss course social: ${corpus.length} payloads in ${comments.length} comments and ${notes.length} notes, ${fired.length} executed`,
  );
  expect(fired).toEqual([]);
});
