import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';
import { apiCall, apiSignIn, expectTrapWorks, settle } from './xss-harness';
import { xssCorpus } from './xss-payloads';
import { packPayloads, packTightly } from './xss-texts';
import { trapXss } from './xss-trap';

// The probes test the first wall alone — escaping, the server's sanitiser and SafeHtml — so the CSP must not hide a hole.
test.use({ bypassCSP: true });

/** How a text reads once rendered as text: runs of white space are one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The next page of the one pager on the page (Arco Pagination); false when there is none. */
async function nextPage(page: Page): Promise<boolean> {
  const next = page.locator('.lp-pager .arco-pagination-item-next');
  if ((await next.count()) === 0) return false;
  // Arco marks the last page's "next" with a class, not aria-disabled.
  const disabled =
    (await next.getAttribute('aria-disabled')) === 'true' || /disabled/.test((await next.getAttribute('class')) ?? '');
  if (disabled) return false;
  await next.click();
  return true;
}

/**
 * Community free text others read (decision 0049): topic titles (100), rich bodies (sanitised on
 * the server, rendered through SafeHtml), comments (300) and the names of uploaded files. Posts are
 * written by `asker`, the community's own learner; nothing of them appears outside the community.
 * Every payload is stored through the API packed into as few items as the limits allow, and read
 * on as few pages as show them all: every topic title and excerpt in the list (paged in place),
 * every title again as a detail page's heading (packed into Q&A titles of 3000), every body on its
 * post's page and every comment on its pages.
 */
test('XSS payloads in community titles, bodies, comments and file names render inert', async ({ page, request }) => {
  test.setTimeout(180_000);
  const corpus = xssCorpus();
  const trap = await trapXss(page);
  const session = await apiSignIn(request, 'asker');
  const reader = await apiSignIn(request, 'answerer');
  const fired: string[] = [];

  const titles = packTightly(corpus, 100);
  const bodies = packPayloads(corpus, 4000);
  const ids: number[] = [];
  for (const [i, title] of titles.entries()) {
    const post = (await apiCall(request, session, 'apiCommunity/save', {
      kind: 'topic',
      title,
      content: bodies[i % bodies.length]!,
    })) as { id: number };
    ids.push(post.id);
  }
  // The same payloads as detail-page headings: Q&A titles take 3000 characters.
  const questionTitles = packPayloads(corpus, 3000);
  const questions: number[] = [];
  for (const title of questionTitles) {
    const post = (await apiCall(request, session, 'apiCommunity/save', {
      kind: 'question',
      title,
      content: 'XSS probe',
    })) as { id: number };
    questions.push(post.id);
  }
  // Comments under the first post, from another learner.
  const comments = packPayloads(corpus, 300);
  for (const content of comments)
    await apiCall(request, reader, 'apiCommunity/comment', { postId: String(ids[0]), content });

  await openSignedIn(page, '/news/community?eid=1', 'asker');
  await expectTrapWorks(page, trap.ran);
  // A fresh window: the control's record stays in the one it ran in.
  await page.reload();

  // The list (titles and excerpts), newest first, page by page without reloading, until every title was shown.
  const shown = new Set<string>();
  const cards = page.locator('.lp-community-card__title');
  const missing = () => titles.filter((title) => !shown.has(flat(title)));
  let before = '';
  do {
    await expect(page.getByTestId('community-list')).toBeVisible();
    await expect(cards.first()).not.toHaveText(before);
    await settle(page);
    for (const title of await cards.allTextContents()) shown.add(flat(title));
    before = (await cards.first().textContent()) ?? '';
    fired.push(...(await trap.ran()));
  } while (missing().length > 0 && (await nextPage(page)));
  expect(missing()).toEqual([]);

  // Each body (and its post's title) on its own page; the first carries every comment, ten to a page.
  for (const [i, id] of ids.slice(0, bodies.length).entries()) {
    await page.goto(`/news/community/${id}?eid=1`);
    await expect(page.getByTestId('community-content')).toBeAttached();
    await expect(page.locator('#lp-community-post-title')).toContainText(flat(titles[i]!).slice(0, 20));
    await settle(page);
    fired.push(...(await trap.ran()));
    if (i > 0) continue;
    const thread = page.locator('ul.lp-community-threads');
    const read: string[] = [];
    let previous = '';
    for (;;) {
      await expect(thread).toBeVisible();
      if (previous) await expect(thread).not.toHaveText(previous);
      await settle(page);
      previous = (await thread.textContent()) ?? '';
      read.push(flat(await thread.innerText()));
      fired.push(...(await trap.ran()));
      if (!(await nextPage(page))) break;
    }
    const all = read.join(' ');
    expect(comments.filter((c) => !all.includes(flat(c).slice(0, 30)))).toEqual([]);
  }
  for (const [i, id] of questions.entries()) {
    await page.goto(`/news/comminication/${id}?eid=1`);
    await expect(page.locator('#lp-community-post-title')).toContainText(flat(questionTitles[i]!).slice(0, 20));
    await settle(page);
    fired.push(...(await trap.ran()));
  }

  // File names as the editor lists them while they upload: every payload (with the characters a
  // file name cannot hold replaced), packed into names of 150, nine images to an editor.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const names = packTightly(
    corpus.map((p) => ({ ...p, text: p.text.replace(/[/\\\0]/g, '_') })).filter((p) => p.text.trim() !== ''),
    150 - '.png'.length,
  );
  await page.goto('/news/community?eid=1');
  for (let i = 0; i < names.length; i += 9) {
    const batch = names.slice(i, i + 9);
    await page.getByTestId('community-new').click();
    const editor = page.getByRole('dialog');
    await page
      .getByTestId('community-image-input')
      .setInputFiles(batch.map((name) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: png })));
    await expect(page.getByTestId('community-file')).toHaveCount(batch.length);
    await settle(page);
    fired.push(...(await trap.ran()));
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor).toBeHidden();
  }

  console.info(
    `[attack] xss community: ${corpus.length} payloads in ${titles.length} topic titles, ${questions.length} Q&A titles, ${bodies.length} bodies, ${comments.length} comments and ${names.length} file names, ${fired.length} executed`,
  );
  expect(fired).toEqual([]);
});
